import type { RefundDestination } from '../../../common/balance';
import { DISPUTE_REASON_LABELS, DISPUTE_WINDOW_DAYS, disputeDeadline, type DisputeReason } from '../../../common/marketplace';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { disputeResolutionNoteSchema, leadDisputeSchema } from '../../../common/validation/leadDispute';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import type { Company } from '../companies/companies.types';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail, readScheduledMail } from '../../platform/mail/outbox';
import { readCompany } from '../companies';
import { countRefundInFigures, readPurchase, readStoredLead, storedLeadFromDocument, updatePurchase } from '../leads';
import {
  createDispute,
  disputePath,
  disputesList,
  findDispute,
  readDispute,
  updateDispute,
  type StoredDispute,
} from './disputes.repository';
import { disputeView, marketplaceViewer, purchasedLead } from './marketplace.service';
import { mapPage } from '../../platform/firestore/connection';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import {
  DisputeDecision,
  DisputeStatus,
  type LeadContact,
  type LeadDispute,
  type LeadDisputeConnection,
  type PurchasedLead,
} from './marketplace.types';

export const NOT_YOUR_PURCHASE = 'You have not bought this lead, so there is nothing to dispute';

const londonDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);

/**
 * A buyer disputes a purchased lead (docs/requirements/business-rules.md#disputes): within 14 days of the purchase, for an invalid
 * phone or e-mail or a wrong postcode, one dispute per purchase (a rejected one is not opened again). Stored in `leadDisputes` and marked
 * on the purchase, in one transaction.
 */
export async function openDispute(
  company: Company,
  leadId: string,
  input: unknown,
  adminAlertEmails: readonly string[],
): Promise<PurchasedLead> {
  const parsed = leadDisputeSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const viewer = marketplaceViewer(company);
  if (!leadId || leadId.includes('/')) throw notFound(NOT_YOUR_PURCHASE);
  const { reason, note, refundTo } = parsed.data;
  return runTransaction(async (tx) => {
    const [lead, purchase] = await Promise.all([readStoredLead(tx, leadId), readPurchase(tx, leadId, viewer.companyId)]);
    if (!lead || !purchase) throw notFound(NOT_YOUR_PURCHASE);
    const now = Timestamp.now();
    if (purchase.refunded) throw conflict('This purchase has been refunded already');
    if (purchase.disputeStatus === DisputeStatus.OPEN)
      throw conflict('You already have an open dispute for this lead: we will e-mail you the outcome');
    if (purchase.disputeStatus === DisputeStatus.ACCEPTED) throw conflict('Your dispute of this lead was accepted already');
    // One dispute per purchase: a rejection is the decision, not an invitation to ask again.
    if (purchase.disputeStatus === DisputeStatus.REJECTED)
      throw conflict('We looked into your dispute of this lead and did not accept it. If you have new evidence, contact us.');
    if (now.toMillis() > disputeDeadline(purchase.at).getTime()) {
      throw conflict(
        `Leads can be disputed within ${DISPUTE_WINDOW_DAYS} days of purchase: you bought this one on ${londonDate(purchase.at)}`,
      );
    }
    const dispute = createDispute(tx, {
      leadId,
      leadRef: lead.ref,
      companyId: viewer.companyId,
      companyName: viewer.name,
      companyEmail: viewer.email,
      paymentId: purchase.paymentId,
      reason,
      note,
      refundTo: purchase.paidFromBalance ? refundTo : null,
      status: DisputeStatus.OPEN,
      resolutionNote: null,
      resolvedAt: null,
      resolvedBy: null,
      createdAt: now,
      updatedAt: now,
    });
    if (adminAlertEmails.length) {
      queueMail(
        tx,
        {
          to: adminAlertEmails,
          template: 'admin_dispute_opened',
          data: {
            disputeId: dispute.id,
            reference: lead.ref,
            companyName: viewer.name || viewer.companyId,
            reason: DISPUTE_REASON_LABELS[reason],
            note,
          },
          related: [disputePath(dispute.id), `leads/${leadId}`],
        },
        now,
      );
    }
    updatePurchase(tx, leadId, viewer.companyId, {
      disputed: true,
      disputeId: dispute.id,
      disputeStatus: DisputeStatus.OPEN,
      updatedAt: now,
    });
    const updatedPurchase = { ...purchase, disputeId: dispute.id, disputeStatus: DisputeStatus.OPEN };
    return purchasedLead(lead, updatedPurchase, dispute, viewer, now.toDate());
  });
}

