import type { DocumentData } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import type { AppConfig } from '../config';
import { db, runTransaction, Timestamp, type Transaction } from '../firestore/firestore';
import { invalidInput } from '../graphql/errors';
import { checkSubmissionEnvelope, submissionDocId, type PublicSubmissionMeta } from './publicSubmission';
import { readRateLimits, type RateLimitRule } from './rateLimit';

export interface StoredSubmission {
  id: string;
  /** Short reference a person can quote on the phone, e.g. CB-3F9A2C. */
  reference: string;
  replayed: boolean;
}

/** Something unique a new record claims inside its transaction, e.g. a slug. */
export interface Reservation {
  /** Fields added to the new record. */
  fields: DocumentData;
  /** Writes the claim; called with the record's own writes. */
  commit(): void;
}

/**
 * The shared path of the simpler public forms (call-back, contact, survey, guest post): validate with the
 * form's shared schema, check the bot signals, then in one transaction either return the record this
 * idempotency key already created or apply the rate limits and create it. Answered only once the record is
 * durable.
 */
export async function storePublicSubmission<S extends z.ZodType>(options: {
  collection: string;
  referencePrefix: string;
  schema: S;
  input: unknown;
  meta: PublicSubmissionMeta;
  policy: AppConfig['submissions'];
  rateLimits: (data: z.output<S>) => RateLimitRule[];
  toDocument: (data: z.output<S>) => DocumentData;
  /** The new record's status; `new` unless the collection names its first state otherwise. */
  initialStatus?: string;
  /**
   * Reads inside the transaction, after the rate limits and before anything is written, to claim something
   * unique for the new record (never called on a replay).
   */
  reserve?: (tx: Transaction, data: z.output<S>, id: string) => Promise<Reservation>;
  /** Queues the e-mails that go with a new record, in its transaction (never on a replay). */
  notify?: (tx: Transaction, data: z.output<S>, stored: { id: string; path: string; reference: string; at: Timestamp }) => void;
}): Promise<StoredSubmission> {
  const errors: FieldError[] = [];
  const envelope = await checkSubmissionEnvelope(options.meta, options.policy, errors);
  const parsed = options.schema.safeParse(options.input);
  if (!parsed.success) errors.push(...fieldErrorsFrom(parsed.error));
  if (errors.length || !parsed.success || !envelope.key) throw invalidInput(errors);

  const id = submissionDocId(options.referencePrefix.toLowerCase(), envelope.key);
  const reference = `${options.referencePrefix}-${id.slice(-6).toUpperCase()}`;
  const ref = db().collection(options.collection).doc(id);
  const data = parsed.data as z.output<S>;
  return runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) return { id, reference, replayed: true };
    const limits = await readRateLimits(tx, options.rateLimits(data));
    const reservation = options.reserve ? await options.reserve(tx, data, id) : null;
    limits.commit();
    reservation?.commit();
    const now = Timestamp.now();
    const { consent, ...fields } = options.toDocument(data);
    tx.create(ref, {
      ...fields,
      ...reservation?.fields,
      reference,
      status: options.initialStatus ?? 'new',
      idempotencyKey: envelope.key,
      source: envelope.source,
      consent: { terms: Boolean(consent?.terms), marketing: Boolean(consent?.marketing), at: now },
      createdAt: now,
      updatedAt: now,
    });
    options.notify?.(tx, data, { id, path: ref.path, reference, at: now });
    return { id, reference, replayed: false };
  });
}

export const ipLimit = (form: string, meta: PublicSubmissionMeta, policy: AppConfig['submissions']): RateLimitRule => ({
  key: `${form}:ip:${meta.ip}`,
  max: policy.ipMax,
  windowMs: policy.ipWindowMs,
  what: 'this form',
});

/** The key of a phone number's limit, shared by every form that takes one (and forgotten with the person). */
export const phoneLimitKey = (phone: string) => `phone:${phone}`;

export const phoneLimit = (phone: string, policy: AppConfig['submissions']): RateLimitRule => ({
  key: phoneLimitKey(phone),
  max: policy.phoneMax,
  windowMs: policy.phoneWindowMs,
  what: 'a request for this phone number',
});
