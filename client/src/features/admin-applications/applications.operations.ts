import { graphql } from '../../gql';

export const AdminApplicationsQuery = graphql(`
  query AdminApplications($status: ApplicationStatus, $first: Int!, $after: String) {
    applications(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        reference
        companyName
        contactName
        email
        regions
        status
        createdAt
      }
    }
  }
`);

export const AdminApplicationQuery = graphql(`
  query AdminApplication($id: ID!) {
    application(id: $id) {
      id
      reference
      companyName
      contactName
      email
      phone
      website
      companiesHouseNumber
      yearsTrading
      regions
      services
      publicLiabilityCoverPence
      accreditations
      message
      status
      reviewNote
      reviewedBy
      reviewedAt
      companyId
      accountInvitedAt
      companiesHouseCheck {
        directors
        checkedBy
        checkedAt
      }
      createdAt
    }
  }
`);

export const ReviewApplicationMutation = graphql(`
  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $note: String, $companiesHouseCheck: CompaniesHouseCheckInput) {
    reviewApplication(id: $id, decision: $decision, note: $note, companiesHouseCheck: $companiesHouseCheck) {
      id
      status
      reviewNote
      reviewedBy
      reviewedAt
      companyId
      accountInvitedAt
      companiesHouseCheck {
        directors
        checkedBy
        checkedAt
      }
    }
  }
`);
