import { graphql } from '../../gql';

export const AdminDisputesQuery = graphql(`
  query AdminLeadDisputes($status: DisputeStatus, $first: Int!, $after: String) {
    leadDisputes(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
      id
      leadId
      leadRef
      companyId
      companyName
      paymentId
      reason
      note
      status
      resolutionNote
      createdAt
      resolvedAt
      homeowner {
        name
        email
        phone
        postcode
      }
      }
    }
  }
`);

export const ResolveDisputeMutation = graphql(`
  mutation ResolveLeadDispute($id: ID!, $decision: DisputeDecision!, $note: String) {
    resolveLeadDispute(id: $id, decision: $decision, note: $note) {
      id
      status
      resolutionNote
      resolvedAt
    }
  }
`);
