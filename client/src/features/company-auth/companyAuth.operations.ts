import { graphql } from '../../gql';

export const RequestCompanyPasswordResetMutation = graphql(`
  mutation RequestCompanyPasswordReset($email: String!) {
    requestCompanyPasswordReset(email: $email)
  }
`);
