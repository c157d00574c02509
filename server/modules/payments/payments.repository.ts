import type { DocumentData, Query } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { AggregateField, db, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';
import type { Payment } from './payments.types';
import { isDocumentId } from '../../platform/documentId';

export const paymentsCollection = () => db().collection('payments');

/** A payment as stored: the GraphQL fields plus where the checkout returns the buyer. */
export interface StoredPayment extends Payment {
  successPath: string;
  cancelPath: string;
  /** Stripe's payment intent, known once the checkout completes; what a refund refers to. */
  providerPaymentRef: string | null;
  /** false: paid but what it bought could not be delivered (refunded at once, never counted as revenue). */
  fulfilled: boolean | null;
  /** Settled and delivered, its VAT invoice not issued yet (docs/decisions/0047-vat-invoices.md). */
  invoiceDue: boolean;
  /** Refunded after it was invoiced, its credit note not issued yet. */
  creditNoteDue: boolean;
  /** The company user who started the checkout; null for payments from before it was recorded. */
  startedBy: { uid: string; email: string | null } | null;
  /** Refunded in part, in pence with VAT: a top-up refunded lead by lead to the card (docs/decisions/0050-prepaid-balance.md). */
  refundedPence: number;
  /**
   * A lead paid from the balance being refunded to the card: the top-up refunded in part for it, recorded
   * before the provider is asked so that a retry refunds against the same top-up.
   */
  refundFromTopUp: string | null;
}

export function paymentFromDocument(id: string, data: DocumentData): StoredPayment {
  return {
    id,
    kind: data.kind,
    description: data.description ?? '',
    amountPence: data.amountPence,
    vatPence: data.vatPence,
    currency: data.currency ?? 'GBP',
    status: data.status,
    provider: data.provider,
    providerRef: data.providerRef ?? null,
    providerPaymentRef: data.providerPaymentRef ?? null,
    fulfilled: data.fulfilled ?? null,
    invoiceDue: data.invoiceDue === true,
    creditNoteDue: data.creditNoteDue === true,
    startedBy: data.startedBy ?? null,
    refundedPence: Number(data.refundedPence ?? 0),
    refundFromTopUp: data.refundFromTopUp ?? null,
    companyId: data.companyId,
    leadId: data.leadId ?? null,
    certificationRequestId: data.certificationRequestId ?? null,
    paidAt: toDate(data.paidAt),
    refundedAt: toDate(data.refundedAt),
    refundReason: data.refundReason ?? null,
    failureReason: data.failureReason ?? null,
    successPath: data.successPath,
    cancelPath: data.cancelPath,
    createdAt: toDate(data.createdAt)!,
  };
}

/** Payment ids arrive in URLs and webhook metadata: anything that is not a plain document id matches nothing. */
export const isPaymentId = (id: unknown): id is string => isDocumentId(id) && /^[A-Za-z0-9_-]{1,64}$/.test(id);

export async function readPayment(id: string): Promise<StoredPayment | null> {
  if (!isPaymentId(id)) return null;
  const snapshot = await paymentsCollection().doc(id).get();
  return snapshot.exists ? paymentFromDocument(snapshot.id, snapshot.data()!) : null;
}

export const paymentPath = (id: string) => `payments/${id}`;

/** Stores a new payment; returns it as stored. */
export async function createPayment(stored: DocumentData): Promise<StoredPayment> {
  const ref = paymentsCollection().doc();
  await ref.create(stored);
  return paymentFromDocument(ref.id, stored);
}

export const newPaymentId = () => paymentsCollection().doc().id;

/** Creates a payment in the caller's transaction (one paid from the balance: settled as it is created). */
export function createPaymentIn(tx: Transaction, payment: StoredPayment, now: Timestamp) {
  const { id, paidAt: _paidAt, createdAt: _createdAt, ...fields } = payment;
  tx.create(paymentsCollection().doc(id), { ...fields, paidAt: now, createdAt: now, updatedAt: now });
}

export async function updatePayment(id: string, changes: DocumentData) {
  await paymentsCollection().doc(id).update(changes);
}

/** The payment in the caller's transaction; null when there is no such payment. */
export async function readPaymentIn(tx: Transaction, id: string): Promise<StoredPayment | null> {
  const snapshot = await tx.get(paymentsCollection().doc(id));
  return snapshot.exists ? paymentFromDocument(snapshot.id, snapshot.data()!) : null;
}

export function updatePaymentIn(tx: Transaction, id: string, changes: DocumentData) {
  tx.update(paymentsCollection().doc(id), changes);
}

/** The admin payments list: newest first, optionally of one status and one kind (top-level equality filters). */
export interface AdminPaymentsQuery {
  status: string | null;
  kind: string | null;
  companyId?: string | null;
  createdFrom: Date | null;
  createdTo: Date | null;
}

function adminPaymentsQuery(filter: AdminPaymentsQuery): Query {
  let query: Query = paymentsCollection();
  if (filter.status) query = query.where('status', '==', filter.status);
  if (filter.kind) query = query.where('kind', '==', filter.kind);
  if (filter.companyId) query = query.where('companyId', '==', filter.companyId);
  if (filter.createdFrom) query = query.where('createdAt', '>=', filter.createdFrom);
  if (filter.createdTo) query = query.where('createdAt', '<', filter.createdTo);
  return query;
}

/** The payments of one provider, status and kind (any kind when null) among those `filter` selects, summed. */
export interface PaymentCell {
  provider: string;
  status: string;
  kind: string | null;
  count: number;
  amountPence: number;
  vatPence: number;
  /** Refunded to the card, with VAT, and to the prepaid balance, before VAT (set when a payment is refunded). */
  refundedToCardPence: number;
  refundedToBalancePence: number;
}

/**
 * The sums of the payments `filter` selects (its status aside), one aggregation per provider, status and kind:
 * equality filters that the single-field indexes merge (firestore.indexes.json), whatever the number of payments.
 */
export async function adminPaymentCells(
  filter: AdminPaymentsQuery,
  cells: ReadonlyArray<{ provider: string; status: string; kind: string | null }>,
): Promise<PaymentCell[]> {
  return Promise.all(
    cells.map(async (cell) => {
      const query = adminPaymentsQuery({ ...filter, status: cell.status, kind: cell.kind ?? filter.kind }).where(
        'provider',
        '==',
        cell.provider,
      );
      const data = (
        await query
          .aggregate({
            count: AggregateField.count(),
            amountPence: AggregateField.sum('amountPence'),
            refundedToBalancePence: AggregateField.sum('refundedToBalancePence'),
            refundedToCardPence: AggregateField.sum('refundedToCardPence'),
            vatPence: AggregateField.sum('vatPence'),
          })
          .get()
      ).data();
      return {
        ...cell,
        count: Number(data.count ?? 0),
        amountPence: Number(data.amountPence ?? 0),
        vatPence: Number(data.vatPence ?? 0),
        refundedToCardPence: Number(data.refundedToCardPence ?? 0),
        refundedToBalancePence: Number(data.refundedToBalancePence ?? 0),
      };
    }),
  );
}

export function adminPaymentsList(filter: AdminPaymentsQuery): ListSource<StoredPayment> {
  const query = adminPaymentsQuery(filter);
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => paymentFromDocument(doc.id, doc.data()) };
}

/** A company's payments of one kind, newest first, at most `limit`. */
export async function companyPaymentsOfKind(companyId: string, kind: string, limit: number): Promise<StoredPayment[]> {
  const snapshot = await paymentsCollection()
    .where('companyId', '==', companyId)
    .where('kind', '==', kind)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => paymentFromDocument(doc.id, doc.data()));
}

/** Payments owed an invoice or a credit note (two single-field equality queries: no composite index). */
export async function paymentsOwedDocuments(limit: number): Promise<StoredPayment[]> {
  const [invoices, credits] = await Promise.all([
    paymentsCollection().where('invoiceDue', '==', true).limit(limit).get(),
    paymentsCollection().where('creditNoteDue', '==', true).limit(limit).get(),
  ]);
  const byId = new Map([...invoices.docs, ...credits.docs].map((doc) => [doc.id, paymentFromDocument(doc.id, doc.data())]));
  return [...byId.values()];
}

/** A company's settled top-ups, newest first: the payments a refund to the card can be taken from. */
export async function companyTopUps(companyId: string, limit: number): Promise<StoredPayment[]> {
  return companyPaymentsOfKind(companyId, 'balance_top_up', limit).then((payments) => payments.filter((p) => p.status === 'succeeded'));
}
