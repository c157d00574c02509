import { graphql } from '../../gql';

export const AdminRicsSurveysQuery = graphql(`
  query AdminRicsSurveys($status: RicsSurveyStatus, $first: Int!, $after: String) {
    adminRicsSurveys(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        reference
        name
        email
        phone
        postcode
        propertyType
        lender
        surveyLevel
        preferredDate
        notes
        removalRecordNumber
        status
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

export const SetRicsSurveyStatusMutation = graphql(`
  mutation SetRicsSurveyStatus($id: ID!, $status: RicsSurveyStatus!, $expectedUpdatedAt: DateTimeISO) {
    setRicsSurveyStatus(id: $id, status: $status, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
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

export const AdminContactInquiriesQuery = graphql(`
  query AdminContactInquiries($status: ContactInquiryStatus, $first: Int!, $after: String) {
    adminContactInquiries(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        reference
        name
        email
        phone
        subject
        message
        status
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

export const ReplyToContactInquiryMutation = graphql(`
  mutation ReplyToContactInquiry($id: ID!, $reply: String!, $expectedUpdatedAt: DateTimeISO) {
    replyToContactInquiry(id: $id, reply: $reply, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
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

export const CloseContactInquiryMutation = graphql(`
  mutation CloseContactInquiry($id: ID!, $expectedUpdatedAt: DateTimeISO) {
    closeContactInquiry(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
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
