import { graphql } from '../../gql';

export const AdminVideosQuery = graphql(`
  query AdminVideos($status: PublicationStatus, $first: Int!, $after: String) {
    adminVideos(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        slug
        title
        youtubeId
        durationSeconds
        status
        demo
        onSite
        publishedAt
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

export const AdminVideoQuery = graphql(`
  query AdminVideo($id: ID!) {
    adminVideo(id: $id) {
      id
      slug
      title
      description
      youtubeId
      durationSeconds
      transcript
      thumbnailUrl
      status
      demo
      onSite
      publishedAt
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

export const CreateVideoMutation = graphql(`
  mutation CreateVideo($input: AdminVideoInput!) {
    createVideo(input: $input) {
      id
      updatedAt
    }
  }
`);

export const UpdateVideoMutation = graphql(`
  mutation UpdateVideo($id: ID!, $input: AdminVideoInput!, $expectedUpdatedAt: DateTimeISO) {
    updateVideo(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
      updatedAt
    }
  }
`);
