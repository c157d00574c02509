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

export const AdminLeadRowFragment = graphql(`
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
