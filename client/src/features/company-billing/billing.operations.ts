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

export const MyBalanceQuery = graphql(`
  query MyBalance($first: Int!, $after: String) {
    myBalance {
      balancePence
    }
    myBalanceEntries(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        kind
        amountPence
        balanceAfterPence
        leadId
        description
        byEmail
        at
      }
    }
  }
`);

export const StartBalanceTopUpMutation = graphql(`
  mutation StartBalanceTopUp($pounds: Int!) {
    startBalanceTopUp(pounds: $pounds) {
      paymentId
      checkoutUrl
    }
  }
`);

export const TopUpPaymentQuery = graphql(`
  query TopUpPayment($id: ID!) {
    myPayment(id: $id) {
      id
      status
      amountPence
      failureReason
    }
  }
`);

export const BillingAddressQuery = graphql(`
  query BillingAddress {
    myCompany {
      id
      address
      postcode
    }
  }
`);
