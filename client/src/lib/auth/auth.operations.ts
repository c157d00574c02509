import { graphql } from '../../gql';

export const MeQuery = graphql(`
  query Me {
    me {
      uid
      email
      isAdmin
      companyId
    }
  }
`);

export const RecordLoginMutation = graphql(`
  mutation RecordLogin {
    recordLogin
  }
`);

export const RegisterAdminMutation = graphql(`
  mutation RegisterAdmin($input: RegisterAdminInput!) {
    registerAdmin(input: $input) {
      uid
      email
    }
  }
`);
