import type { FieldError } from '../../../common/validation/fieldErrors';
import { clockNow } from '../../platform/clock';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { services } from '../../platform/services';
import { mapPage, readPage, type Page, type PageRequest } from '../../platform/firestore/connection';
import { pageRequest } from '../../platform/graphql/connections';
import type { Company } from '../companies/companies.types';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks.events';
import {
  createEndpoint,
  deleteEndpoint,
  getCompanyEndpoints,
  getDelivery,
  getEndpoint,
  endpointDeliveriesList,
  getEvents,
  raiseWebhookEventAlone,
  resendDelivery,
  updateEndpoint,
  type StoredWebhookDelivery,
  type StoredWebhookEndpoint,
  type StoredWebhookEvent,
} from './webhooks.repository';
import { newEndpointSecret, secretHint } from './webhookSigning';
import { checkTarget, WebhookTargetRefused } from './webhookTarget';
import {
  WebhookDeliveryStatus,
  WebhookEventKind,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
  type WebhookEventPayload,
} from './webhooks.types';

/** The rules of a company's webhooks (docs/requirements/webhooks.md). */
export const MAX_ENDPOINTS = 10;
export const DESCRIPTION_MAX_LENGTH = 200;
const ENDPOINT_NOT_FOUND = 'No such webhook endpoint';
const DELIVERY_NOT_FOUND = 'No such webhook delivery';

const nowStamp = () => Timestamp.fromMillis(clockNow().getTime());

function toEndpoint(stored: StoredWebhookEndpoint): WebhookEndpoint {
  return {
    id: stored.id,
    url: stored.url,
    description: stored.description,
    events: stored.events as WebhookEventKind[],
    enabled: stored.enabled,
    secretHint: secretHint(stored.secret),
    createdAt: stored.createdAt.toDate(),
    failingSince: stored.failingSince?.toDate() ?? null,
    disabledAt: stored.disabledAt?.toDate() ?? null,
    disabledReason: stored.disabledReason ?? null,
  };
}

function toPayload(event: StoredWebhookEvent): WebhookEventPayload {
  return {
    id: event.id,
    type: event.type as WebhookEventKind,
    createdAt: event.createdAt.toDate(),
    companyId: event.companyId,
    data: { ...event.data, __type: event.type } as never,
  };
}

function toDelivery(stored: StoredWebhookDelivery, event: StoredWebhookEvent | undefined): WebhookDelivery {
  return {
    id: stored.id,
    endpointId: stored.endpointId,
    status: stored.status as WebhookDeliveryStatus,
    attempts: stored.attempts,
    lastResponseCode: stored.lastResponseCode,
    lastError: stored.lastError,
    createdAt: stored.createdAt.toDate(),
    nextAttemptAt: stored.status === 'pending' ? stored.nextAttemptAt.toDate() : null,
    deliveredAt: stored.deliveredAt?.toDate() ?? null,
    log: stored.log.map(({ attempt, at, durationMs, responseCode, error }) => ({
      attempt,
      at: at.toDate(),
      durationMs,
      responseCode,
      error,
    })),
    payload: event ? toPayload(event) : null,
  };
}

/** The endpoint if it is the company's; NOT_FOUND otherwise (another company's endpoint answers as a missing one). */
async function ownEndpoint(company: Company, id: string): Promise<StoredWebhookEndpoint> {
  const endpoint = typeof id === 'string' && /^whe_[0-9a-f]{20}$/.test(id) ? await getEndpoint(id) : null;
  if (!endpoint || endpoint.companyId !== company.id) throw notFound(ENDPOINT_NOT_FOUND);
  return endpoint;
}

async function checkedInput(input: WebhookEndpointInput) {
  const problems: FieldError[] = [];
  let url = '';
  try {
    url = await checkTarget(String(input.url ?? ''), services().config.webhooks.allowLocalHttp);
  } catch (error) {
    if (!(error instanceof WebhookTargetRefused)) throw error;
    problems.push({ path: 'url', message: error.message });
  }
  const description = String(input.description ?? '').trim();
  if (description.length > DESCRIPTION_MAX_LENGTH)
    problems.push({ path: 'description', message: `Use at most ${DESCRIPTION_MAX_LENGTH} characters` });
  const events = [...new Set(input.events ?? [])];
  if (!events.length) problems.push({ path: 'events', message: 'Choose at least one event' });
  else if (events.some((event) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event)))
    problems.push({ path: 'events', message: 'The test event is sent by hand and cannot be chosen' });
  if (problems.length) throw invalidInput(problems);
  return { url, description, events: events as WebhookEventType[], enabled: input.enabled ?? true };
}

