import { graphql } from '../../gql';

// The revision's and messages' fields: client/src/ui/quotes/quote.fragments.ts.
graphql(`
  fragment HomeownerQuotesFields on HomeownerQuotes {
    estimateLowPence
    estimateHighPence
    acceptedQuoteId
    rows {
      kind
      label
      includedBy
      leftOutBy
    }
    quotes {
      id
      companyId
      companyName
      status
      declineReason
      revisionCount
      changed
      changedAt
      firstSentAt
      placement
      valid
      includes
      leavesOut
      latest {
        ...QuoteRevisionFields
      }
      messages {
        ...QuoteMessageFields
      }
    }
  }
`);

export const HomeownerQuotesQuery = graphql(`
  query HomeownerQuotes($id: ID!, $token: String!) {
    homeownerQuotes(id: $id, token: $token) {
      ...HomeownerQuotesFields
    }
  }
`);

export const AcceptQuoteMutation = graphql(`
  mutation AcceptQuote($id: ID!, $token: String!, $quoteId: ID!) {
    acceptQuote(id: $id, token: $token, quoteId: $quoteId) {
      ...HomeownerQuotesFields
    }
  }
`);

export const DeclineQuoteMutation = graphql(`
  mutation DeclineQuote($id: ID!, $token: String!, $quoteId: ID!, $reason: String) {
    declineQuote(id: $id, token: $token, quoteId: $quoteId, reason: $reason) {
      ...HomeownerQuotesFields
    }
  }
`);

export const AskQuoteQuestionMutation = graphql(`
  mutation AskQuoteQuestion($id: ID!, $token: String!, $quoteId: ID!, $text: String!) {
    askQuoteQuestion(id: $id, token: $token, quoteId: $quoteId, text: $text) {
      ...HomeownerQuotesFields
    }
  }
`);
