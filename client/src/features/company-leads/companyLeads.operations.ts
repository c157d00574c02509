import { graphql } from '../../gql';

// A fragment the operations below spread by name: codegen reads it from this call.
graphql(`
  fragment MarketplaceLeadFields on MarketplaceLead {
    id
    ref
    district
    region
    propertyType
    bedrooms
    foamType
    locations
    areaM2
    access
    urgency
    reason
    estimateLowPence
    estimateHighPence
    createdAt
    ageDays
    pricePence
    vatPence
    totalPence
    maxBuyers
    placesLeft
    exclusive
    purchasedByMe
    declinedByMe
    buyable
    unavailableReason
    story {
      stage
      sentence
    }
  }
`);

// A fragment the operations below spread by name: codegen reads it from this call.
graphql(`
  fragment PurchasedLeadFields on PurchasedLead {
    paymentId
    paidFromBalance
    purchasedAt
    boughtBy
    refunded
    disputeUntil
    canDispute
    contact {
      name
      email
      phone
      postcode
      notes
    }
    dispute {
      id
      status
      reason
      note
      refundTo
      resolutionNote
      createdAt
    }
    pipeline {
      status
      lostReason
      lostNote
      nextActionDate
      closed
      updatedAt
    }
    hiredByHomeowner
    jobDoneByHomeowner
  }
`);

export const MarketplaceLeadsQuery = graphql(`
  query MarketplaceLeads($filter: MarketplaceFilter, $sort: MarketplaceSortOrder, $first: Int, $after: String, $allInRegions: Boolean) {
    marketplaceLeads(filter: $filter, sort: $sort, first: $first, after: $after, allInRegions: $allInRegions) {
      regions
      preferencesApplied
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...MarketplaceLeadFields
      }
    }
  }
`);

export const MarketplaceLeadQuery = graphql(`
  query MarketplaceLead($id: ID!) {
    marketplaceLead(id: $id) {
      lead {
        ...MarketplaceLeadFields
      }
      purchase {
        ...PurchasedLeadFields
      }
    }
    myBalance {
      balancePence
    }
  }
`);

export const BuyLeadWithBalanceMutation = graphql(`
  mutation BuyLeadWithBalance($leadId: ID!) {
    buyLeadWithBalance(leadId: $leadId) {
      lead {
        ...MarketplaceLeadFields
      }
      purchase {
        ...PurchasedLeadFields
      }
    }
  }
`);

export const DeclineLeadMutation = graphql(`
  mutation DeclineLead($leadId: ID!) {
    declineLead(leadId: $leadId) {
      id
      declinedByMe
    }
  }
`);

export const UndoDeclineLeadMutation = graphql(`
  mutation UndoDeclineLead($leadId: ID!) {
    undoDeclineLead(leadId: $leadId) {
      id
      declinedByMe
    }
  }
`);

export const BuyLeadMutation = graphql(`
  mutation BuyLead($leadId: ID!) {
    buyLead(leadId: $leadId) {
      paymentId
      checkoutUrl
    }
  }
`);

export const LeadPaymentStatusQuery = graphql(`
  query LeadPaymentStatus($paymentId: ID!, $leadId: ID!) {
    myPayment(id: $paymentId) {
      id
      status
      leadId
      amountPence
      vatPence
      refundReason
    }
    marketplaceLead(id: $leadId) {
      lead {
        id
        ref
        district
        region
        purchasedByMe
      }
    }
  }
`);

export const MyLeadsQuery = graphql(`
  query MyLeads($first: Int, $after: String, $status: LeadPipelineStatus) {
    myLeadCounts {
      all
      byStatus {
        status
        count
      }
    }
    myLeads(first: $first, after: $after, status: $status) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...PurchasedLeadFields
        lead {
          ...MarketplaceLeadFields
        }
      }
    }
  }
`);

export const DisputeLeadMutation = graphql(`
  mutation DisputeLead($leadId: ID!, $input: LeadDisputeInput!) {
    disputeLead(leadId: $leadId, input: $input) {
      ...PurchasedLeadFields
      lead {
        id
      }
    }
  }
`);

export const MyVettingQuery = graphql(`
  query MyVetting {
    myCompany {
      id
      certified
      certifiedUntil
      vetting {
        state
        canBuy
        reason
        problems
        graceUntil
        insurance {
          coverPence
          expiresOn
          reviewedOn
        }
        wasteCarrier {
          registrationNumber
          tier
          expiresOn
          reviewedOn
        }
      }
    }
  }
`);

export const StartVettingUploadMutation = graphql(`
  mutation StartVettingUpload {
    startVettingUpload {
      requestId
      uploadPath
    }
  }
`);

export const MyLeadFiguresQuery = graphql(`
  query MyLeadFigures($months: Int!) {
    myLeadFigures(months: $months) {
      month
      bought
      contacted
      won
      spendPence
      contactRate
      winRate
      costPerWonPence
    }
  }
`);

export const LeadPipelineHistoryQuery = graphql(`
  query LeadPipelineHistory($id: ID!, $first: Int) {
    marketplaceLead(id: $id) {
      lead {
        id
      }
      purchase {
        pipelineHistory(first: $first) {
          nodes {
            id
            kind
            status
            lostReason
            text
            nextActionDate
            by
            at
          }
        }
      }
    }
  }
`);

export const UpdateLeadPipelineMutation = graphql(`
  mutation UpdateLeadPipeline($leadId: ID!, $input: LeadPipelineInput!) {
    updateLeadPipeline(leadId: $leadId, input: $input) {
      ...PurchasedLeadFields
      lead {
        id
      }
    }
  }
`);
