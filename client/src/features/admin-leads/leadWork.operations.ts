import { graphql } from '../../gql';

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
