import { graphql } from '../../gql';

// The quote as sent and its messages, as QuoteParts.tsx shows them: spread by name by the company's and the homeowner's
// operations (codegen reads the fragments from these calls).
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
