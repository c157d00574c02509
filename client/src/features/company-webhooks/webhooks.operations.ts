import { graphql } from '../../gql';

/** The endpoint's fields every operation answers (a fragment the documents below spread). */
graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    secretHint
    createdAt
    failingSince
    disabledAt
    disabledReason
  }
`);

export const MyWebhookEndpointsQuery = graphql(`
  query MyWebhookEndpoints {
    myWebhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: 25, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        status
        attempts
        lastResponseCode
        lastError
        createdAt
        nextAttemptAt
        deliveredAt
        log {
          attempt
          at
          durationMs
          responseCode
          error
        }
        payload {
          id
          type
        }
      }
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const RollWebhookSecretMutation = graphql(`
  mutation RollWebhookSecret($id: ID!) {
    rollWebhookEndpointSecret(id: $id) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const ResendWebhookDeliveryMutation = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
    }
  }
`);

export const SendWebhookTestEventMutation = graphql(`
  mutation SendWebhookTestEvent($endpointId: ID) {
    sendWebhookTestEvent(endpointId: $endpointId)
  }
`);