export async function companyWebhookEndpoints(company: Company): Promise<WebhookEndpoint[]> {
  return (await getCompanyEndpoints(company.id)).map(toEndpoint);
}

export async function createWebhookEndpoint(company: Company, input: WebhookEndpointInput, by: string): Promise<WebhookEndpointWithSecret> {
  const fields = await checkedInput(input);
  if ((await getCompanyEndpoints(company.id)).length >= MAX_ENDPOINTS)
    throw conflict(`A company may have at most ${MAX_ENDPOINTS} webhook endpoints: delete one first`);
  const now = nowStamp();
  const secret = newEndpointSecret();
  const stored = await createEndpoint({
    companyId: company.id,
    ...fields,
    secret,
    createdAt: now,
    updatedAt: now,
    createdBy: by,
    failingSince: null,
    disabledAt: null,
    disabledReason: null,
  });
  return { endpoint: toEndpoint(stored), secret };
}

export async function updateWebhookEndpoint(company: Company, id: string, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
  const endpoint = await ownEndpoint(company, id);
  const fields = await checkedInput(input);
  const enabling = fields.enabled && !endpoint.enabled;
  return toEndpoint(
    await updateEndpoint(endpoint.id, {
      ...fields,
      updatedAt: nowStamp(),
      ...(enabling ? { failingSince: null, disabledAt: null, disabledReason: null } : {}),
    }),
  );
}

export async function rollWebhookEndpointSecret(company: Company, id: string): Promise<WebhookEndpointWithSecret> {
  const endpoint = await ownEndpoint(company, id);
  const secret = newEndpointSecret();
  return { endpoint: toEndpoint(await updateEndpoint(endpoint.id, { secret, updatedAt: nowStamp() })), secret };
}

export async function deleteWebhookEndpoint(company: Company, id: string): Promise<boolean> {
  const endpoint = await ownEndpoint(company, id);
  await deleteEndpoint(endpoint.id);
  return true;
}

export async function endpointDeliveries(company: Company, endpointId: string, page: PageRequest): Promise<Page<WebhookDelivery>> {
  const endpoint = await ownEndpoint(company, endpointId);
  const source = endpointDeliveriesList(endpoint.id);
  const stored = await readPage(source, pageRequest(page, source));
  const events = await getEvents(stored.nodes.map((delivery) => delivery.eventId));
  return mapPage(stored, (delivery) => toDelivery(delivery, events.get(delivery.eventId)));
}

export async function resendWebhookDelivery(company: Company, id: string, by: string): Promise<WebhookDelivery> {
  const delivery = typeof id === 'string' && id.length <= 100 && /^evt_[0-9a-f]+__whe_[0-9a-f]+$/.test(id) ? await getDelivery(id) : null;
  if (!delivery || delivery.companyId !== company.id) throw notFound(DELIVERY_NOT_FOUND);
  const endpoint = await ownEndpoint(company, delivery.endpointId);
  if (!endpoint.enabled) throw conflict('This endpoint is disabled: enable it before sending again');
  const refusal = await resendDelivery(delivery.id, by, nowStamp());
  if (refusal) throw conflict(refusal);
  const events = await getEvents([delivery.eventId]);
  return toDelivery((await getDelivery(delivery.id))!, events.get(delivery.eventId));
}

/** Raises a `webhook.test` event for one enabled endpoint, or every enabled one without `endpointId`; answers its event id. */
export async function sendWebhookTestEvent(company: Company, endpointId: string | null): Promise<string> {
  if (endpointId !== null) {
    const endpoint = await ownEndpoint(company, endpointId);
    if (!endpoint.enabled) throw conflict('This endpoint is disabled: enable it before sending a test event');
  } else if (!(await getCompanyEndpoints(company.id)).some((endpoint) => endpoint.enabled)) {
    throw conflict('Add an enabled webhook endpoint first');
  }
  return raiseWebhookEventAlone(
    { companyId: company.id, type: 'webhook.test', data: { message: 'A test event sent from the company area' } },
    nowStamp(),
    endpointId,
  );
}
