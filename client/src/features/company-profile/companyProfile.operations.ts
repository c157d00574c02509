import { graphql } from '../../gql';

export const CompanyProfileQuery = graphql(`
  query CompanyProfile {
    myCompany {
      id
      name
      email
      contactName
      phone
      website
      description
      services
      regions
      leadAlerts
      certified
      certificateNumber
      certifiedUntil
    }
  }
`);

export const UpdateCompanyProfileMutation = graphql(`
  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {
    updateMyCompanyProfile(input: $input) {
      id
      contactName
      phone
      website
      description
      services
      leadAlerts
    }
  }
`);
