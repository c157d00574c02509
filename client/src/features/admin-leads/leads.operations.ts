import { graphql } from '../../gql';

export const AdminLeadsQuery = graphql(`
  query AdminLeads($filter: LeadFilter, $sort: LeadSort, $first: Int!, $after: String) {
    leads(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...AdminLeadRow
      }
    }
  }
`);

// A fragment the operations below spread by name: codegen reads it from this call.
graphql(`
  fragment AdminLeadRow on Lead {
    id
    ref
    status
    origin
    archived
    createdAt
    updatedAt
    pricePence
    maxBuyers
    buyerCount
    distributionCount
    exclusive
    homeowner {
      name
      email
      phone
    }
    property {
      postcode
      region
      type
    }
    job {
      foamType
      urgency
    }
    estimate {
      lowPence
      highPence
    }
  }
`);

export const AdminLeadDetailsQuery = graphql(`
  query AdminLeadDetails($id: ID!) {
    adminLead(id: $id) {
      lead {
        ...AdminLeadRow
        requestId
        expiresAt
        exclusive
        property {
          district
          bedrooms
        }
        job {
          locations
          areaM2
          access
          reason
          extras
          notes
        }
      }
      history {
        at
        by
        action
        note
      }
      distributions {
        ...AdminLeadDistribution
      }
      purchases {
        companyId
        companyName
        paymentId
        at
        refunded
        disputeStatus
      }
      mails {
        id
        to
        subject
        template
        label
        status
        createdAt
      }
      story {
        stage
        label
        sentence
        salesStoppedAt
        jobDoneAt
        disputed
        hires {
          companyName
          at
          byQuote
          review
        }
      }
    }
  }
`);

// A fragment the operations below spread by name: codegen reads it from this call.
graphql(`
  fragment AdminLeadDistribution on LeadDistribution {
    companyId
    companyName
    sentAt
    by
    channel
  }
`);

export const LeadDistributionsQuery = graphql(`
  query LeadDistributions($id: ID!) {
    adminLead(id: $id) {
      lead {
        id
        ref
        status
        updatedAt
        exclusive
      }
      distributions {
        ...AdminLeadDistribution
      }
    }
  }
`);

export const LeadDistributionCandidatesQuery = graphql(`
  query LeadDistributionCandidates($leadId: ID!) {
    leadDistributionCandidates(leadId: $leadId) {
      id
      name
      certified
      sentBefore
      bought
    }
  }
`);

export const SendLeadToCompaniesMutation = graphql(`
  mutation SendLeadToCompanies($leadId: ID!, $companyIds: [ID!]!, $expectedUpdatedAt: DateTimeISO) {
    sendLeadToCompanies(leadId: $leadId, companyIds: $companyIds, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      distributionCount
      updatedAt
    }
  }
`);

export const EmailLeadHomeownerMutation = graphql(`
  mutation EmailLeadHomeowner($leadId: ID!, $input: HomeownerMessageInput!) {
    emailLeadHomeowner(leadId: $leadId, input: $input) {
      id
      updatedAt
    }
  }
`);

export const SetLeadsArchivedMutation = graphql(`
  mutation SetLeadsArchived($leads: [LeadVersionInput!]!, $archived: Boolean!) {
    setLeadsArchived(leads: $leads, archived: $archived) {
      id
      archived
      updatedAt
    }
  }
`);

export const PublishLeadMutation = graphql(`
  mutation PublishLead($id: ID!) {
    publishLead(id: $id) {
      id
      status
    }
  }
`);
