import type { DocumentData, Query } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { db, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';
import { isDocumentId } from '../../platform/documentId';
import { InvoiceKind, type Invoice } from './invoices.types';

const invoicesCollection = () => db().collection('invoices');

/** One counter per series, written only by the transaction that issues a document of that series. */
const seriesCounter = (kind: InvoiceKind) =>
  db()
    .collection('counters')
    .doc(kind === InvoiceKind.INVOICE ? 'invoices' : 'creditNotes');

/** Keyed by the payment: a payment has at most one invoice and one credit note, however often issuing is retried. */
export const invoiceIdOf = (kind: InvoiceKind, paymentId: string) => `${kind === InvoiceKind.INVOICE ? 'inv' : 'cn'}-${paymentId}`;

export const isInvoiceId = (id: unknown): id is string => isDocumentId(id) && /^(inv|cn)-[A-Za-z0-9_-]{1,64}$/.test(id);

export function invoiceFromDocument(id: string, data: DocumentData): Invoice {
  return {
    id,
    kind: data.kind,
    number: data.number,
    sequence: data.sequence,
    issuedAt: toDate(data.issuedAt)!,
    supplyDate: toDate(data.supplyDate)!,
    paymentId: data.paymentId,
    companyId: data.companyId,
    supplier: { name: data.supplier.name, address: data.supplier.address, vatNumber: data.supplier.vatNumber ?? null },
    customer: { name: data.customer.name, address: data.customer.address ?? '', vatNumber: null },
    description: data.description,
    // Documents issued before quantity and unit price were stored were each for one item at its net price.
    quantity: data.quantity ?? 1,
    unitPricePence: data.unitPricePence ?? data.netPence,
    netPence: data.netPence,
    vatRatePercent: data.vatRatePercent,
    vatPence: data.vatPence,
    totalPence: data.totalPence,
    currency: data.currency ?? 'GBP',
    creditsInvoiceId: data.creditsInvoiceId ?? null,
    creditsInvoiceNumber: data.creditsInvoiceNumber ?? null,
    reason: data.reason ?? null,
    supplierConfigured: data.supplierConfigured !== false,
  };
}

export async function readInvoice(id: string): Promise<Invoice | null> {
  if (!isInvoiceId(id)) return null;
  const snapshot = await invoicesCollection().doc(id).get();
  return snapshot.exists ? invoiceFromDocument(snapshot.id, snapshot.data()!) : null;
}

export async function readInvoiceIn(tx: Transaction, id: string): Promise<Invoice | null> {
  const snapshot = await tx.get(invoicesCollection().doc(id));
  return snapshot.exists ? invoiceFromDocument(snapshot.id, snapshot.data()!) : null;
}

/** The last number the series used, read in the issuing transaction; 0 before its first document. */
export async function readSeriesNumberIn(tx: Transaction, kind: InvoiceKind): Promise<number> {
  return Number((await tx.get(seriesCounter(kind))).get('value') ?? 0);
}

/**
 * Stores a new document and moves its series on to its number, in the transaction that read the series:
 * a number is used only by a document that exists, and never twice (docs/decisions/0047-vat-invoices.md).
 */
export function createInvoiceIn(
  tx: Transaction,
  id: string,
  stored: Record<string, unknown> & { kind: InvoiceKind; sequence: number },
  now: Timestamp,
) {
  tx.set(seriesCounter(stored.kind), { value: stored.sequence, updatedAt: now });
  tx.create(invoicesCollection().doc(id), stored);
}

export interface InvoiceListFilter {
  companyId?: string | null;
  kind?: InvoiceKind | null;
  issuedFrom?: Date | null;
  issuedTo?: Date | null;
}

function filtered(filter: InvoiceListFilter): Query {
  let query: Query = invoicesCollection();
  if (filter.companyId) query = query.where('companyId', '==', filter.companyId);
  if (filter.kind) query = query.where('kind', '==', filter.kind);
  if (filter.issuedFrom) query = query.where('issuedAt', '>=', filter.issuedFrom);
  if (filter.issuedTo) query = query.where('issuedAt', '<', filter.issuedTo);
  return query;
}

/** Newest first. */
export function invoicesList(filter: InvoiceListFilter): ListSource<Invoice> {
  return {
    query: filtered(filter),
    orderBy: [{ field: 'issuedAt', direction: 'desc' }],
    toNode: (doc) => invoiceFromDocument(doc.id, doc.data()),
  };
}

/** Every document issued in [from, to), at most `limit`, oldest first. */
export async function invoicesIssuedBetween(from: Date, to: Date, limit: number): Promise<Invoice[]> {
  const snapshot = await filtered({ issuedFrom: from, issuedTo: to }).orderBy('issuedAt', 'asc').limit(limit).get();
  return snapshot.docs.map((doc) => invoiceFromDocument(doc.id, doc.data()));
}
