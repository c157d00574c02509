import { graphql } from '../../gql';

export const AdminReviewsQuery = graphql(`
  query AdminCompanyReviews($status: CompanyReviewStatus, $first: Int!, $after: String) {
    adminCompanyReviews(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        companyId
        companyName
        leadRef
        jobDate
        reviewerName
        district
        ratings {
          quality
          tidiness
          value
          communication
        }
        overall
        text
        status
        submittedAt
        publishedAt
        rejectionReason
        moderatedBy
        reply {
          text
          at
        }
      }
    }
  }
`);

export const ModerateReviewMutation = graphql(`
  mutation ModerateCompanyReview($id: ID!, $decision: CompanyReviewDecision!, $reason: String) {
    moderateCompanyReview(id: $id, decision: $decision, reason: $reason) {
      id
      status
      publishedAt
      rejectionReason
      moderatedBy
    }
  }
`);
