import { graphql } from '../../gql';

export const AdminLeadsQuery = graphql(`
  query AdminLeads($filter: LeadFilter, $first: Int!, $after: String) {
    leads(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ref
        status
        origin
        createdAt
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
