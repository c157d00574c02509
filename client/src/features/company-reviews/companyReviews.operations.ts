import { graphql } from '../../gql';

export const MyReviewsQuery = graphql(`
  query MyCompanyReviews($first: Int!, $after: String) {
    myCompany {
      id
      name
    }
    myCompanyRating {
      count
      average
    }
    myCompanyReviews(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        overall
        ratings {
          quality
          tidiness
          value
          communication
        }
        text
        reviewerName
        district
        submittedAt
        publishedAt
        reply {
          text
          at
        }
      }
    }
  }
`);

export const ReplyToReviewMutation = graphql(`
  mutation ReplyToCompanyReview($id: ID!, $text: String!) {
    replyToCompanyReview(id: $id, text: $text) {
      id
      reply {
        text
        at
      }
    }
  }
`);
