import { graphql } from '../../gql';

export const AdminPostsQuery = graphql(`
  query AdminPosts($status: PublicationStatus, $category: String, $authorSlug: String, $search: String, $first: Int!, $after: String) {
    adminPosts(status: $status, category: $category, authorSlug: $authorSlug, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        slug
        title
        category
        authorSlug
        status
        publishedAt
        scheduledAt
        updatedAt
        aiAssisted
      }
    }
    postCategoryOptions {
      slug
      name
    }
    postAuthorOptions {
      slug
      name
    }
  }
`);

export const PostEditorOptionsQuery = graphql(`
  query PostEditorOptions {
    postCategoryOptions {
      slug
      name
    }
    postAuthorOptions {
      slug
      name
    }
  }
`);

export const AdminPostQuery = graphql(`
  query AdminPost($id: ID!) {
    adminPost(id: $id) {
      id
      slug
      title
      excerpt
      bodyMarkdown
      coverImage {
        imageId
        url
        srcSet
        width
        height
        alt
      }
      category
      tags
      authorSlug
      status
      publishedAt
      scheduledAt
      aiAssisted
      oldSlugs
      updatedAt
      seo {
        title
        description
        canonical
      }
      history {
        at
        by
        action
        note
      }
      revisions {
        id
        at
        by
        slug
        title
        excerpt
        bodyMarkdown
      }
    }
  }
`);

export const PreviewPostHtmlQuery = graphql(`
  query PreviewPostHtml($markdown: String!) {
    previewPostHtml(markdown: $markdown)
  }
`);

export const SavePostMutation = graphql(`
  mutation SavePost($id: ID, $input: PostInput!, $expectedUpdatedAt: DateTimeISO) {
    savePost(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      slug
      status
      updatedAt
    }
  }
`);

export const PublishPostMutation = graphql(`
  mutation PublishPost($id: ID!, $expectedUpdatedAt: DateTimeISO) {
    publishPost(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
      publishedAt
      updatedAt
    }
  }
`);

export const SchedulePostMutation = graphql(`
  mutation SchedulePost($id: ID!, $at: DateTimeISO!, $expectedUpdatedAt: DateTimeISO) {
    schedulePost(id: $id, at: $at, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
      scheduledAt
      updatedAt
    }
  }
`);

export const UnpublishPostMutation = graphql(`
  mutation UnpublishPost($id: ID!, $expectedUpdatedAt: DateTimeISO) {
    unpublishPost(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      status
      updatedAt
    }
  }
`);

export const RestorePostRevisionMutation = graphql(`
  mutation RestorePostRevision($id: ID!, $revisionId: ID!, $expectedUpdatedAt: DateTimeISO) {
    restorePostRevision(id: $id, revisionId: $revisionId, expectedUpdatedAt: $expectedUpdatedAt) {
      id
      updatedAt
    }
  }
`);
