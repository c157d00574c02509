import { graphql } from '../../gql';

export const ReviewInvitationQuery = graphql(`
  query ReviewInvitation($token: String!) {
    reviewInvitation(token: $token) {
      companyName
      companySlug
      reference
      district
      reviewStatus
    }
  }
`);

export const SubmitReviewMutation = graphql(`
  mutation SubmitCompanyReview($token: String!, $input: CompanyReviewInput!) {
    submitCompanyReview(token: $token, input: $input) {
      companyName
      companySlug
      reference
      district
      reviewStatus
    }
  }
`);
