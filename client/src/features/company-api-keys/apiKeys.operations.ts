import { graphql } from '../../gql';

export const MyApiKeysQuery = graphql(`
  query MyApiKeys {
    myApiKeys {
      id
      name
      scopes
      prefix
      createdBy
      createdAt
      expiresAt
      lastUsedAt
      revokedAt
      status
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      key {
        id
        name
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      status
      revokedAt
    }
  }
`);
