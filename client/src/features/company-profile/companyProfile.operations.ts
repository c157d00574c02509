import { graphql } from '../../gql';

export const CompanyProfileQuery = graphql(`
  query CompanyProfile {
    myCompany {
      id
      name
      slug
      status
      email
      contactName
      phone
      website
      address
      postcode
      description
      aboutSubmission {
        text
        state
        submittedAt
        reviewedAt
        reason
      }
      services
      regions
      leadAlerts
      certified
      certificateNumber
      certifiedUntil
      vatRegistered
    }
  }
`);

export const SetCompanyVatRegistrationMutation = graphql(`
  mutation SetCompanyVatRegistration($vatRegistered: Boolean!) {
    setMyCompanyVatRegistration(vatRegistered: $vatRegistered) {
      id
      vatRegistered
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
      address
      postcode
      description
      services
      leadAlerts
    }
  }
`);

export const SubmitCompanyAboutMutation = graphql(`
  mutation SubmitCompanyAbout($text: String!) {
    submitMyCompanyAbout(text: $text) {
      id
      description
      aboutSubmission {
        text
        state
        submittedAt
        reviewedAt
        reason
      }
    }
  }
`);
