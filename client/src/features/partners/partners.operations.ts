import { graphql } from '../../gql';

export const PartnerQuery = graphql(`
  query Partner($slug: String!) {
    partner(slug: $slug) {
      slug
      name
      role
      summary
      updated
      html
      demo
      photo {
        url
        srcSet
        width
        height
        alt
      }
      qualifications {
        title
        checkedHow
      }
      links {
        label
        url
      }
    }
  }
`);

export const PartnersQuery = graphql(`
  query Partners {
    partners {
      slug
      name
      role
      summary
      demo
    }
  }
`);
