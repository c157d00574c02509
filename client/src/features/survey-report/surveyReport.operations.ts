import { graphql } from '../../gql';
// SurveyOutcomeFields: client/src/ui/survey/surveyOutcome.fragments.ts.

graphql(`
  fragment SurveyorTaskFields on SurveyorTask {
    number
    district
    companyName
    startedOn
    finishedOn
    areas {
      name
      areaM2
      lowestReadingPercent
      highestReadingPercent
    }
    surveyorName
    linkExpiresAt
    reportUploadedAt
    outcome {
      ...SurveyOutcomeFields
    }
  }
`);

export const SurveyorTaskQuery = graphql(`
  query SurveyorTask($jobRecordId: ID!, $token: String!) {
    surveyorTask(jobRecordId: $jobRecordId, token: $token) {
      ...SurveyorTaskFields
    }
  }
`);

export const SubmitSurveyOutcomeMutation = graphql(`
  mutation SubmitSurveyOutcome($jobRecordId: ID!, $token: String!, $input: SurveyOutcomeInput!) {
    submitSurveyOutcome(jobRecordId: $jobRecordId, token: $token, input: $input) {
      ...SurveyorTaskFields
    }
  }
`);
