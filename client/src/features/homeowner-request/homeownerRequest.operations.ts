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
      salesStopped
      jobDoneAt
      linkExpiresAt
      companies {
        id
        hired
        jobDate
        reviewPath
        name
        profileSlug
        phone
        email
        boughtAt
        active
        vetted
        insuranceUntil
        wasteCarrierRegistration
        certifiedUntil
        rating {
          count
          average
        }
      }
    }
  }
`);

/* Each action answers what it can change; the page's query result is updated from them by id in the cache. */

export const StopSalesMutation = graphql(`
  mutation StopHomeownerRequestSales($id: ID!, $token: String!) {
    stopHomeownerRequestSales(id: $id, token: $token) {
      id
      stage
      salesStopped
    }
  }
`);

export const MarkHiredMutation = graphql(`
  mutation MarkHomeownerRequestCompanyHired($id: ID!, $token: String!, $companyId: ID!, $jobDate: String) {
    markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId, jobDate: $jobDate) {
      id
      companies {
        id
        hired
        jobDate
        reviewPath
      }
    }
  }
`);

export const MarkJobDoneMutation = graphql(`
  mutation MarkHomeownerRequestJobDone($id: ID!, $token: String!) {
    markHomeownerRequestJobDone(id: $id, token: $token) {
      id
      jobDoneAt
      companies {
        id
        reviewPath
      }
    }
  }
`);

export const SendHomeownerLinksMutation = graphql(`
  mutation SendHomeownerRequestLinks($input: HomeownerLinksInput!, $idempotencyKey: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
    sendHomeownerRequestLinks(input: $input, idempotencyKey: $idempotencyKey, source: $source, botCheck: $botCheck) {
      message
    }
  }
`);
