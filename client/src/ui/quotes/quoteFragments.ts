import { graphql } from '../../gql';

// Fragments the quote screens' operations spread by name (company-leads and homeowner-request): codegen reads them from these calls.
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
