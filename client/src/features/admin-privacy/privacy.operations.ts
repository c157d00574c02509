import { graphql } from '../../gql';

export const SubjectAccessSearchQuery = graphql(`
  query SubjectAccessSearch($email: String, $phone: String) {
    subjectAccessSearch(email: $email, phone: $phone) {
      email
      phone
      totalCount
      erasableCount
      groups {
        kind
        count
        records {
          kind
          id
          reference
          status
          createdAt
          summary
        }
      }
    }
  }
`);

export const SubjectAccessExportQuery = graphql(`
  query SubjectAccessExport($email: String, $phone: String) {
    subjectAccessExport(email: $email, phone: $phone)
  }
`);

export const EraseSubjectDataMutation = graphql(`
  mutation EraseSubjectData($email: String, $phone: String, $confirm: String!) {
    eraseSubjectData(email: $email, phone: $phone, confirm: $confirm) {
      auditId
      erasedAt
      erasedCount
      counts {
        kind
        count
      }
    }
  }
`);
