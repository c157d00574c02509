import { graphql } from '../../gql';

export const LocationsQuery = graphql(`
  query Locations {
    locations {
      slug
      name
      region
      county
    }
  }
`);

export const LocationQuery = graphql(`
  query Location($slug: String!) {
    location(slug: $slug) {
      slug
      name
      region
      county
      description
      summary
      updated
      html
      companies {
        id
        slug
        name
        description
        certified
      }
      demand {
        requestsLast12Months
        fewerThan
        averageEstimateLowPence
        averageEstimateHighPence
      }
    }
  }
`);
