import type { LeadOrigin } from '../../../common/leadOrigins';
import { postcodeDistrict } from '../../../common/postcode';
import { targetCompanyProblem, type RequestForm, type TargetCompany } from '../../../common/singleCompanyRequest';
import type { FieldError } from '../../../common/validation/fieldErrors';
import type { RemovalRequestData } from '../../../common/validation/removalRequest';
import type { SubmissionSource } from '../../../common/validation/submission';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import type { QueueMailInput } from '../../platform/mail/outbox';
import { newLeadDocument, type AlertLead } from '../leads';

/**
 * The pure half of a quote request (docs/decisions/0011-data-access.md): from the checked input and what is
 * stored now, the records to write. No reads, no writes, no clock: the service reads the state in its
 * transaction, asks this for the plan and has the repository write it. Unit-tested in
 * tests/server/removalRequestPlan.test.ts.
 */

/** The same phone and postcode within this window is the same request (docs/requirements/business-rules.md). */
export const DUPLICATE_WINDOW_MS = 24 * 3600 * 1000;

export function formatLeadRef(sequence: number) {
  return `SFR-${String(sequence).padStart(6, '0')}`;
}

export interface EstimateRange {
  lowPence: number;
  highPence: number;
}

/** `duplicateGuards/{hash of phone and postcode}`: the request that holds the guard. */
export interface DuplicateGuard {
  requestId: string;
  leadId: string;
  leadRef: string;
  estimate: EstimateRange;
  createdAt: Timestamp;
}

export interface RemovalRequestReceipt {
  requestId: string;
  reference: string;
  estimateLowPence: number;
  estimateHighPence: number;
  replayed: boolean;
  /**
   * The homeowner's request page with its private link, for the thank-you page: only a request with a page of its own
   * (never one kept as a note on an earlier request, whose page belongs to whoever sent that one), and only when its
   * confirmation e-mail carries the same link.
   */
  requestPagePath: string | null;
}

/** What was decided before the transaction: the checked input and what follows from it. */
export interface CheckedRemovalRequest {
  input: RemovalRequestData;
  requestId: string;
  idempotencyKey: string;
  source: SubmissionSource;
  form: RequestForm;
  region: string;
  estimate: EstimateRange;
  price: { pricePence: number; vatPence: number };
  /** Set for a single-company (exclusive) request: the one company it goes to. */
  targetCompanyId: string | null;
  origin: Extract<LeadOrigin, 'quote_form' | 'single_company' | 'calculator' | 'manual' | 'callback'>;
  autoPublish: boolean;
  /** Administrators to alert (none when empty: an administrator entered it); null: no e-mail at all (demo seed). */
  adminAlertEmails: readonly string[] | null;
  /** The administrator who entered it, recorded as the lead's first history entry; null or absent for the public forms. */
  createdBy?: { by: string; note: string | null } | null;
}

/** What the transaction read. */
export interface StoredState {
  /** The lead number reserved for this request (server/modules/removalRequests/leadNumbers.ts), used if it makes a new lead. */
  leadNumber: number;
  guard: DuplicateGuard | null;
  /** The target company of an exclusive request, null when it does not exist (or the request is shared). */
  company: (TargetCompany & { storedName: string | null }) | null;
}

export type RemovalRequestPlan =
  | { kind: 'rejected'; problem: FieldError }
  | {
      /** Same person and property within the window: kept as a closed note on the earlier lead. */
      kind: 'duplicate';
      request: Record<string, unknown>;
      receipt: RemovalRequestReceipt;
    }
  | {
      kind: 'new';
      leadId: string;
      /** null for an exclusive request, which never links to or guards a shared lead. */
      guard: (DuplicateGuard & { expiresAt: Timestamp }) | null;
      request: Record<string, unknown>;
      lead: Record<string, unknown>;
      mails: Array<QueueMailInput<'removal_request_confirmation'> | QueueMailInput<'admin_new_request'>>;
      /** The lead as its alerts describe it, when it goes straight to the marketplace. */
      alert: AlertLead | null;
      receipt: RemovalRequestReceipt;
    };

