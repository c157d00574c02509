import { graphql } from '../../gql';

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

/* The homeowner's answers spell out their fields: one fragment deep keeps them within the API's query depth limit. */

export const HomeownerJobRecordsQuery = graphql(`
  query HomeownerJobRecords($id: ID!, $token: String!) {
    homeownerJobRecords(id: $id, token: $token) {
      jobRecord {
        ...JobRecordFields
      }
      shares {
        id
        number
        createdAt
      }
    }
  }
`);

export const ConfirmJobRecordMutation = graphql(`
  mutation ConfirmJobRecord($id: ID!, $token: String!, $jobRecordId: ID!) {
    confirmJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId) {
      jobRecord {
        ...JobRecordFields
      }
      shares {
        id
        number
        createdAt
      }
    }
  }
`);

export const RejectJobRecordMutation = graphql(`
  mutation RejectJobRecord($id: ID!, $token: String!, $jobRecordId: ID!, $reason: String!) {
    rejectJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId, reason: $reason) {
      jobRecord {
        ...JobRecordFields
      }
      shares {
        id
        number
        createdAt
      }
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
      jobRecord {
        ...JobRecordFields
      }
      shares {
        id
        number
        createdAt
      }
    }
  }
`);
