import crypto from 'node:crypto';
import { db, runTransaction, Timestamp, type Transaction } from '../../platform/firestore/firestore';
import { queueMail } from '../../platform/mail/outbox';
import type { ListSource } from '../../platform/firestore/connection';
import { readCompany } from '../companies';
import type { AnyWebhookEventType, RaisedWebhookEvent } from './webhooks.events';

/**
 * The webhooks' collections (docs/requirements/data-model.md#webhooks, docs/decisions/0060-webhooks.md):
 * - `webhookEndpoints/{id}`: a company's endpoint, with its signing secret;
 * - `webhookEvents/{evt_…}`: the outbox: an event written in the transaction of the change it reports, then fanned
 *   out once into one delivery per endpoint that wants it;
 * - `webhookDeliveries/{eventId}__{endpointId}`: one per (event, endpoint), claimed with a lease for each attempt, with
 *   its attempts' log.
 */
const endpoints = () => db().collection('webhookEndpoints');
const events = () => db().collection('webhookEvents');
const deliveries = () => db().collection('webhookDeliveries');

/** An endpoint failing every attempt for this long is disabled, and a delivery is retried for this long. */
export const WEBHOOK_RETRY_WINDOW_MS = 72 * 3_600_000;
/** The attempts a delivery keeps in its log (the oldest are dropped). */
const LOG_LENGTH = 100;

export interface StoredWebhookEndpoint {
  id: string;
  companyId: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  secret: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  createdBy: string;
  /** The first failed attempt since the last delivered one; null while it answers. */
  failingSince: Timestamp | null;
  disabledAt: Timestamp | null;
  disabledReason: string | null;
}

export interface StoredWebhookEvent {
  id: string;
  companyId: string;
  type: AnyWebhookEventType;
  data: Record<string, unknown>;
  createdAt: Timestamp;
  fannedOut: boolean;
  /** A test event goes to this endpoint alone. */
  onlyEndpointId: string | null;
}

export interface WebhookAttempt {
  attempt: number;
  at: Timestamp;
  durationMs: number;
  responseCode: number | null;
  error: string | null;
  /** The process that made it (host and pid), for operators. */
  by: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface StoredWebhookDelivery {
  id: string;
  eventId: string;
  endpointId: string;
  companyId: string;
  type: AnyWebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  log: WebhookAttempt[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  nextAttemptAt: Timestamp;
  /** Retried until then (72 hours from its creation, or from a resend by hand). */
  retryUntil: Timestamp;
  /** Set while an instance holds it: `by` names the process (host and pid). */
  claim: { token: string; at: Timestamp; by: string } | null;
  deliveredAt: Timestamp | null;
  lastResponseCode: number | null;
  lastError: string | null;
  resent: { by: string; at: Timestamp } | null;
}

const endpointFrom = (snap: FirebaseFirestore.DocumentSnapshot) => ({ id: snap.id, ...snap.data() }) as StoredWebhookEndpoint;
const deliveryFrom = (snap: FirebaseFirestore.DocumentSnapshot) => ({ id: snap.id, ...snap.data() }) as StoredWebhookDelivery;
const eventFrom = (snap: FirebaseFirestore.DocumentSnapshot) => ({ id: snap.id, ...snap.data() }) as StoredWebhookEvent;

export const newWebhookEventId = () => `evt_${crypto.randomBytes(12).toString('hex')}`;

/**
 * Writes an event to the outbox in the caller's transaction (after its reads): nothing is read, so any module's
 * transaction may call it; the event is fanned out to the company's endpoints later, by the worker.
 */
export function raiseWebhookEvent(
  tx: Transaction,
  event: RaisedWebhookEvent,
  now: Timestamp,
  onlyEndpointId: string | null = null,
): string {
  const id = newWebhookEventId();
  tx.create(events().doc(id), {
    companyId: event.companyId,
    type: event.type,
    data: event.data,
    createdAt: now,
    fannedOut: false,
    onlyEndpointId,
  });
  return id;
}

/** Raises an event on its own (a test event sent from the company area). */
export function raiseWebhookEventAlone(event: RaisedWebhookEvent, now: Timestamp, onlyEndpointId: string | null) {
  return runTransaction(async (tx) => raiseWebhookEvent(tx, event, now, onlyEndpointId));
}

export async function getCompanyEndpoints(companyId: string): Promise<StoredWebhookEndpoint[]> {
  const snap = await endpoints().where('companyId', '==', companyId).get();
  return snap.docs.map(endpointFrom).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

export async function getEndpoint(id: string): Promise<StoredWebhookEndpoint | null> {
  const snap = await endpoints().doc(id).get();
  return snap.exists ? endpointFrom(snap) : null;
}

export async function createEndpoint(fields: Omit<StoredWebhookEndpoint, 'id'>): Promise<StoredWebhookEndpoint> {
  const ref = endpoints().doc(`whe_${crypto.randomBytes(10).toString('hex')}`);
  await ref.create(fields);
  return { id: ref.id, ...fields };
}

export async function updateEndpoint(id: string, fields: Partial<Omit<StoredWebhookEndpoint, 'id'>>): Promise<StoredWebhookEndpoint> {
  await endpoints().doc(id).update(fields);
  return (await getEndpoint(id))!;
}

export async function deleteEndpoint(id: string) {
  await endpoints().doc(id).delete();
}

/** The endpoint's deliveries, newest first: its delivery log, a page at a time. */
export function endpointDeliveriesList(endpointId: string): ListSource<StoredWebhookDelivery> {
  return {
    query: deliveries().where('endpointId', '==', endpointId),
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    toNode: deliveryFrom,
  };
}

export async function getDelivery(id: string): Promise<StoredWebhookDelivery | null> {
  const snap = await deliveries().doc(id).get();
  return snap.exists ? deliveryFrom(snap) : null;
}

export async function getEvents(ids: readonly string[]): Promise<Map<string, StoredWebhookEvent>> {
  if (!ids.length) return new Map();
  const snaps = await db().getAll(...ids.map((id) => events().doc(id)));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, eventFrom(snap)]));
}

