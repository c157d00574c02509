import { graphql } from '../../gql';

export const SubmitGuestPostMutation = graphql(`
  mutation SubmitGuestPost($input: GuestPostInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
    submitGuestPost(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      id
      reference
      replayed
    }
  }
`);

export const GuestPostsQuery = graphql(`
  query GuestPosts {
    guestPosts(first: 12) {
      nodes {
        id
        slug
        title
        excerpt
        publishedAt
        author {
          name
        }
      }
    }
  }
`);

export const GuestPostQuery = graphql(`
  query GuestPost($slug: String!) {
    guestPost(slug: $slug) {
      id
      slug
      title
      excerpt
      bodyHtml
      publishedAt
      author {
        name
        bio
        website
      }
    }
  }
`);
