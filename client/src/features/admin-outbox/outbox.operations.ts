import { graphql } from '../../gql';

export const AdminOutboxQuery = graphql(`
  query AdminOutbox($status: MailStatus, $first: Int!, $after: String) {
    mailMessages(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        to
        template
        label
        subject
        status
        attempts
        lastError
        createdAt
        sentAt
        failedAt
        nextAttemptAt
        resendOf
        resentBy
        resentAt
      }
    }
  }
`);

export const AdminOutboxMessageQuery = graphql(`
  query AdminOutboxMessage($id: ID!) {
    mailMessage(id: $id) {
      id
      to
      subject
      text
      html
    }
  }
`);

export const ResendMailMessageMutation = graphql(`
  mutation ResendMailMessage($id: ID!) {
    resendMailMessage(id: $id) {
      id
      status
      resendOf
    }
  }
`);
