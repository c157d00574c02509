import type { DocumentData, Query } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { db, toDate } from '../../platform/firestore/firestore';
import type { Payment } from './payments.types';
import { isDocumentId } from '../../platform/documentId';

export const paymentsCollection = () => db().collection('payments');

/** A payment as stored: the GraphQL fields plus where the checkout returns the buyer. */
export interface StoredPayment extends Payment {
  successPath: string;
  cancelPath: string;
  /** Stripe's payment intent, known once the checkout completes; what a refund refers to. */
  providerPaymentRef: string | null;
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

/** The admin payments list: newest first, optionally of one status and one kind (top-level equality filters). */
export function adminPaymentsList(filter: { status: string | null; kind: string | null }): ListSource<StoredPayment> {
  let query: Query = paymentsCollection();
  if (filter.status) query = query.where('status', '==', filter.status);
  if (filter.kind) query = query.where('kind', '==', filter.kind);
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => paymentFromDocument(doc.id, doc.data()) };
}
