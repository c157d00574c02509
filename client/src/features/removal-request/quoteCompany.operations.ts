import { graphql } from '../../gql';

/** The company a single-company request names: its page and the thank-you page look it up by the link's `company`. */
export const QuoteCompanyQuery = graphql(`
  query QuoteCompany($company: String!) {
    quoteCompany(company: $company) {
      id
      name
      slug
      regions
      acceptingRequests
    }
  }
`);
