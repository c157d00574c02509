import { graphql } from '../../gql';

export const AdminOutreachListQuery = graphql(`
  query AdminOutreachList($status: OutreachStatus, $kind: OutreachKind, $dueToday: Boolean, $first: Int!, $after: String) {
    adminOutreachList(status: $status, kind: $kind, dueToday: $dueToday, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        site
        url
        contactName
        contactEmail
        kind
        status
        followUpAt
        notes
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
  }
`);

export const OutreachDueCountQuery = graphql(`
  query OutreachDueCount {
    adminOutreachList(dueToday: true, first: 1) {
      totalCount
    }
  }
`);

export const CreateOutreachMutation = graphql(`
  mutation CreateOutreach($input: OutreachInput!) {
    createOutreach(input: $input) {
      id
      site
    }
  }
`);

export const UpdateOutreachMutation = graphql(`
  mutation UpdateOutreach($id: ID!, $input: OutreachInput!, $expectedUpdatedAt: DateTimeISO) {
    updateOutreach(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      site
      updatedAt
    }
  }
`);

export const MoveOutreachMutation = graphql(`
  mutation MoveOutreach($id: ID!, $status: OutreachStatus!, $followUpAt: String, $note: String, $expectedUpdatedAt: DateTimeISO) {
    moveOutreach(id: $id, status: $status, followUpAt: $followUpAt, note: $note, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
      followUpAt
      updatedAt
    }
  }
`);
