import { graphql } from '../../gql';

export const IndexNowSubmissionsQuery = graphql(`
  query IndexNowSubmissions($first: Int!, $after: String) {
    indexNowSettings {
      endpoint
      keyLocation
      host
    }
    indexNowSubmissions(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        urls
        trigger
        status
        httpStatus
        response
        by
        at
      }
    }
  }
`);

export const SubmitIndexNowUrlsMutation = graphql(`
  mutation SubmitIndexNowUrls($urls: [String!]!) {
    submitIndexNowUrls(urls: $urls) {
      id
      status
      httpStatus
    }
  }
`);
