import { countLeadCreated } from '../dashboard/dashboard.service';
import { estimateRemoval } from '../../../common/calculator';
import { leadPricePence } from '../../../common/leadPricing';
import { regionForPostcode } from '../../../common/ukRegions';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { removalRequestSchema } from '../../../common/validation/removalRequest';
import { isFieldError, requestFormOf, requestRecipients, type Recipients } from '../../../common/singleCompanyRequest';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { invalidInput } from '../../platform/graphql/errors';
import type { AppConfig } from '../../platform/config';
import { checkSubmissionEnvelope, submissionDocId, type PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { readRateLimits } from '../../platform/submissions/rateLimit';
import { queueMail } from '../../platform/mail/outbox';
import { alertRecipientsFor, queueLeadAlerts } from '../marketplace/leadAlerts.service';
import { createLead, marketplaceQueryFields, newLeadId } from '../marketplace/marketplace.service';
import { readTargetCompany } from '../companies/companies.service';
import { planRemovalRequest, type CheckedRemovalRequest } from './removalRequests.plan';
import {
  createRequest,
  duplicateGuardId,
  readDuplicateGuard,
  readLeadSequence,
  readStoredReceipt,
  writeNewRequest,
} from './removalRequests.repository';

export { formatLeadRef } from './removalRequests.plan';
export { leadIdsOfRequests } from './removalRequests.repository';

export interface SubmissionOptions {
  autoPublish: boolean;
  policy: AppConfig['submissions'];
  /** Queue the homeowner's confirmation and the administrators' alert with the request; omitted: no e-mail (demo seed). */
  notify?: { adminAlertEmails: readonly string[] } | null;
  origin?: 'quote_form' | 'single_company' | 'calculator';
}

/**
 * A homeowner's quote request: stored with its lead in one transaction, answered only once durable. A replayed
 * idempotency key returns the original receipt; the same phone and postcode within 24 hours links to the
 * earlier request instead of creating a second lead. Checked here, planned by planRemovalRequest (pure, in
 * removalRequests.plan.ts) from what the transaction reads, and written by the repositories in that transaction.
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
  const targetCompanyId = recipients.exclusive ? recipients.companyId : null;
  const price = leadPricePence(estimate, { emergency: input.job.urgency === 'emergency', exclusive: recipients.exclusive });
  const requestId = submissionDocId('rr', idempotencyKey);
  const guardId = duplicateGuardId(input.homeowner.phone, input.property.postcode);
  const checked: CheckedRemovalRequest = {
    input,
    requestId,
    idempotencyKey,
    source: envelope.source,
    form,
    region,
    estimate: { lowPence: estimate.lowPence, highPence: estimate.highPence },
    price: { pricePence: price.pricePence, vatPence: price.vatPence },
    targetCompanyId,
    origin: options.origin ?? 'quote_form',
    autoPublish: options.autoPublish,
    adminAlertEmails: options.notify ? options.notify.adminAlertEmails : null,
  };
  const marketplaceFields = marketplaceQueryFields({ property: { region }, job: input.job });

  // Companies to alert when the lead goes straight to the marketplace: queried before the transaction (no
  // queries inside one on the embedded emulator); the alerts are queued inside it, with the lead.
  const alertRecipients = options.autoPublish && options.notify ? await alertRecipientsFor({ region, targetCompanyId }) : [];

  return runTransaction(async (tx) => {
    const replayed = await readStoredReceipt(tx, requestId);
    if (replayed) return replayed;
    const limits = await readRateLimits(tx, [
      { key: `quote:ip:${meta.ip}`, max: options.policy.ipMax, windowMs: options.policy.ipWindowMs, what: 'this form' },
      {
        key: `phone:${input.homeowner.phone}`,
        max: options.policy.phoneMax,
        windowMs: options.policy.phoneWindowMs,
        what: 'a request for this phone number',
      },
    ]);
    const [leadSequence, company, guard] = await Promise.all([
      readLeadSequence(tx),
      targetCompanyId ? readTargetCompany(tx, targetCompanyId) : Promise.resolve(null),
      readDuplicateGuard(tx, guardId),
    ]);
    const now = Timestamp.now();
    const plan = planRemovalRequest(checked, { leadSequence, guard, company }, { now, leadId: newLeadId(), marketplaceFields });
    if (plan.kind === 'rejected') throw invalidInput([plan.problem]);
    limits.commit();
    if (plan.kind === 'duplicate') {
      createRequest(tx, requestId, plan.request);
      return plan.receipt;
    }
    writeNewRequest(tx, { requestId, guardId, leadSequence: plan.leadSequence, guard: plan.guard, request: plan.request }, now);
    createLead(tx, plan.leadId, plan.lead);
    countLeadCreated(tx, now.toDate(), plan.lead.origin as string);
    // Written in this transaction, so the request and its e-mails exist together; the outbox sender delivers
    // them later and the homeowner's answer never waits for it.
    for (const mail of plan.mails) queueMail(tx, mail, now);
    if (plan.alert && alertRecipients.length) queueLeadAlerts(tx, alertRecipients, plan.alert, now);
    return plan.receipt;
  });
}

/* UK GDPR subject requests (privacy module): the requests of a person, and their anonymisation in a transaction. */
export { findRequestsByContact, prepareRequestErasure } from './removalRequests.repository';
