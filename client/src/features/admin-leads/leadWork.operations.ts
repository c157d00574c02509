import { graphql } from '../../gql';
// SurveyOutcomeFields: client/src/ui/survey/surveyOutcome.fragments.ts.

export const AdminLeadWorkQuery = graphql(`
  query AdminLeadWork($leadId: ID!) {
    adminLeadQuotes(leadId: $leadId) {
      id
      companyId
      companyName
      status
      declineReason
      decidedAt
      revisionCount
      firstSentAt
      lastSentAt
      latest {
        netPence
        vatPence
        totalPence
      }
    }
    adminLeadJobRecords(leadId: $leadId) {
      jobRecord {
        id
        companyName
        status
        startedOn
        finishedOn
        roofAreas {
          name
          areaM2
          readings {
            percent
          }
        }
        waste {
          transferNoteReference
          carrier
        }
        reinsulation {
          material
          thicknessMm
          areaM2
        }
        submittedAt
        confirmedAt
        rejectionReason
        updatedAt
      }
      removalRecords {
        number
        version
        issuedAt
        supersededBy
        withdrawn {
          reason
          at
          by
        }
      }
      survey {
        ...AdminRemovalSurveyFields
      }
    }
  }
`);

graphql(`
  fragment AdminRemovalSurveyFields on AdminRemovalSurvey {
    reference
    number
    requestedAt
    surveyorName
    surveyorFirm
    surveyorEmail
    linkSentAt
    linkExpiresAt
    reportUploadedAt
    reportUrl
    outcome {
      ...SurveyOutcomeFields
    }
  }
`);

export const SendSurveyorLinkMutation = graphql(`
  mutation SendSurveyorLink($jobRecordId: ID!, $input: SurveyorInput!) {
    sendSurveyorLink(jobRecordId: $jobRecordId, input: $input) {
      ...AdminRemovalSurveyFields
    }
  }
`);

export const WithdrawRemovalRecordMutation = graphql(`
  mutation WithdrawRemovalRecord($number: String!, $reason: String!) {
    withdrawRemovalRecord(number: $number, reason: $reason) {
      number
      withdrawn {
        reason
        at
      }
    }
  }
`);
