import { graphql } from '../../gql';

export const SubmitRemovalRequestMutation = graphql(`
  mutation SubmitRemovalRequest($input: RemovalRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {
    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source) {
      requestId
      reference
      estimateLowPence
      estimateHighPence
      replayed
    }
  }
`);
