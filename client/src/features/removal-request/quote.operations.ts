import { graphql } from '../../gql';

export const SubmitRemovalRequestMutation = graphql(`
  mutation SubmitRemovalRequest(
    $input: RemovalRequestInput!
    $idempotencyKey: String!
    $source: SubmissionSourceInput
    $botCheck: BotCheckInput
  ) {
    submitRemovalRequest(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      requestId
      reference
      estimateLowPence
      estimateHighPence
      replayed
      requestPagePath
    }
  }
`);