export async function adminDisputes(status: DisputeStatus | null, page: PageArgs): Promise<LeadDisputeConnection> {
  return mapPage(await countedPage(disputesList(status), page), disputeView);
}

export interface ResolveDeps {
  /**
   * Refunds a succeeded payment through its provider (payments contract); idempotent. A payment from the
   * prepaid balance goes to `destination`.
   */
  refundPayment(paymentId: string, reason: string, destination: RefundDestination): Promise<{ refundedTo: RefundDestination }>;
}

/**
 * An administrator accepts a dispute (the payment is refunded through its provider, the purchase marked
 * refunded) or rejects it with a note; the company is e-mailed the outcome. The buyer's place is NOT
 * given back on a refund: the homeowner's details have been seen already, and a place handed out again
 * would expose them to a fourth company where the homeowner was promised at most three.
 */
export async function resolveDispute(
  id: string,
  decision: DisputeDecision,
  rawNote: unknown,
  resolvedBy: string,
  deps: ResolveDeps,
): Promise<LeadDispute> {
  const parsedNote = disputeResolutionNoteSchema.safeParse(rawNote);
  if (!parsedNote.success) throw invalidInput(fieldErrorsFrom(parsedNote.error).map((e) => ({ ...e, path: 'note' })));
  const note = parsedNote.data as string;
  if (decision === DisputeDecision.REJECT && !note)
    throw invalidInput([{ path: 'note', message: 'Say why the dispute is rejected: the company receives this note' }]);
  if (!id || id.includes('/')) throw notFound('There is no such dispute');
  const current = await findDispute(id);
  if (!current) throw notFound('There is no such dispute');
  if (current.status !== DisputeStatus.OPEN) throw conflict(`This dispute was ${current.status} already`);
  const reasonLabel = DISPUTE_REASON_LABELS[current.reason as DisputeReason] ?? current.reason;

  // The refund is a call to the provider, so it cannot run inside a transaction. The decision is claimed on
  // the dispute first: another administrator's different decision meanwhile is refused, so money is never
  // refunded on a dispute that ends rejected. The refund is idempotent: a failed one is simply tried again.
  await claimDecision(id, decision, resolvedBy);
  let refundedTo: RefundDestination = 'card';
  if (decision === DisputeDecision.ACCEPT) {
    try {
      ({ refundedTo } = await deps.refundPayment(
        current.paymentId,
        `Dispute accepted: ${reasonLabel}`,
        (current.refundTo as RefundDestination | null) ?? 'balance',
      ));
    } catch (error) {
      await releaseDecision(id, decision).catch(() => undefined);
      throw error;
    }
  }

  return runTransaction(async (tx) => {
    const [stored, purchase, lead, company] = await Promise.all([
      readDispute(tx, id),
      readPurchase(tx, current.leadId, current.companyId),
      readStoredLead(tx, current.leadId),
      readCompany(tx, current.companyId),
    ]);
    const dispute = stored!;
    if (dispute.status !== DisputeStatus.OPEN) return disputeView(dispute);
    if (dispute.claim?.decision !== decision) throw decisionTaken(dispute.claim);
    const now = Timestamp.now();
    const status = decision === DisputeDecision.ACCEPT ? DisputeStatus.ACCEPTED : DisputeStatus.REJECTED;
    // A refund closes the buyer's pipeline: its reminder is withdrawn and the purchase leaves its figures.
    const refunding = status === DisputeStatus.ACCEPTED && purchase && !purchase.refunded ? purchase : null;
    const reminder = refunding?.pipeline.reminderMailId ? await readScheduledMail(tx, refunding.pipeline.reminderMailId) : null;
    if (refunding) countRefundInFigures(tx, refunding);
    reminder?.withdraw(now);
    updateDispute(tx, id, { status, resolutionNote: note || null, resolvedAt: now, resolvedBy, updatedAt: now, claim: null });
    if (purchase) {
      updatePurchase(tx, current.leadId, current.companyId, {
        disputeStatus: status,
        ...(status === DisputeStatus.ACCEPTED ? { refunded: true, refundedAt: now } : {}),
        updatedAt: now,
      });
    }
    const email = company?.email || dispute.companyEmail;
    if (email) {
      // Back on the balance: the price before VAT; to a card: with the VAT paid.
      const price = lead ? Number(lead.pricePence ?? 0) : 0;
      const total = refundedTo === 'balance' ? price : price + (lead ? Number(lead.vatPence ?? 0) : 0);
      queueMail(
        tx,
        {
          to: email,
          template: 'lead_dispute_outcome',
          data: {
            companyName: dispute.companyName || 'there',
            reference: dispute.leadRef,
            accepted: status === DisputeStatus.ACCEPTED,
            reason: reasonLabel,
            note,
            totalPence: total,
            refundedTo,
          },
          related: [disputePath(id), `leads/${dispute.leadId}`, `companies/${dispute.companyId}`],
        },
        now,
      );
    }
    return disputeView({ ...dispute, status, resolutionNote: note || null, resolvedAt: now.toDate() });
  });
}

