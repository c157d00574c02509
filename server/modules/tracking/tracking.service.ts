import { GraphQLError } from 'graphql';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { phoneClickSchema, vitalsBeaconSchema } from '../../../common/validation/tracking';
import { ErrorCode, hasErrorCode } from '../../platform/graphql/errors';
import type { RateLimitRule } from '../../platform/submissions/rateLimit';
import { addAiVisit, addPhoneClick, addWebVitals } from './tracking.repository';
import { classifyAiVisit, visitedPageKey } from './aiVisits';

/** The outcome of one beacon, which tracking.routes.ts turns into an HTTP answer. */
export type TrackingResult =
  | { ok: true }
  | { ok: false; status: 400; fieldErrors: FieldError[] }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Per-address limits. A person clicks a phone link a few times at most and a page load sends one vitals
 * beacon; the limits stop a script filling the collections, and are shared by every instance (Firestore).
 */
export const PHONE_CLICK_LIMIT = { max: 30, windowMs: 10 * 60_000 };
export const VITALS_LIMIT = { max: 120, windowMs: 10 * 60_000 };

const rule = (key: string, limit: { max: number; windowMs: number }, what: string): RateLimitRule => ({ key, ...limit, what });

async function withinRateLimit(work: () => Promise<void>): Promise<TrackingResult> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    if (hasErrorCode(error, ErrorCode.RATE_LIMITED)) {
      return {
        ok: false,
        status: 429,
        message: 'Too many measurements from this address; try again later',
        retryAfterSeconds: Number((error as GraphQLError).extensions.retryAfterSeconds) || 60,
      };
    }
    throw error;
  }
}

/** A click on a `tel:` link: the number (a UK number, stored in national form) and the page it was on. */
export async function recordPhoneClick(body: unknown, ip: string): Promise<TrackingResult> {
  const parsed = phoneClickSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, fieldErrors: fieldErrorsFrom(parsed.error) };
  return withinRateLimit(() => addPhoneClick(parsed.data, [rule(`phone-click:ip:${ip}`, PHONE_CLICK_LIMIT, 'phone clicks')]));
}

/** Web-vitals measurements of one page view (docs/requirements/analytics-and-uploads.md#web-vitals: the analytics function). */
export async function recordVitals(body: unknown, ip: string): Promise<TrackingResult> {
  const parsed = vitalsBeaconSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, fieldErrors: fieldErrorsFrom(parsed.error) };
  return withinRateLimit(() => addWebVitals(parsed.data, [rule(`vitals:ip:${ip}`, VITALS_LIMIT, 'measurements')]));
}

/** A page view by an AI crawler or from an AI assistant, as classified when the request arrives. */
export type AiVisit = NonNullable<ReturnType<typeof classifyAiVisit>>;

/**
 * Records the visit once its page is answered: `status` says whether the path is a page of the site.
 * @lazy loaded on first use, with `require`
 */
export async function recordAiVisit(visit: AiVisit, path: string, status: number): Promise<void> {
  await addAiVisit({ ...visit, path: path.slice(0, 300), pageKey: visitedPageKey(path.slice(0, 300), status) });
}
