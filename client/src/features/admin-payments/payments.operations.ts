import { graphql } from '../../gql';

export const AdminPaymentsQuery = graphql(`
  query AdminPayments($filter: AdminPaymentFilter, $first: Int!, $after: String) {
    adminPayments(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        kind
        description
        amountPence
        vatPence
        status
        provider
        companyId
        companyName
        leadId
        paidAt
        refundedAt
        refundReason
        createdAt
      }
    }
  }
`);

export const AdminRefundPaymentMutation = graphql(`
  mutation AdminRefundPayment($id: ID!, $reason: String!) {
    adminRefundPayment(id: $id, reason: $reason) {
      id
      status
      refundedAt
      refundReason
    }
  }
`);
