import { graphql } from '../../gql';

export const AdminDisputesQuery = graphql(`
  query AdminLeadDisputes($status: DisputeStatus) {
    leadDisputes(status: $status, first: 100) {
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
