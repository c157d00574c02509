import fs from 'node:fs';
import path from 'node:path';
import { gql } from './api';

export const ENDPOINT_FIELDS = 'id url description events enabled secretHint createdAt failingSince disabledAt disabledReason';
export const DELIVERY_FIELDS = `id endpointId status attempts lastResponseCode lastError createdAt nextAttemptAt deliveredAt
  log { attempt at durationMs responseCode error }
  payload { id type createdAt companyId data { __typename ... on WebhookTestData { message } ... on WebhookPurchaseData { paymentId leadId reference amountPence vatPence paidFromBalance } } }`;
export const CREATE_ENDPOINT = `mutation Create($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
export const UPDATE_ENDPOINT = `mutation Update($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${ENDPOINT_FIELDS} } }`;
export const ROLL_SECRET = `mutation Roll($id: ID!) { rollWebhookEndpointSecret(id: $id) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
export const DELETE_ENDPOINT = `mutation Delete($id: ID!) { deleteWebhookEndpoint(id: $id) }`;
export const ENDPOINTS = `query Endpoints { myWebhookEndpoints { ${ENDPOINT_FIELDS} } }`;
export const DELIVERIES = `query Deliveries($id: ID!, $first: Int, $after: String) { webhookDeliveries(endpointId: $id, first: $first, after: $after) { nodes { ${DELIVERY_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
export const RESEND = `mutation Resend($id: ID!) { resendWebhookDelivery(id: $id) { ${DELIVERY_FIELDS} } }`;
export const SEND_TEST = `mutation Test($endpointId: ID) { sendWebhookTestEvent(endpointId: $endpointId) }`;

/** Registers an endpoint as the owner; answers its id and secret. */
export async function registerEndpoint(token: string, url: string, events: string[] = ['PURCHASE_COMPLETED'], baseUrl?: string) {
  const { body } = await gql(CREATE_ENDPOINT, { input: { url, events, description: 'test receiver' } }, { token, baseUrl });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const created = body.data!.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
  return { id: created.endpoint.id, secret: created.secret };
}

export async function sendTestEvent(token: string, endpointId: string | null, baseUrl?: string): Promise<string> {
  const { body } = await gql(SEND_TEST, { endpointId }, { token, baseUrl });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.sendWebhookTestEvent as string;
}

/**
 * The signature check exactly as docs/integrations.md gives it to a developer: the block marked `// verify-sfr-signature`,
 * run as written (node:crypto only).
 */
export function verifierFromDocs(): (
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds?: number,
  nowMs?: number,
) => boolean {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/integrations.md'), 'utf8');
  const block = /```js\n\/\/ verify-sfr-signature\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/integrations.md has no `// verify-sfr-signature` block');
  const requireOnlyCrypto = (name: string) => {
    if (name !== 'node:crypto') throw new Error(`the documented check requires ${name}: only node:crypto is allowed`);
    return require('node:crypto');
  };
  return new Function('require', `${block[1]}\nreturn verifySfrSignature;`)(requireOnlyCrypto);
}
