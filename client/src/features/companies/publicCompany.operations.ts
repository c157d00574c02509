import { graphql } from '../../gql';

export const PublicCompanyQuery = graphql(`
  query PublicCompany($slug: String!) {
    publicCompany(slug: $slug) {
      id
      slug
      name
      about
      regions
      services
      website
      certified
      certificateNumber
      certifiedUntil
      joinedAt
      vetting {
        state
        graceUntil
        insurance {
          coverPence
          expiresOn
          reviewedOn
        }
        wasteCarrier {
          registrationNumber
          tier
          expiresOn
          reviewedOn
        }
      }
    }
  }
`);
