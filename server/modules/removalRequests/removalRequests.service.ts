import type { LeadOrigin } from '../../../common/leadOrigins';
import { homeownerRequestLink } from './homeownerRequest.service';
import { services } from '../../platform/services';
import { countLeadCreated } from '../dailyStats';
import { estimateRemoval } from '../../../common/calculator';
import { leadPricePence } from '../../../common/leadPricing';
import { regionForPostcode, type UkRegion } from '../../../common/ukRegions';
import { postcodeDistrict } from '../../../common/postcode';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { removalRequestSchema, type RemovalRequestData } from '../../../common/validation/removalRequest';
import type { SubmissionSource } from '../../../common/validation/submission';
import { isFieldError, requestFormOf, requestRecipients, type Recipients, type RequestForm } from '../../../common/singleCompanyRequest';
import { runTransaction, Timestamp, type Transaction } from '../../platform/firestore/unitOfWork';
import { invalidInput } from '../../platform/graphql/errors';
import type { AppConfig } from '../../platform/config';
import { checkSubmissionEnvelope, submissionDocId, type PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { readRateLimits } from '../../platform/submissions/rateLimit';
import { ipLimit, phoneLimit } from '../../platform/submissions/storeSubmission';
import { queueMail } from '../../platform/mail/outbox';
import { alertRecipientsFor, createLead, marketplaceQueryFields, newLeadId, queueLeadAlerts } from '../leads';
import { readTargetCompany } from '../companies';
import { leadNumberBlocks } from './leadNumbers';
import { planRemovalRequest, type CheckedRemovalRequest, type RemovalRequestReceipt } from './removalRequests.plan';
import {
  createRequest,
  duplicateGuardId,
  readDuplicateGuard,
  readLeadSequence,
  writeLeadSequence,
  readStoredReceipt,
  writeNewRequest,
} from './removalRequests.repository';

export interface SubmissionOptions {
  autoPublish: boolean;
  policy: AppConfig['submissions'];
  /** Queue the homeowner's confirmation and the administrators' alert with the request; omitted: no e-mail (demo seed). */
  notify?: { adminAlertEmails: readonly string[] } | null;
  origin?: Extract<LeadOrigin, 'quote_form' | 'single_company' | 'calculator'>;
}

/** The options of a request sent through the public quote forms (the API and the no-JavaScript POST alike). */
export function publicRequestOptions(): SubmissionOptions {
  const { config } = services();
  return { autoPublish: config.leadAutoPublish, policy: config.submissions, notify: { adminAlertEmails: config.mail.adminAlertEmails } };
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
  const fields = checkRequestFields(rawInput, envelope.source.pagePath, errors);
  if (errors.length || !fields || !envelope.key) throw invalidInput(errors);
  const { receipt } = await storeRemovalRequest(fields, {
    idempotencyKey: envelope.key,
    source: envelope.source,
    origin: options.origin ?? 'quote_form',
    autoPublish: options.autoPublish,
    adminAlertEmails: options.notify ? options.notify.adminAlertEmails : null,
    createdBy: null,
    inTransaction: async (tx) => {
      const limits = await readRateLimits(tx, [
        ipLimit('quote', meta, options.policy),
        phoneLimit(fields.input.homeowner.phone, options.policy),
      ]);
      return { afterChecks: () => limits.commit() };
    },
  });
  return receipt;
}

/** A request's own fields, checked: what every way in (the public forms, an administrator) validates alike. */
export interface CheckedRequestFields {
  input: RemovalRequestData;
  region: UkRegion;
  form: RequestForm;
  recipients: Recipients;
}

/**
 * Checks the request itself with the public form's rules (the schema, a UK postcode, who receives it); adds
 * one error per field to `errors` and answers null when there is any.
 */
export function checkRequestFields(
  rawInput: unknown,
  pagePath: string | null | undefined,
  errors: FieldError[],
): CheckedRequestFields | null {
  const parsed = removalRequestSchema.safeParse(rawInput);
  if (!parsed.success) errors.push(...fieldErrorsFrom(parsed.error));
  const region = parsed.success ? regionForPostcode(parsed.data.property.postcode) : null;
  if (parsed.success && !region) {
    errors.push({ path: 'property.postcode', message: 'We cover England, Scotland, Wales and Northern Ireland: enter a postcode there' });
  }
  // Who receives it: the single-company form must name its company, and never becomes a shared lead.
  const form = requestFormOf(parsed.success ? parsed.data.form : null, pagePath);
  let recipients: Recipients | null = null;
  if (parsed.success) {
    const rule = requestRecipients(form, parsed.data.targetCompanyId);
    if (isFieldError(rule)) errors.push(rule);
    else recipients = rule;
  }
  if (!parsed.success || !region || !recipients) return null;
  return { input: parsed.data, region, form, recipients };
}

/** The lead a request is now on: its own new lead, or the earlier one it duplicates. */
export interface StoredLeadRef {
  leadId: string;
  reference: string;
}

/**
 * What a way in adds to the shared transaction: `inTransaction` runs its reads after the replay check and
 * before anything is read for the lead (rate limits, the call-back being converted); `afterChecks` runs once
 * the request is accepted, with the lead it is on, to write alongside it.
 */
export interface TransactionStep {
  /** Added to the new lead's history entry (e.g. the call-back it came from). */
  historyNote?: string | null;
  afterChecks(tx: Transaction, lead: StoredLeadRef): void;
}

export interface StoreOptions {
  idempotencyKey: string;
  source: SubmissionSource;
  origin: CheckedRemovalRequest['origin'];
  autoPublish: boolean;
  adminAlertEmails: readonly string[] | null;
  /** The administrator who entered it (recorded in the lead's history); null for the public forms. */
  createdBy: string | null;
  inTransaction?: (tx: Transaction) => Promise<TransactionStep>;
}

/** This server's lead numbers, reserved a block at a time in a transaction of their own. */
const nextLeadNumber = leadNumberBlocks((size) =>
  runTransaction(async (tx) => {
    const last = await readLeadSequence(tx);
    writeLeadSequence(tx, last + size, Timestamp.now());
    return last + 1;
  }),
);

/**
 * The one pipeline that stores a request: estimate, price, reference, the duplicate guard, the lead, the
 * dashboard counter and the e-mails, in one transaction. The receipt and the lead the request is on.
 */
export async function storeRemovalRequest(
  fields: CheckedRequestFields,
  options: StoreOptions,
): Promise<{ receipt: RemovalRequestReceipt; lead: StoredLeadRef | null }> {
  const { input, region, form, recipients } = fields;
  const { idempotencyKey } = options;
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
    source: options.source,
    form,
    region,
    estimate: { lowPence: estimate.lowPence, highPence: estimate.highPence },
    price: { pricePence: price.pricePence, vatPence: price.vatPence },
    targetCompanyId,
    origin: options.origin,
    autoPublish: options.autoPublish,
    adminAlertEmails: options.adminAlertEmails,
  };
  const marketplaceFields = marketplaceQueryFields({ property: { region }, job: input.job });

  // Companies to alert when the lead goes straight to the marketplace: queried before the transaction, which
  // then reads only what it writes (see leadAlerts.service.ts); the alerts are queued inside it, with the lead.
  const alertRecipients =
    options.autoPublish && options.adminAlertEmails
      ? await alertRecipientsFor({
          region,
          targetCompanyId,
          district: postcodeDistrict(input.property.postcode),
          propertyType: input.property.type,
          foamType: input.job.foamType,
        })
      : [];

  // Reserved outside the transaction, so a retry keeps it and no quote request writes a shared counter.
  const leadNumber = await nextLeadNumber();
  // The first link to the homeowner's request page, for the confirmation e-mail (none when no e-mail goes out).
  const requestPage = options.adminAlertEmails ? await homeownerRequestLink(requestId, 1) : null;
  return runTransaction(async (tx) => {
    const replayed = await readStoredReceipt(tx, requestId);
    if (replayed) {
      const lead = replayed.leadId ? { leadId: replayed.leadId, reference: replayed.receipt.reference } : null;
      return { receipt: { ...replayed.receipt, requestPagePath: replayed.firstLink ? (requestPage?.path ?? null) : null }, lead };
    }
    const step = options.inTransaction ? await options.inTransaction(tx) : null;
    const [company, guard] = await Promise.all([
      targetCompanyId ? readTargetCompany(tx, targetCompanyId) : Promise.resolve(null),
      readDuplicateGuard(tx, guardId),
    ]);
    const now = Timestamp.now();
    const createdBy = options.createdBy ? { by: options.createdBy, note: step?.historyNote ?? null } : null;
    const plan = planRemovalRequest(
      { ...checked, createdBy },
      { leadNumber, guard, company },
      { now, leadId: newLeadId(), marketplaceFields, requestPagePath: requestPage?.path ?? null },
    );
    if (plan.kind === 'rejected') throw invalidInput([plan.problem]);
    if (plan.kind === 'duplicate') {
      const lead = { leadId: plan.request.leadId as string, reference: plan.receipt.reference };
      step?.afterChecks(tx, lead);
      createRequest(tx, requestId, plan.request);
      return { receipt: plan.receipt, lead };
    }
    const lead = { leadId: plan.leadId, reference: plan.receipt.reference };
    step?.afterChecks(tx, lead);
    writeNewRequest(tx, { requestId, guardId, guard: plan.guard, request: plan.request });
    createLead(tx, plan.leadId, plan.lead);
    countLeadCreated(tx, now.toDate(), plan.lead.origin as string);
    // Written in this transaction, so the request and its e-mails exist together; the outbox sender delivers
    // them later and the homeowner's answer never waits for it.
    for (const mail of plan.mails) queueMail(tx, mail, now);
    if (plan.alert && alertRecipients.length) queueLeadAlerts(tx, alertRecipients, plan.alert, now);
    return { receipt: plan.receipt, lead };
  });
}
