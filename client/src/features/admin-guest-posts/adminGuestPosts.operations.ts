import { graphql } from '../../gql';

export const AdminGuestPostsQuery = graphql(`
  query AdminGuestPosts($status: GuestPostStatus, $first: Int!, $after: String) {
    adminGuestPosts(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        reference
        title
        authorName
        authorEmail
        status
        createdAt
        updatedAt
        history {
          at
          by
          action
        }
      }
    }
  }
`);

export const AdminGuestPostQuery = graphql(`
  query AdminGuestPost($id: ID!) {
    adminGuestPost(id: $id) {
      id
      reference
      slug
      title
      bodyMarkdown
      bodyHtml
      authorName
      authorEmail
      authorBio
      authorWebsite
      status
      reviewNote
      publishedAt
      createdAt
      updatedAt
      history {
        at
        by
        action
        note
      }
    }
  }
`);

export const ReviewGuestPostMutation = graphql(`
  mutation AdminReviewGuestPost($id: ID!, $decision: GuestPostDecision!, $note: String, $expectedUpdatedAt: DateTimeISO) {
    reviewGuestPost(id: $id, decision: $decision, note: $note, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
      updatedAt
    }
  }
`);

export const EditGuestPostMutation = graphql(`
  mutation AdminEditGuestPost($id: ID!, $title: String!, $bodyMarkdown: String!, $expectedUpdatedAt: DateTimeISO) {
    editGuestPost(id: $id, title: $title, bodyMarkdown: $bodyMarkdown, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      updatedAt
    }
  }
`);
