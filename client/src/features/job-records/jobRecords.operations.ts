import { graphql } from '../../gql';
// SurveyOutcomeFields: client/src/ui/survey/surveyOutcome.fragments.ts.

// A fragment the operations below spread by name: codegen reads it from this call.
graphql(`
  fragment JobRecordFields on JobRecord {
    id
    leadId
    companyId
    companyName
    status
    startedOn
    finishedOn
    roofAreas {
      name
      areaM2
      beforePhotoIds
      afterPhotoIds
      readings {
        percent
        where
      }
      defectsFound
      defectsRepaired
    }
    waste {
      transferNoteReference
      carrier
    }
    reinsulation {
      material
      thicknessMm
      lambdaWPerMK
      areaM2
    }
    rejectionReason
    removalRecordNumber
    submissions
    submittedAt
    confirmedAt
    updatedAt
  }
`);

export const MyJobRecordQuery = graphql(`
  query MyJobRecord($leadId: ID!) {
    myJobRecord(leadId: $leadId) {
      ...JobRecordFields
    }
    jobPhotos(leadId: $leadId) {
      id
      url
      width
      height
    }
  }
`);

export const SaveJobRecordMutation = graphql(`
  mutation SaveJobRecord($leadId: ID!, $input: JobRecordInput!) {
    saveJobRecord(leadId: $leadId, input: $input) {
      ...JobRecordFields
    }
  }
`);

export const SubmitJobRecordMutation = graphql(`
  mutation SubmitJobRecord($leadId: ID!) {
    submitJobRecord(leadId: $leadId) {
      ...JobRecordFields
    }
  }
`);

graphql(`
  fragment HomeownerJobRecordFields on HomeownerJobRecord {
    jobRecord {
      ...JobRecordFields
    }
    shares {
      id
      number
      createdAt
    }
    photos {
      id
      url
    }
    survey {
      reference
      number
      requestedAt
      surveyorName
      surveyorFirm
      linkSentAt
      reportUploadedAt
      reportUrl
      outcome {
        ...SurveyOutcomeFields
      }
    }
  }
`);

export const HomeownerJobRecordsQuery = graphql(`
  query HomeownerJobRecords($id: ID!, $token: String!) {
    homeownerJobRecords(id: $id, token: $token) {
      ...HomeownerJobRecordFields
    }
  }
`);

export const ConfirmJobRecordMutation = graphql(`
  mutation ConfirmJobRecord($id: ID!, $token: String!, $jobRecordId: ID!) {
    confirmJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId) {
      ...HomeownerJobRecordFields
    }
  }
`);

export const RejectJobRecordMutation = graphql(`
  mutation RejectJobRecord($id: ID!, $token: String!, $jobRecordId: ID!, $reason: String!) {
    rejectJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId, reason: $reason) {
      ...HomeownerJobRecordFields
    }
  }
`);

export const CreateRemovalRecordShareMutation = graphql(`
  mutation CreateRemovalRecordShare($id: ID!, $token: String!, $number: String!) {
    createRemovalRecordShare(id: $id, token: $token, number: $number) {
      id
      number
      path
      createdAt
    }
  }
`);

export const RevokeRemovalRecordShareMutation = graphql(`
  mutation RevokeRemovalRecordShare($id: ID!, $token: String!, $shareId: ID!) {
    revokeRemovalRecordShare(id: $id, token: $token, shareId: $shareId) {
      ...HomeownerJobRecordFields
    }
  }
`);

export const RequestRemovalSurveyMutation = graphql(`
  mutation RequestRemovalSurvey($id: ID!, $token: String!, $jobRecordId: ID!, $input: RemovalSurveyRequestInput!) {
    requestRemovalSurvey(id: $id, token: $token, jobRecordId: $jobRecordId, input: $input) {
      ...HomeownerJobRecordFields
    }
  }
`);