/**
 * Sends a delivery again by hand: due now, with a fresh 72 hours of retries. Refused (the reason returned) while an
 * instance holds it.
 */
export async function resendDelivery(id: string, by: string, now: Timestamp): Promise<string | null> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(deliveries().doc(id));
    if (!snap.exists) return 'This delivery no longer exists';
    const delivery = deliveryFrom(snap);
    if (delivery.status === 'pending' && delivery.claim && delivery.nextAttemptAt.toMillis() > now.toMillis())
      return 'This delivery is being sent right now: look again in a few seconds';
    tx.update(snap.ref, {
      status: 'pending',
      nextAttemptAt: now,
      retryUntil: Timestamp.fromMillis(now.toMillis() + WEBHOOK_RETRY_WINDOW_MS),
      claim: null,
      resent: { by, at: now },
      updatedAt: now,
    });
    return null;
  });
}

/** Events not yet fanned out, oldest first. */
export async function eventsToFanOut(limit: number): Promise<string[]> {
  const snap = await events().where('fannedOut', '==', false).orderBy('createdAt', 'asc').limit(limit).get();
  return snap.docs.map((doc) => doc.id);
}

/**
 * Creates one delivery per enabled endpoint of the company that chose the event (a test event: its one endpoint, or every
 * enabled one),
 * once: the event is marked fanned out in the same transaction, so two instances fanning out together write it once.
 */
export async function fanOutEvent(eventId: string, now: Timestamp): Promise<number> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(events().doc(eventId));
    if (!snap.exists || snap.get('fannedOut') === true) return 0;
    const event = eventFrom(snap);
    const companyEndpoints = (await tx.get(endpoints().where('companyId', '==', event.companyId))).docs.map(endpointFrom);
    const targets = companyEndpoints.filter(
      (endpoint) =>
        endpoint.enabled &&
        (event.onlyEndpointId
          ? endpoint.id === event.onlyEndpointId
          : event.type === 'webhook.test' || endpoint.events.includes(event.type)),
    );
    for (const endpoint of targets) {
      tx.create(deliveries().doc(`${eventId}__${endpoint.id}`), {
        eventId,
        endpointId: endpoint.id,
        companyId: event.companyId,
        type: event.type,
        status: 'pending',
        attempts: 0,
        log: [],
        createdAt: event.createdAt,
        updatedAt: now,
        nextAttemptAt: now,
        retryUntil: Timestamp.fromMillis(now.toMillis() + WEBHOOK_RETRY_WINDOW_MS),
        claim: null,
        deliveredAt: null,
        lastResponseCode: null,
        lastError: null,
        resent: null,
      } satisfies Omit<StoredWebhookDelivery, 'id'>);
    }
    tx.update(snap.ref, { fannedOut: true, fannedOutAt: now, deliveries: targets.length });
    return targets.length;
  });
}

/** Deliveries due now, oldest first. */
export async function dueDeliveryIds(now: Timestamp, limit: number): Promise<string[]> {
  const snap = await deliveries()
    .where('status', '==', 'pending')
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt', 'asc')
    .limit(limit)
    .get();
  return snap.docs.map((doc) => doc.id);
}

export interface ClaimedDelivery {
  delivery: StoredWebhookDelivery;
  endpoint: StoredWebhookEndpoint;
  event: StoredWebhookEvent;
  token: string;
  attempt: number;
  by: string;
}

/**
 * Claims a due delivery for one attempt: counts it and moves `nextAttemptAt` a lease ahead, so no other pass or
 * instance takes it meanwhile; if this process dies mid-send, the delivery is due again when the lease ends. A
 * delivery whose endpoint was deleted or disabled, or whose 72 hours ran out during an interrupted attempt, ends
 * `failed` here.
 */
