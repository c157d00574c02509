import { graphql } from '../../gql';

export const HomeownerRequestQuery = graphql(`
  query HomeownerRequest($id: ID!, $token: String!) {
    homeownerRequest(id: $id, token: $token) {
      id
      reference
      createdAt
      firstName
      district
      region
      propertyType
      foamType
      locations
      estimateLowPence
      estimateHighPence
      stage
      maxCompanies
      chosenCompanyName
      linkExpiresAt
      companies {
        name
        phone
        email
        boughtAt
        active
        vetted
        insuranceUntil
        wasteCarrierRegistration
        certifiedUntil
      }
    }
  }
`);
