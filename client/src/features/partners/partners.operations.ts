import { graphql } from '../../gql';

export const PartnerQuery = graphql(`
  query Partner($slug: String!) {
    partner(slug: $slug) {
      slug
      name
      title
      description
      summary
      website
      updated
      html
    }
  }
`);
