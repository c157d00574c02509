import { graphql } from '../../gql';

export const AdminCallbacksQuery = graphql(`
  query AdminCallbacks($status: CallbackStatus, $first: Int!, $after: String) {
    adminCallbacks(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        reference
        name
        phone
        preferredTime
        pagePath
        status
        convertedLeadId
        convertedLeadRef
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

export const SetCallbackStatusMutation = graphql(`
  mutation SetCallbackStatus($id: ID!, $status: CallbackStatus!, $expectedUpdatedAt: DateTimeISO) {
    setCallbackStatus(id: $id, status: $status, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
      updatedAt
    }
  }
`);
