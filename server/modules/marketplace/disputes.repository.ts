import type { DocumentData, Query } from 'firebase-admin/firestore';
import { DISPUTE_REASON_LABELS, type DisputeReason } from '../../../common/marketplace';
import type { ListSource } from '../../platform/firestore/connection';
import { db, toDate, type Transaction } from '../../platform/firestore/firestore';
import {
  inChunks,
  plainData,
  SUBJECT_QUERY_LIMIT,
  withoutContact,
  type PreparedErasure,
  type SubjectContact,
  type SubjectRecord,
} from '../../platform/privacy/subjectRecords';

/**
 * This module owns `leadDisputes` (docs/decisions/0011-data-access.md): a buyer's dispute of a lead it
 * bought, decided by an administrator.
 */
const disputesCollection = () => db().collection('leadDisputes');

export interface StoredDispute {
  id: string;
  leadId: string;
  leadRef: string;
  companyId: string;
  companyName: string;
  companyEmail: string;
  paymentId: string;
  reason: string;
  note: string;
  /** For a lead paid from the balance: 'balance' or 'card'; null for a card payment. */
  refundTo: string | null;
  status: string;
  resolutionNote: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  /** The decision an administrator is carrying out (claimed before the refund), until it is recorded. */
  claim: { decision: string; by: string; at: Date } | null;
}

export function disputeFromDocument(id: string, data: DocumentData): StoredDispute {
  return {
    id,
    leadId: data.leadId,
    leadRef: data.leadRef,
    companyId: data.companyId,
    companyName: data.companyName ?? '',
    companyEmail: data.companyEmail ?? '',
    refundTo: data.refundTo ?? null,
    paymentId: data.paymentId,
    reason: data.reason,
    note: data.note ?? '',
    status: data.status,
    resolutionNote: data.resolutionNote ?? null,
    createdAt: toDate(data.createdAt)!,
    resolvedAt: toDate(data.resolvedAt),
    claim: data.claim ? { decision: data.claim.decision, by: data.claim.by, at: toDate(data.claim.at)! } : null,
  };
}

export async function getDisputes(ids: string[]): Promise<Map<string, StoredDispute>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const snaps = await db().getAll(...unique.map((id) => disputesCollection().doc(id)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, disputeFromDocument(s.id, s.data()!)]));
}

/** Lead disputes, newest first, optionally of one status. */
export function disputesList(status: string | null): ListSource<StoredDispute> {
  let query: Query = disputesCollection();
  if (status) query = query.where('status', '==', status);
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => disputeFromDocument(doc.id, doc.data()) };
}

export async function findDispute(id: string): Promise<StoredDispute | null> {
  const snap = await disputesCollection().doc(id).get();
  return snap.exists ? disputeFromDocument(snap.id, snap.data()!) : null;
}

export async function readDispute(tx: Transaction, id: string): Promise<StoredDispute | null> {
  const snap = await tx.get(disputesCollection().doc(id));
  return snap.exists ? disputeFromDocument(snap.id, snap.data()!) : null;
}

/** Creates the dispute in the caller's transaction; returns it as stored. */
export function createDispute(tx: Transaction, dispute: DocumentData): StoredDispute {
  const ref = disputesCollection().doc();
  tx.create(ref, dispute);
  return disputeFromDocument(ref.id, dispute);
}

export function updateDispute(tx: Transaction, id: string, changes: DocumentData) {
  tx.update(disputesCollection().doc(id), changes);
}

export const disputePath = (id: string) => `leadDisputes/${id}`;

/** Disputes waiting for a decision: a count() aggregation. */
export async function countOpenDisputes(): Promise<number> {
  return (await disputesCollection().where('status', '==', 'open').count().get()).data().count;
}

/** The buyers' disputes of these leads (companies' records: found and exported, their free text cleaned on erasure). */
export async function findDisputesOfLeads(leadIds: string[]): Promise<SubjectRecord[]> {
  const snapshots = await Promise.all(
    inChunks(leadIds, 30).map((chunk) => disputesCollection().where('leadId', 'in', chunk).limit(SUBJECT_QUERY_LIMIT).get()),
  );
  return snapshots
    .flatMap((snapshot) => snapshot.docs)
    .map((doc) => {
      const data = doc.data();
      return {
        kind: 'dispute' as const,
        id: doc.id,
        path: disputePath(doc.id),
        reference: typeof data.leadRef === 'string' ? data.leadRef : null,
        status: typeof data.status === 'string' ? data.status : null,
        createdAt: toDate(data.createdAt),
        summary: `Dispute by ${data.companyName ?? 'a company'}: ${DISPUTE_REASON_LABELS[data.reason as DisputeReason] ?? data.reason ?? ''}`,
        data: plainData(data),
      };
    });
}

/** Reads the disputes in the caller's transaction; `commit` removes the person's e-mail and phone from their notes. */
export async function prepareDisputeErasure(tx: Transaction, ids: string[], contact: SubjectContact): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(disputesCollection().doc(id))))).filter((snapshot) => snapshot.exists);
  const changed = snapshots.flatMap((snapshot) => {
    const changes: DocumentData = {};
    for (const field of ['note', 'resolutionNote']) {
      const text = snapshot.get(field);
      if (typeof text === 'string' && withoutContact(text, contact) !== text) changes[field] = withoutContact(text, contact);
    }
    return Object.keys(changes).length ? [{ ref: snapshot.ref, changes }] : [];
  });
  return {
    count: changed.length,
    commit(_by, now) {
      for (const { ref, changes } of changed) tx.update(ref, { ...changes, updatedAt: now });
    },
  };
}
