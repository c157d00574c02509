import { db, runTransaction, Timestamp } from '../../platform/firestore/firestore';
import { readRateLimits, type RateLimitRule } from '../../platform/submissions/rateLimit';
import type { PhoneClick, VitalsBeacon } from '../../../common/validation/tracking';
import type { AiVisitClass } from './aiVisits';

/** docs/requirements/analytics-and-uploads.md#web-vitals: `phoneClicks`, `aiVisits`, and `webVitals` (the measurements docs/requirements/analytics-and-uploads.md#web-vitals sends). */
export const phoneClicksCollection = () => db().collection('phoneClicks');
export const aiVisitsCollection = () => db().collection('aiVisits');
export const webVitalsCollection = () => db().collection('webVitals');

/** One click on a `tel:` link, counted against the caller's rate limits in the same transaction. */
export function addPhoneClick(click: PhoneClick, rateLimits: RateLimitRule[]): Promise<void> {
  return runTransaction(async (tx) => {
    const limits = await readRateLimits(tx, rateLimits);
    const at = Timestamp.now();
    limits.commit();
    tx.create(phoneClicksCollection().doc(), { number: click.number, pagePath: click.pagePath, at, createdAt: at, updatedAt: at });
  });
}

/** One document per measurement, so a dashboard can use aggregation queries per metric and path. */
export function addWebVitals(beacon: VitalsBeacon, rateLimits: RateLimitRule[]): Promise<void> {
  return runTransaction(async (tx) => {
    const limits = await readRateLimits(tx, rateLimits);
    const at = Timestamp.now();
    limits.commit();
    for (const metric of beacon.metrics) {
      tx.create(webVitalsCollection().doc(), {
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        path: beacon.path,
        at,
        createdAt: at,
        updatedAt: at,
      });
    }
  });
}

export async function addAiVisit(visit: AiVisitClass & { path: string }): Promise<void> {
  const at = Timestamp.now();
  await aiVisitsCollection().add({ agent: visit.agent, kind: visit.kind, path: visit.path, at, createdAt: at, updatedAt: at });
}
