import { graphql } from '../../gql';

/** Stored site images for the image library (ImageField.tsx). */
export const SiteImagesQuery = graphql(`
  query SiteImages($first: Int!, $after: String) {
    adminSiteImages(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        url
        srcSet
        width
        height
        suggestedAlt
        source
        createdAt
      }
    }
  }
`);
