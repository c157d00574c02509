import { graphql } from '../../gql';

export const VideosQuery = graphql(`
  query Videos {
    videos(first: 60) {
      nodes {
        id
        slug
        title
        description
        youtubeId
        durationSeconds
        publishedAt
        demo
      }
    }
  }
`);

export const VideoQuery = graphql(`
  query Video($slug: String!) {
    video(slug: $slug) {
      id
      slug
      title
      description
      youtubeId
      durationSeconds
      transcript
      publishedAt
      demo
    }
  }
`);