export function planRemovalRequest(
  checked: CheckedRemovalRequest,
  state: StoredState,
  context: { now: Timestamp; leadId: string; marketplaceFields: Record<string, unknown>; requestPagePath?: string | null },
): RemovalRequestPlan {
  const { input, requestId, idempotencyKey, region, estimate, price, targetCompanyId } = checked;
  const { now, leadId } = context;
  const exclusive = targetCompanyId !== null;
  const consent = { terms: true, marketing: input.consent.marketing, at: now };
  // Top level, so a subject access request finds the person's requests with an equality query (docs/requirements/privacy.md).
  const contactFields = { homeownerEmail: input.homeowner.email, homeownerPhone: input.homeowner.phone };
  const earlier = state.guard && now.toMillis() - state.guard.createdAt.toMillis() < DUPLICATE_WINDOW_MS ? state.guard : null;
  if (earlier && !exclusive) {
    return {
      kind: 'duplicate',
      request: {
        homeowner: input.homeowner,
        ...contactFields,
        property: { ...input.property, bedrooms: input.property.bedrooms ?? null },
        job: { ...input.job, areaM2: input.job.areaM2 ?? null },
        estimate: earlier.estimate,
        idempotencyKey,
        source: checked.source,
        form: checked.form,
        consent,
        duplicateOf: earlier.requestId,
        leadId: earlier.leadId,
        leadRef: earlier.leadRef,
        status: 'closed',
        createdAt: now,
        updatedAt: now,
      },
      receipt: receiptOf(earlier.requestId, earlier.leadRef, earlier.estimate, true, null),
    };
  }
  if (exclusive) {
    const problem = targetCompanyProblem(state.company, region);
    if (problem) return { kind: 'rejected', problem };
  }

  const reference = formatLeadRef(state.leadNumber);
  const property = {
    ...input.property,
    bedrooms: input.property.bedrooms ?? null,
    district: postcodeDistrict(input.property.postcode),
    region,
  };
  const job = { ...input.job, areaM2: input.job.areaM2 ?? null };
  const estimateRange = { lowPence: estimate.lowPence, highPence: estimate.highPence };

  const related = [`removalRequests/${requestId}`, `leads/${leadId}`];
  const summary = {
    reference,
    region,
    district: property.district,
    propertyType: property.type,
    foamType: job.foamType,
    locations: job.locations,
    estimateLowPence: estimate.lowPence,
    estimateHighPence: estimate.highPence,
    companyName: state.company ? state.company.storedName : null,
  };
  const mails: Extract<RemovalRequestPlan, { kind: 'new' }>['mails'] = [];
  if (checked.adminAlertEmails) {
    mails.push({
      to: input.homeowner.email,
      template: 'removal_request_confirmation',
      data: { ...summary, name: input.homeowner.name, requestPagePath: context.requestPagePath ?? null },
      related,
    });
  }
  if (checked.adminAlertEmails?.length) {
    mails.push({
      to: checked.adminAlertEmails,
      template: 'admin_new_request',
      data: { ...summary, leadId, urgency: job.urgency, receivedAt: now.toDate().toISOString() },
      related,
    });
  }
  const createdBy = checked.createdBy ?? null;
  const lead = newLeadDocument({
    leadId,
    reference,
    requestId,
    homeowner: input.homeowner,
    property,
    job,
    estimate: estimateRange,
    price,
    targetCompanyId,
    origin: exclusive ? 'single_company' : checked.origin,
    autoPublish: checked.autoPublish,
    createdBy,
    marketplaceFields: context.marketplaceFields,
    now,
  });

  return {
    kind: 'new',
    leadId,
    // expiresAt: deleted after its window by a TTL policy (or the embedded sweeper), docs/short-lived-records.md.
    guard: exclusive
      ? null
      : {
          requestId,
          leadId,
          leadRef: reference,
          estimate: estimateRange,
          createdAt: now,
          expiresAt: Timestamp.fromMillis(now.toMillis() + DUPLICATE_WINDOW_MS),
        },
    request: {
      homeowner: input.homeowner,
      property,
      job,
      estimate: estimateRange,
      targetCompanyId,
      createdAt: now,
      updatedAt: now,
      ...contactFields,
      idempotencyKey,
      source: checked.source,
      form: checked.form,
      consent,
      leadId,
      leadRef: reference,
      status: 'new',
      homeownerLinkVersion: 1,
      ...(createdBy ? { createdBy: createdBy.by } : {}),
    },
    lead: lead.document,
    mails,
    alert: lead.alert,
    receipt: receiptOf(requestId, reference, estimateRange, false, checked.adminAlertEmails ? (context.requestPagePath ?? null) : null),
  };
}

function receiptOf(
  requestId: string,
  reference: string,
  estimate: EstimateRange,
  replayed: boolean,
  requestPagePath: string | null,
): RemovalRequestReceipt {
  return { requestId, reference, estimateLowPence: estimate.lowPence, estimateHighPence: estimate.highPence, replayed, requestPagePath };
}
