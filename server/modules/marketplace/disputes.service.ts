import { DISPUTE_REASON_LABELS, DISPUTE_WINDOW_DAYS, disputeDeadline, type DisputeReason } from '../../../common/marketplace';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { disputeResolutionNoteSchema, leadDisputeSchema } from '../../../common/validation/leadDispute';
import { runTransaction, Timestamp } from '../../platform/firestore/firestore';
import type { GraphQLContext } from '../../platform/graphql/context';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import {
  companyRefOf,
  disputeFromDocument,
  disputesCollection,
  leadRef,
  disputesList,
  purchaseFromDocument,
  purchaseRef,
  storedLeadFromDocument,
} from './marketplace.repository';
import { disputeView, marketplaceViewer, purchasedLead } from './marketplace.service';
import { mapPage } from '../../platform/firestore/connection';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { DisputeDecision, DisputeStatus, type LeadDispute, type LeadDisputeConnection, type PurchasedLead } from './marketplace.types';

export const NOT_YOUR_PURCHASE = 'You have not bought this lead, so there is nothing to dispute';

const londonDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);

/**
 * A buyer disputes a purchased lead (docs/requirements/business-rules.md#disputes): within 14 days of the purchase, for an invalid
 * phone or e-mail or a wrong postcode, one dispute per purchase (a rejected one is not opened again). Stored in `leadDisputes` and marked
 * on the purchase, in one transaction.
 */
export async function openDispute(ctx: GraphQLContext, leadId: string, input: unknown): Promise<PurchasedLead> {
  const parsed = leadDisputeSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const viewer = await marketplaceViewer(ctx);
  if (!leadId || leadId.includes('/')) throw notFound(NOT_YOUR_PURCHASE);
  const { reason, note } = parsed.data;
  return runTransaction(async (tx) => {
    const [leadSnap, purchaseSnap] = await Promise.all([tx.get(leadRef(leadId)), tx.get(purchaseRef(leadId, viewer.companyId))]);
    if (!leadSnap.exists || !purchaseSnap.exists) throw notFound(NOT_YOUR_PURCHASE);
    const lead = storedLeadFromDocument(leadSnap.id, leadSnap.data()!);
    const purchase = purchaseFromDocument(leadId, purchaseSnap.data()!);
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
    const disputeRef = disputesCollection().doc();
    const dispute = {
      leadId,
      leadRef: lead.ref,
      companyId: viewer.companyId,
      companyName: viewer.name,
      companyEmail: viewer.email,
      paymentId: purchase.paymentId,
      reason,
      note,
      status: DisputeStatus.OPEN,
      resolutionNote: null,
      resolvedAt: null,
      resolvedBy: null,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(disputeRef, dispute);
    tx.update(purchaseSnap.ref, { disputed: true, disputeId: disputeRef.id, disputeStatus: DisputeStatus.OPEN, updatedAt: now });
    const updatedPurchase = { ...purchase, disputeId: disputeRef.id, disputeStatus: DisputeStatus.OPEN };
    return purchasedLead(lead, updatedPurchase, disputeFromDocument(disputeRef.id, dispute), viewer, now.toDate());
  });
}

export async function adminDisputes(status: DisputeStatus | null, page: PageArgs): Promise<LeadDisputeConnection> {
  return mapPage(await countedPage(disputesList(status), page), disputeView);
}

export interface ResolveDeps {
  /** Refunds a succeeded payment through its provider (payments contract); idempotent. */
  refundPayment(paymentId: string, reason: string): Promise<unknown>;
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
  adminUid: string,
  deps: ResolveDeps,
): Promise<LeadDispute> {
  const parsedNote = disputeResolutionNoteSchema.safeParse(rawNote);
  if (!parsedNote.success) throw invalidInput(fieldErrorsFrom(parsedNote.error).map((e) => ({ ...e, path: 'note' })));
  const note = parsedNote.data as string;
  if (decision === DisputeDecision.REJECT && !note)
    throw invalidInput([{ path: 'note', message: 'Say why the dispute is rejected: the company receives this note' }]);
  if (!id || id.includes('/')) throw notFound('There is no such dispute');
  const ref = disputesCollection().doc(id);
  const before = await ref.get();
  if (!before.exists) throw notFound('There is no such dispute');
  const current = disputeFromDocument(before.id, before.data()!);
  if (current.status !== DisputeStatus.OPEN) throw conflict(`This dispute was ${current.status} already`);
  const reasonLabel = DISPUTE_REASON_LABELS[current.reason as DisputeReason] ?? current.reason;

  // The refund is a call to the provider, so it cannot run inside the transaction; it is idempotent, so
  // if the transaction below fails the admin simply accepts again.
  if (decision === DisputeDecision.ACCEPT) await deps.refundPayment(current.paymentId, `Dispute accepted: ${reasonLabel}`);

  return runTransaction(async (tx) => {
    const [snap, purchaseSnap, leadSnap, companySnap] = await Promise.all([
      tx.get(ref),
      tx.get(purchaseRef(current.leadId, current.companyId)),
      tx.get(leadRef(current.leadId)),
      tx.get(companyRefOf(current.companyId)),
    ]);
    const dispute = disputeFromDocument(snap.id, snap.data()!);
    if (dispute.status !== DisputeStatus.OPEN) return disputeView(dispute);
    const now = Timestamp.now();
    const status = decision === DisputeDecision.ACCEPT ? DisputeStatus.ACCEPTED : DisputeStatus.REJECTED;
    tx.update(ref, { status, resolutionNote: note || null, resolvedAt: now, resolvedBy: adminUid, updatedAt: now });
    if (purchaseSnap.exists) {
      tx.update(purchaseSnap.ref, {
        disputeStatus: status,
        ...(status === DisputeStatus.ACCEPTED ? { refunded: true, refundedAt: now } : {}),
        updatedAt: now,
      });
    }
    const email = (companySnap.exists ? (companySnap.get('email') as string | undefined) : undefined) || dispute.companyEmail;
    if (email) {
      const total = leadSnap.exists ? Number(leadSnap.get('pricePence') ?? 0) + Number(leadSnap.get('vatPence') ?? 0) : 0;
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
          },
          related: [ref.path, `leads/${dispute.leadId}`, `companies/${dispute.companyId}`],
        },
        now,
      );
    }
    return disputeView({ ...dispute, status, resolutionNote: note || null, resolvedAt: now.toDate() });
  });
}
