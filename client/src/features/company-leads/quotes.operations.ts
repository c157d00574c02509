import { graphql } from '../../gql';

// The quote as sent and its messages, as client/src/ui/quotes/QuoteParts.tsx shows them.
graphql(`
  fragment QuoteRevisionFields on QuoteRevision {
    number
    sentAt
    netPence
    vatPence
    totalPence
    vatRegistered
    supplyDate
    validUntil
    earliestStart
    durationDays
    changedKinds
    methodStatement
    vatByRate {
      vatRate
      netPence
      vatPence
    }
    guarantee {
      years
      insuranceBacked
      insurer
    }
    deposit {
      amountPence
      protected
      protectedBy
    }
    lines {
      kind
      label
      description
      netPence
      vatRate
      vatLabel
      vatPence
      areaM2
      roofType
      material
      thicknessMm
      lambdaWPerMK
      thermalResistance
      wasteCarrierRegistration
      wasteCarrierTier
    }
  }
`);

graphql(`
  fragment QuoteMessageFields on QuoteMessage {
    id
    from
    text
    at
  }
`);

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
