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
      rating {
        count
        average
        aspects {
          quality
          tidiness
          value
          communication
        }
      }
      reviews(first: 20) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          overall
          ratings {
            quality
            tidiness
            value
            communication
          }
          text
          reviewerName
          district
          submittedAt
          reply {
            text
            at
          }
        }
      }
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
