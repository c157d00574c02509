import { graphql } from '../../gql';

export const MyInvoicesQuery = graphql(`
  query MyInvoices($first: Int!, $after: String) {
    myInvoices(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        kind
        number
        issuedAt
        description
        netPence
        vatRatePercent
        vatPence
        totalPence
        creditsInvoiceNumber
      }
    }
  }
`);

export const MyInvoicePdfLinkMutation = graphql(`
  mutation MyInvoicePdfLink($id: ID!) {
    myInvoicePdfLink(id: $id) {
      url
      expiresAt
    }
  }
`);
