import { graphql } from '../../gql';

export const AuthorsQuery = graphql(`
  query Authors {
    authors {
      slug
      name
      jobTitle
      summary
      portraitUrl
      demo
    }
  }
`);

export const AuthorQuery = graphql(`
  query Author($slug: String!) {
    author(slug: $slug) {
      slug
      name
      jobTitle
      expertise
      description
      summary
      html
      portraitUrl
      demo
      photo {
        url
        srcSet
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
      posts {
        id
        slug
        title
        excerpt
        publishedAt
        readingMinutes
      }
      guides {
        path
        title
        description
      }
    }
  }
`);
