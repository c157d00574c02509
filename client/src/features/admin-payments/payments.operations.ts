import { graphql } from '../../gql';

export const AdminPaymentsQuery = graphql(`
  query AdminPayments($filter: AdminPaymentFilter, $first: Int!, $after: String) {
    adminPayments(filter: $filter, first: $first, after: $after) {
      totalCount
      figures {
        cardPayments {
          count
          netPence
          vatPence
        }
        topUps {
          count
          netPence
          vatPence
        }
        spentFromBalance {
          count
          netPence
        }
        refundedToCardPence
        refundedToBalancePence
        pending {
          count
          netPence
          vatPence
        }
      }
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

/** The dashboard's figure, from the same counters, so the two screens never disagree. */
export const RevenueThisMonthQuery = graphql(`
  query RevenueThisMonth {
    adminDashboard {
      revenueThisMonthPence
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
