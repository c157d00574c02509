import { graphql } from '../../gql';

export const SubmitApplicationMutation = graphql(`
  mutation SubmitApplication($input: ApplicationInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
    submitApplication(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      id
      reference
      replayed
    }
  }
`);
