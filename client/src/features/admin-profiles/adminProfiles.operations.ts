import { graphql } from '../../gql';

// A fragment the operations below spread by name: codegen reads it from this call.
graphql(`
  fragment AdminProfileFields on AdminProfile {
    slug
    path
    name
    role
    summary
    bodyMarkdown
    topics
    qualifications {
      title
      checkedHow
    }
    links {
      label
      url
    }
    photo {
      imageId
      url
      srcSet
      width
      height
      alt
    }
    status
    demo
    onSite
    updatedAt
    history {
      at
      by
      action
      note
    }
  }
`);

export const AdminAuthorsQuery = graphql(`
  query AdminAuthors {
    adminAuthors {
      ...AdminProfileFields
    }
  }
`);

export const AdminPartnersQuery = graphql(`
  query AdminPartners {
    adminPartners {
      ...AdminProfileFields
    }
  }
`);

export const AdminAuthorQuery = graphql(`
  query AdminAuthor($slug: String!) {
    adminAuthor(slug: $slug) {
      ...AdminProfileFields
    }
  }
`);

export const AdminPartnerQuery = graphql(`
  query AdminPartner($slug: String!) {
    adminPartner(slug: $slug) {
      ...AdminProfileFields
    }
  }
`);

export const CreateAuthorMutation = graphql(`
  mutation CreateAuthor($slug: String!, $input: ProfileInput!) {
    createAuthor(slug: $slug, input: $input) {
      ...AdminProfileFields
    }
  }
`);

export const CreatePartnerMutation = graphql(`
  mutation CreatePartner($slug: String!, $input: ProfileInput!) {
    createPartner(slug: $slug, input: $input) {
      ...AdminProfileFields
    }
  }
`);

export const UpdateAuthorMutation = graphql(`
  mutation UpdateAuthor($slug: String!, $input: ProfileInput!, $expectedUpdatedAt: DateTimeISO) {
    updateAuthor(slug: $slug, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      ...AdminProfileFields
    }
  }
`);

export const UpdatePartnerMutation = graphql(`
  mutation UpdatePartner($slug: String!, $input: ProfileInput!, $expectedUpdatedAt: DateTimeISO) {
    updatePartner(slug: $slug, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      ...AdminProfileFields
    }
  }
`);

export const SetAuthorRetiredMutation = graphql(`
  mutation SetAuthorRetired($slug: String!, $retired: Boolean!) {
    setAuthorRetired(slug: $slug, retired: $retired) {
      ...AdminProfileFields
    }
  }
`);

export const SetPartnerRetiredMutation = graphql(`
  mutation SetPartnerRetired($slug: String!, $retired: Boolean!) {
    setPartnerRetired(slug: $slug, retired: $retired) {
      ...AdminProfileFields
    }
  }
`);
