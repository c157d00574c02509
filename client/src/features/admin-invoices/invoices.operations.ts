import { graphql } from '../../gql';

export const AdminInvoicesQuery = graphql(`
  query AdminInvoices($filter: InvoiceFilter, $first: Int!, $after: String) {
    adminInvoices(filter: $filter, first: $first, after: $after) {
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
        supplyDate
        paymentId
        description
        netPence
        vatRatePercent
        vatPence
        totalPence
        creditsInvoiceNumber
        customer {
          name
        }
      }
    }
  }
`);

export const AdminInvoicesCsvQuery = graphql(`
  query AdminInvoicesCsv($issuedFrom: DateTimeISO!, $issuedTo: DateTimeISO!) {
    adminInvoicesCsv(issuedFrom: $issuedFrom, issuedTo: $issuedTo)
  }
`);

export const AdminInvoicePdfLinkMutation = graphql(`
  mutation AdminInvoicePdfLink($id: ID!) {
    adminInvoicePdfLink(id: $id) {
      url
      expiresAt
    }
  }
`);
