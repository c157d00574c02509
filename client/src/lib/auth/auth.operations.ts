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

/** The signed-in company user's company; refused (FORBIDDEN) when it is suspended or gone. */
export const MyCompanyQuery = graphql(`
  query MyCompany {
    myCompany {
      id
      name
      slug
      status
      certified
      regions
      myRole
    }
  }
`);
