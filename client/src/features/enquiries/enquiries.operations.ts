import { graphql } from '../../gql';

export const RequestCallbackMutation = graphql(`
  mutation RequestCallback($input: CallbackInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
    requestCallback(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      id
      reference
      replayed
    }
  }
`);

export const SubmitContactInquiryMutation = graphql(`
  mutation SubmitContactInquiry($input: ContactInquiryInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
    submitContactInquiry(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      id
      reference
      replayed
    }
  }
`);

export const RequestRicsSurveyMutation = graphql(`
  mutation RequestRicsSurvey($input: RicsSurveyInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
    requestRicsSurvey(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      id
      reference
      replayed
    }
  }
`);
