import { graphql } from '../../gql';

export const BlogIndexQuery = graphql(`
  query BlogIndex($page: Int!, $pageSize: Int!, $category: String) {
    posts(page: $page, first: $pageSize, category: $category) {
      totalCount
      nodes {
        id
        slug
        title
        excerpt
        category
        publishedAt
        readingMinutes
        coverImage {
          url
          srcSet
          width
          height
          alt
        }
        author {
          slug
          name
        }
      }
    }
    postCategories {
      slug
      name
      description
      postCount
    }
  }
`);

export const BlogPostQuery = graphql(`
  query BlogPost($slug: String!) {
    post(slug: $slug) {
      id
      slug
      title
      excerpt
      category
      tags
      publishedAt
      revisedAt
      readingMinutes
      coverImage {
        url
        srcSet
        width
        height
        alt
      }
      html
      seo {
        title
        description
        canonical
      }
      author {
        slug
        name
        jobTitle
        summary
      }
      relatedPosts {
        id
        slug
        title
        excerpt
        publishedAt
        readingMinutes
      }
    }
    postCategories {
      slug
      name
    }
  }
`);
