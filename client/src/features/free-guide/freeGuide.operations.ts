import { graphql } from '../../gql';

export const RequestFreeGuideMutation = graphql(`
  mutation RequestFreeGuide($input: FreeGuideRequestInput!, $idempotencyKey: String!, $source: SubmissionSourceInput) {
    requestFreeGuide(input: $input, idempotencyKey: $idempotencyKey, source: $source) {
      downloadUrl
      expiresAt
    }
  }
`);
