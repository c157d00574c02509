import { graphql } from '../../gql';

export const AdminPdfLeadsQuery = graphql(`
  query AdminPdfLeads($guide: String, $first: Int!, $after: String) {
    adminPdfLeads(guide: $guide, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        guide
        name
        email
        postcode
        downloads
        requests
        marketingConsent
        lastRequestedAt
        lastDownloadedAt
        createdAt
      }
    }
  }
`);
