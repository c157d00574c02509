import crypto from 'node:crypto';
import { countLeadCreated } from '../dashboard/dashboard.service';
import { leadSearchTerms } from '../leads/leadSearch';
import { estimateRemoval } from '../../../common/calculator';
import { leadPricePence, LEAD_PRICING } from '../../../common/leadPricing';
import { postcodeDistrict } from '../../../common/postcode';
import { regionForPostcode } from '../../../common/ukRegions';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { removalRequestSchema } from '../../../common/validation/removalRequest';
import {
  isFieldError,
  requestFormOf,
  requestRecipients,
  targetCompanyProblem,
  type Recipients,
} from '../../../common/singleCompanyRequest';
import type { DocumentData } from 'firebase-admin/firestore';
import { db, runTransaction, Timestamp } from '../../platform/firestore/firestore';
import { invalidInput } from '../../platform/graphql/errors';
import type { AppConfig } from '../../platform/config';
import { checkSubmissionEnvelope, submissionDocId, type PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { readRateLimits } from '../../platform/submissions/rateLimit';
import { queueMail } from '../../platform/mail/outbox';
import { alertRecipientsFor, queueLeadAlerts } from '../marketplace/leadAlerts.service';
import { marketplaceQueryFields } from '../marketplace/marketplace.repository';
import { targetCompanyOf } from '../companies/companies.repository';

export interface SubmissionOptions {
  autoPublish: boolean;
  policy: AppConfig['submissions'];
  /** Queue the homeowner's confirmation and the administrators' alert with the request; omitted: no e-mail (demo seed). */
  notify?: { adminAlertEmails: readonly string[] } | null;
  origin?: 'quote_form' | 'single_company' | 'calculator';
}

const DUPLICATE_WINDOW_MS = 24 * 3600 * 1000;

export function formatLeadRef(sequence: number) {
  return `SFR-${String(sequence).padStart(6, '0')}`;
}

/**
 * A homeowner's quote request: stored with its lead in one transaction, answered only once durable. A replayed
 * idempotency key returns the original receipt; the same phone and postcode within 24 hours links to the
 * earlier request instead of creating a second lead.
 */
export async function submitRemovalRequest(rawInput: unknown, meta: PublicSubmissionMeta, options: SubmissionOptions) {
  const errors: FieldError[] = [];
  const envelope = await checkSubmissionEnvelope(meta, options.policy, errors);
  const parsed = removalRequestSchema.safeParse(rawInput);
  if (!parsed.success) errors.push(...fieldErrorsFrom(parsed.error));
  const region = parsed.success ? regionForPostcode(parsed.data.property.postcode) : null;
  if (parsed.success && !region) {
    errors.push({ path: 'property.postcode', message: 'We cover England, Scotland, Wales and Northern Ireland: enter a postcode there' });
  }
  // Who receives it: the single-company form must name its company, and never becomes a shared lead.
  const form = requestFormOf(parsed.success ? parsed.data.form : null, envelope.source.pagePath);
  let recipients: Recipients | null = null;
  if (parsed.success) {
    const rule = requestRecipients(form, parsed.data.targetCompanyId);
    if (isFieldError(rule)) errors.push(rule);
    else recipients = rule;
  }
  if (errors.length || !parsed.success || !region || !recipients || !envelope.key) throw invalidInput(errors);
  const idempotencyKey = envelope.key;

  const input = parsed.data;
  const estimate = estimateRemoval({
    propertyType: input.property.type,
    areaM2: input.job.areaM2 ?? null,
    foamType: input.job.foamType,
    locations: input.job.locations,
    access: input.job.access,
    region,
    extras: input.job.extras,
  });
  const exclusive = recipients.exclusive;
  const targetCompanyId = recipients.exclusive ? recipients.companyId : null;
  const price = leadPricePence(estimate, { emergency: input.job.urgency === 'emergency', exclusive });
  const requestId = submissionDocId('rr', idempotencyKey);
  const requestRef = db().collection('removalRequests').doc(requestId);
  const counterRef = db().collection('counters').doc('leads');
  const companyRef = targetCompanyId ? db().collection('companies').doc(targetCompanyId) : null;
  // One guard document per phone and postcode, read inside the transaction, so two identical requests sent
  // at once cannot both create a lead (a query inside a transaction is not supported by the embedded emulator).
  const guardRef = db()
    .collection('duplicateGuards')
    .doc(crypto.createHash('sha256').update(`${input.homeowner.phone}|${input.property.postcode}`).digest('hex').slice(0, 32));
  const receiptOf = (id: string, data: DocumentData, replayed: boolean) => ({
    requestId: id,
    reference: data.leadRef as string,
    estimateLowPence: data.estimate.lowPence as number,
    estimateHighPence: data.estimate.highPence as number,
    replayed,
  });

  // Companies to alert when the lead goes straight to the marketplace: queried before the transaction (no
  // queries inside one on the embedded emulator); the alerts are queued inside it, with the lead.
  const alertRecipients = options.autoPublish && options.notify ? await alertRecipientsFor({ region, targetCompanyId }) : [];

  return runTransaction(async (tx) => {
    const existing = await tx.get(requestRef);
    if (existing.exists) return receiptOf(requestId, existing.data()!, true);
    const limits = await readRateLimits(tx, [
      { key: `quote:ip:${meta.ip}`, max: options.policy.ipMax, windowMs: options.policy.ipWindowMs, what: 'this form' },
      {
        key: `phone:${input.homeowner.phone}`,
        max: options.policy.phoneMax,
        windowMs: options.policy.phoneWindowMs,
        what: 'a request for this phone number',
      },
    ]);
    const [counter, company, guard] = await Promise.all([
      tx.get(counterRef),
      companyRef ? tx.get(companyRef) : Promise.resolve(null),
      tx.get(guardRef),
    ]);
    const now = Timestamp.now();
    const earlier =
      guard.exists && now.toMillis() - (guard.get('createdAt') as Timestamp).toMillis() < DUPLICATE_WINDOW_MS ? guard.data()! : null;
    if (earlier && !exclusive) {
      // Same person, same property, within a day: keep the submission as a note on the earlier lead.
      limits.commit();
      tx.create(requestRef, {
        homeowner: input.homeowner,
        property: { ...input.property, bedrooms: input.property.bedrooms ?? null },
        job: { ...input.job, areaM2: input.job.areaM2 ?? null },
        estimate: earlier.estimate,
        idempotencyKey,
        source: envelope.source,
        form,
        consent: { terms: true, marketing: input.consent.marketing, at: now },
        duplicateOf: earlier.requestId,
        leadId: earlier.leadId,
        leadRef: earlier.leadRef,
        status: 'closed',
        createdAt: now,
        updatedAt: now,
      });
      return receiptOf(earlier.requestId, earlier, true);
    }
    if (company) {
      const problem = targetCompanyProblem(company.exists ? targetCompanyOf(company.data()!) : null, region);
      if (problem) throw invalidInput([problem]);
    }
    limits.commit();
    const sequence = ((counter.data()?.value as number | undefined) ?? 0) + 1;
    const reference = formatLeadRef(sequence);
    const leadRef = db().collection('leads').doc();
    const property = {
      ...input.property,
      bedrooms: input.property.bedrooms ?? null,
      district: postcodeDistrict(input.property.postcode),
      region,
    };
    const job = { ...input.job, areaM2: input.job.areaM2 ?? null };
    const estimateRange = { lowPence: estimate.lowPence, highPence: estimate.highPence };
    const common = {
      homeowner: input.homeowner,
      property,
      job,
      estimate: estimateRange,
      targetCompanyId,
      createdAt: now,
      updatedAt: now,
    };

    tx.set(counterRef, { value: sequence, updatedAt: now });
    if (!exclusive) {
      // expiresAt: deleted after its window by a TTL policy (or the embedded sweeper), docs/short-lived-records.md.
      tx.set(guardRef, {
        requestId,
        leadId: leadRef.id,
        leadRef: reference,
        estimate: estimateRange,
        createdAt: now,
        expiresAt: Timestamp.fromMillis(now.toMillis() + DUPLICATE_WINDOW_MS),
      });
    }
    tx.create(requestRef, {
      ...common,
      idempotencyKey,
      source: envelope.source,
      form,
      consent: { terms: true, marketing: input.consent.marketing, at: now },
      leadId: leadRef.id,
      leadRef: reference,
      status: 'new',
    });
    const origin = exclusive ? 'single_company' : (options.origin ?? 'quote_form');
    countLeadCreated(tx, now.toDate(), origin);
    tx.create(leadRef, {
      ...common,
      ...marketplaceQueryFields({ property, job }),
      searchTerms: leadSearchTerms({ ref: reference, homeowner: input.homeowner, property }),
      ref: reference,
      requestId,
      origin,
      status: options.autoPublish ? 'available' : 'new',
      pricePence: price.pricePence,
      vatPence: price.vatPence,
      maxBuyers: exclusive ? LEAD_PRICING.exclusiveMaxBuyers : LEAD_PRICING.sharedMaxBuyers,
      buyerCompanyIds: [],
      declinedBy: [],
      archived: false,
      expiresAt: Timestamp.fromMillis(now.toMillis() + LEAD_PRICING.marketplaceDays * 24 * 3600 * 1000),
    });
    if (options.notify) {
      // Written in this transaction, so the request and its e-mails exist together; the outbox sender
      // delivers them later and the homeowner's answer never waits for it.
      const related = [requestRef.path, leadRef.path];
      const companyName = company ? ((company.data()!.name as string | undefined) ?? null) : null;
      const summary = {
        reference,
        region,
        district: property.district,
        propertyType: property.type,
        foamType: job.foamType,
        locations: job.locations,
        estimateLowPence: estimate.lowPence,
        estimateHighPence: estimate.highPence,
        companyName,
      };
      queueMail(
        tx,
        { to: input.homeowner.email, template: 'removal_request_confirmation', data: { ...summary, name: input.homeowner.name }, related },
        now,
      );
      queueMail(
        tx,
        {
          to: options.notify.adminAlertEmails,
          template: 'admin_new_request',
          data: { ...summary, leadId: leadRef.id, urgency: job.urgency, receivedAt: now.toDate().toISOString() },
          related,
        },
        now,
      );
    }
    if (options.autoPublish && alertRecipients.length) {
      queueLeadAlerts(
        tx,
        alertRecipients,
        {
          id: leadRef.id,
          ref: reference,
          region,
          district: property.district,
          propertyType: property.type,
          foamType: job.foamType,
          locations: job.locations,
          urgency: job.urgency,
          estimateLowPence: estimate.lowPence,
          estimateHighPence: estimate.highPence,
          pricePence: price.pricePence,
          vatPence: price.vatPence,
          maxBuyers: exclusive ? LEAD_PRICING.exclusiveMaxBuyers : LEAD_PRICING.sharedMaxBuyers,
          targetCompanyId,
        },
        now,
      );
    }
    return { requestId, reference, estimateLowPence: estimate.lowPence, estimateHighPence: estimate.highPence, replayed: false };
  });
}
