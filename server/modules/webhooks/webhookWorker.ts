import os from 'node:os';
import { clockNow } from '../../platform/clock';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import { logger } from '../../platform/logger';
import { CANDIDATES_PER_BATCH, errorText, retryDelayMs, shuffled } from '../../platform/runtime/leasedDelivery';
import type { WebhooksConfig } from '../../platform/config';
import { sendWebhook } from './webhookSender';
import { claimDelivery, dueDeliveryIds, eventsToFanOut, fanOutEvent, recordAttempt, type ClaimedDelivery } from './webhooks.repository';

/** Which process holds a claim, as `claim.by` records it. */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}`;
const FAN_OUT_BATCH = 50;

/**
 * Delivers webhooks in the background, on every instance (docs/decisions/0060-webhooks.md). Each tick fans out new
 * events into deliveries, then claims due deliveries (the mail outbox's claim and lease, server/platform/runtime/
 * leasedDelivery.ts) until `concurrency` are in flight, and sends them without waiting: a receiver that is slow or
 * down holds one slot for at most its timeout, never the others, and never a request of the site.
 */
export function createWebhookWorker(config: WebhooksConfig) {
  const inFlight = new Set<Promise<void>>();
  const now = () => Timestamp.fromMillis(clockNow().getTime());

  async function deliver(claimed: ClaimedDelivery) {
    const started = Date.now();
    const sent = await sendWebhook(claimed.endpoint.url, claimed.event, claimed.endpoint.secret, {
      timeoutMs: config.timeoutMs,
      allowLocalHttp: config.allowLocalHttp,
      attempt: claimed.attempt,
    });
    const result = await recordAttempt(claimed, {
      ...sent,
      durationMs: Date.now() - started,
      at: now(),
      retryDelayMs: retryDelayMs(claimed.attempt, config.retryBaseMs, config.retryMaxMs),
    });
    if (result === 'disabled') logger.warn({ endpointId: claimed.endpoint.id }, 'webhook endpoint disabled after failing for 72 hours');
  }

  function start(claimed: ClaimedDelivery) {
    const running: Promise<void> = deliver(claimed)
      .catch((error: unknown) =>
        logger.warn({ deliveryId: claimed.delivery.id, err: errorText(error) }, 'webhook delivery failed to record; the lease will end'),
      )
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  /** One tick: fan out new events, then fill the free slots with due deliveries. */
  async function tick() {
    for (const eventId of await eventsToFanOut(FAN_OUT_BATCH)) await fanOutEvent(eventId, now());
    const free = config.concurrency - inFlight.size;
    if (free <= 0) return;
    const due = await dueDeliveryIds(now(), free * CANDIDATES_PER_BATCH);
    let claimed = 0;
    for (const id of shuffled(due)) {
      if (claimed >= free) break;
      const delivery = await claimDelivery(id, now(), config.leaseMs, INSTANCE_ID);
      if (!delivery) continue;
      claimed += 1;
      start(delivery);
    }
  }

  return {
    tick,
    /** Waits for the deliveries in flight (tests, and a clean stop). */
    settle: () => Promise.all([...inFlight]).then(() => undefined),
  };
}
