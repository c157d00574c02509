import { graphql } from '../../gql';

export const RequestFreeGuideMutation = graphql(`
  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      downloadUrl
      expiresAt
    }
  }
`);