export async function claimDelivery(id: string, now: Timestamp, leaseMs: number, by: string): Promise<ClaimedDelivery | null> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(deliveries().doc(id));
    if (!snap.exists) return null;
    const delivery = deliveryFrom(snap);
    if (delivery.status !== 'pending' || delivery.nextAttemptAt.toMillis() > now.toMillis()) return null;
    const [endpointSnap, eventSnap] = await Promise.all([
      tx.get(endpoints().doc(delivery.endpointId)),
      tx.get(events().doc(delivery.eventId)),
    ]);
    const endpoint = endpointSnap.exists ? endpointFrom(endpointSnap) : null;
    const stop = !endpoint
      ? 'The endpoint was deleted'
      : !endpoint.enabled
        ? 'The endpoint is disabled'
        : !eventSnap.exists
          ? 'The event no longer exists'
          : delivery.claim && now.toMillis() >= delivery.retryUntil.toMillis()
            ? 'Gave up after 72 hours: the last attempt was interrupted'
            : null;
    if (stop) {
      tx.update(snap.ref, { status: 'failed', lastError: delivery.lastError ?? stop, claim: null, updatedAt: now });
      return null;
    }
    const token = crypto.randomUUID();
    const attempt = delivery.attempts + 1;
    tx.update(snap.ref, {
      attempts: attempt,
      claim: { token, at: now, by },
      nextAttemptAt: Timestamp.fromMillis(now.toMillis() + leaseMs),
      updatedAt: now,
    });
    return { delivery, endpoint: endpoint!, event: eventFrom(eventSnap), token, attempt, by };
  });
}

export interface AttemptOutcome {
  ok: boolean;
  responseCode: number | null;
  error: string | null;
  durationMs: number;
  at: Timestamp;
  /** When to try again after a failure. */
  retryDelayMs: number;
}

/**
 * Records an attempt's outcome in the delivery's log, unless another instance took the delivery over after this
 * one's lease ran out (its outcome stands). A failure is retried after `retryDelayMs` until the delivery's 72 hours
 * end; the endpoint's first failure since it last answered is kept, and an endpoint failing for 72 hours is disabled
 * and its company e-mailed, in the same transaction.
 */
export async function recordAttempt(
  claimed: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<'delivered' | 'retrying' | 'failed' | 'disabled' | null> {
  const ref = deliveries().doc(claimed.delivery.id);
  const endpointRef = endpoints().doc(claimed.endpoint.id);
  return runTransaction(async (tx) => {
    const [snap, endpointSnap] = await Promise.all([tx.get(ref), tx.get(endpointRef)]);
    if (!snap.exists) return null;
    const delivery = deliveryFrom(snap);
    if (delivery.status !== 'pending' || delivery.claim?.token !== claimed.token) return null;
    const endpoint = endpointSnap.exists ? endpointFrom(endpointSnap) : null;
    const company = endpoint && !outcome.ok ? await readCompany(tx, endpoint.companyId) : null;
    const now = outcome.at;
    const entry: WebhookAttempt = {
      attempt: claimed.attempt,
      at: now,
      durationMs: outcome.durationMs,
      responseCode: outcome.responseCode,
      error: outcome.error,
      by: claimed.by,
    };
    const log = [...delivery.log, entry].slice(-LOG_LENGTH);
    const common = { log, claim: null, updatedAt: now, lastResponseCode: outcome.responseCode, lastError: outcome.error };
    if (outcome.ok) {
      tx.update(ref, { ...common, status: 'delivered', deliveredAt: now });
      if (endpoint?.failingSince) tx.update(endpointRef, { failingSince: null });
      return 'delivered';
    }
    const failingSince = endpoint?.failingSince ?? now;
    const disable = Boolean(endpoint?.enabled) && now.toMillis() - failingSince.toMillis() >= WEBHOOK_RETRY_WINDOW_MS;
    if (endpoint && !endpoint.failingSince) tx.update(endpointRef, { failingSince });
    if (disable) {
      const reason = `Every delivery failed for 72 hours (since ${failingSince.toDate().toISOString()}); the last answer: ${outcome.error ?? 'none'}`;
      tx.update(endpointRef, { enabled: false, disabledAt: now, disabledReason: reason, updatedAt: now });
      if (company?.email)
        queueMail(
          tx,
          {
            to: company.email,
            template: 'webhook_endpoint_disabled',
            data: {
              companyName: company.name || 'there',
              url: endpoint!.url,
              failingSince: failingSince.toDate().toISOString(),
              lastError: outcome.error ?? 'no answer',
            },
            related: [`companies/${endpoint!.companyId}`, `webhookEndpoints/${endpoint!.id}`],
          },
          now,
        );
    }
    const giveUp = disable || now.toMillis() + outcome.retryDelayMs > delivery.retryUntil.toMillis();
    if (giveUp) {
      tx.update(ref, { ...common, status: 'failed' });
      return disable ? 'disabled' : 'failed';
    }
    tx.update(ref, { ...common, nextAttemptAt: Timestamp.fromMillis(now.toMillis() + outcome.retryDelayMs) });
    return 'retrying';
  });
}
