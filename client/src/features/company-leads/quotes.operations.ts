import { graphql } from '../../gql';

// QuoteRevisionFields and QuoteMessageFields: client/src/ui/quotes/quote.fragments.ts.
graphql(`
  fragment CompanyQuoteFields on CompanyQuote {
    id
    leadId
    status
    declineReason
    decidedAt
    revisionCount
    latest {
      ...QuoteRevisionFields
    }
    messages {
      ...QuoteMessageFields
    }
  }
`);

export const MyQuoteQuery = graphql(`
  query MyQuote($leadId: ID!) {
    myQuote(leadId: $leadId) {
      ...CompanyQuoteFields
    }
    myCompany {
      id
      vatRegistered
    }
  }
`);

export const SendQuoteMutation = graphql(`
  mutation SendQuote($leadId: ID!, $input: QuoteInput!) {
    sendQuote(leadId: $leadId, input: $input) {
      ...CompanyQuoteFields
    }
  }
`);

export const AnswerQuoteQuestionMutation = graphql(`
  mutation AnswerQuoteQuestion($leadId: ID!, $text: String!) {
    answerQuoteQuestion(leadId: $leadId, text: $text) {
      ...CompanyQuoteFields
    }
  }
`);
