import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { db, runTransaction, Timestamp } from '../../platform/firestore/firestore';
import { isSettledDay, londonDay } from '../dailyStats';
import { shardedCounters } from '../../platform/firestore/shardedCounters';
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
    incrementTrackingDay(tx, 'phone', londonDay(at.toDate()), {
      total: 1,
      [keyField('page', click.pagePath)]: 1,
      [keyField('number', click.number)]: 1,
    });
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

/** The visit and its day's counters in one batch: one is never written without the other. */
export async function addAiVisit(visit: AiVisitClass & { path: string; pageKey: string }): Promise<void> {
  const at = Timestamp.now();
  const batch = db().batch();
  batch.create(aiVisitsCollection().doc(), { agent: visit.agent, kind: visit.kind, path: visit.path, at, createdAt: at, updatedAt: at });
  incrementTrackingDay(batch, 'ai', londonDay(at.toDate()), {
    total: 1,
    [visit.kind]: 1,
    [keyField('page', visit.pageKey)]: 1,
    [keyField(visit.kind, visit.agent)]: 1,
  });
  await batch.commit();
}

/**
 * Daily rollups of the tracking events, the mechanism of docs/decisions/0014-dashboard-counters.md: counters
 * per kind and day (key `phone-YYYY-MM-DD` or `ai-YYYY-MM-DD`, the day in Europe/London), incremented in the
 * same transaction or batch as the event, so the admin screens read one document per day of the range (and
 * the shards of today and yesterday) and never the events. A crawler may fetch many pages a second, so a day
 * is sharded (`trackingDayShards/<key>~<n>`) and rolled up into `trackingDays/<key>` once it is over
 * (docs/decisions/0031-sharded-daily-counters.md). Counters are flat top-level fields (the embedded
 * emulator's transforms take top-level paths only): `total`, `crawler`, `referral`, and one field per page,
 * number or agent whose name is the kind followed by the value in hex (`page_2f...`), so any path or name
 * makes a plain field name.
 */
export const TRACKING_DAYS = 'trackingDays';
export const TRACKING_DAY_SHARDS = 'trackingDayShards';
export type TrackingKind = 'phone' | 'ai';
const trackingKey = (kind: TrackingKind, day: string) => `${kind}-${day}`;

const trackingDays = shardedCounters({
  totals: TRACKING_DAYS,
  shards: TRACKING_DAY_SHARDS,
  isSettled: (key) => isSettledDay(key.slice(-10)),
});

export type TrackingKeyKind = 'page' | 'number' | 'crawler' | 'referral';
const keyField = (kind: TrackingKeyKind, value: string) => `${kind}_${Buffer.from(value, 'utf8').toString('hex')}`;

function incrementTrackingDay(writer: Transaction | WriteBatch, kind: TrackingKind, day: string, increments: Record<string, number>) {
  trackingDays.increment(writer, trackingKey(kind, day), increments);
}

/** One day's counters read back: totals by name, and the keyed counts by kind (`page`, `number`, `crawler`, `referral`). */
export interface TrackingDayCounts {
  totals: Record<string, number>;
  keyed: Record<TrackingKeyKind, Record<string, number>>;
}

/** The counters of the given days, in order (a missing day is all zeros). */
export async function readTrackingDays(kind: TrackingKind, days: string[]): Promise<TrackingDayCounts[]> {
  const stored = await trackingDays.read(days.map((day) => trackingKey(kind, day)));
  return stored.map((fields) => {
    const counts: TrackingDayCounts = { totals: {}, keyed: { page: {}, number: {}, crawler: {}, referral: {} } };
    for (const [field, value] of Object.entries(fields)) {
      const match = /^(page|number|crawler|referral)_([0-9a-f]*)$/.exec(field);
      if (match) counts.keyed[match[1] as TrackingKeyKind][Buffer.from(match[2], 'hex').toString('utf8')] = value;
      else counts.totals[field] = value;
    }
    return counts;
  });
}