/** How long a claimed decision keeps others' decisions off a dispute: far longer than a refund can take. */
const DECISION_CLAIM_MS = 120_000;

const decisionTaken = (claim: StoredDispute['claim']) =>
  conflict(
    claim
      ? `${claim.by} is ${claim.decision === DisputeDecision.ACCEPT ? 'accepting' : 'rejecting'} this dispute right now: reload to see the outcome`
      : 'This dispute changed meanwhile: reload it and decide again',
  );

/** Claims the decision on an open dispute, unless another decision was claimed within DECISION_CLAIM_MS. */
async function claimDecision(id: string, decision: DisputeDecision, by: string) {
  await runTransaction(async (tx) => {
    const dispute = await readDispute(tx, id);
    if (!dispute) throw notFound('There is no such dispute');
    if (dispute.status !== DisputeStatus.OPEN) throw conflict(`This dispute was ${dispute.status} already`);
    const claim = dispute.claim;
    if (claim && claim.decision !== decision && Date.now() - claim.at.getTime() < DECISION_CLAIM_MS) throw decisionTaken(claim);
    updateDispute(tx, id, { claim: { decision, by, at: Timestamp.now() } });
  });
}

/** Gives up a claimed decision whose refund failed, so the dispute can be decided again at once. */
async function releaseDecision(id: string, decision: DisputeDecision) {
  await runTransaction(async (tx) => {
    const dispute = await readDispute(tx, id);
    if (dispute?.status === DisputeStatus.OPEN && dispute.claim?.decision === decision) updateDispute(tx, id, { claim: null });
  });
}

/** What the buyer of a disputed lead received of the homeowner (the lead loaded by the request's DataLoader). */
export async function disputedLeadContact(
  leadId: string,
  loadLead: (id: string) => Promise<Record<string, unknown> | null>,
): Promise<LeadContact | null> {
  const data = await loadLead(leadId);
  if (!data) return null;
  const lead = storedLeadFromDocument(leadId, data);
  return { ...lead.homeowner, postcode: lead.property.postcode, notes: lead.job.notes };
}
