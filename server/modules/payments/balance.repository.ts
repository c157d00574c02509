import type { DocumentData } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { db, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { BalanceEntryKind, type BalanceEntry } from './balance.types';

/** `companyBalances/{companyId}`: the balance; `…/entries/{id}`: its ledger (docs/decisions/0050-prepaid-balance.md). */
const balanceDoc = (companyId: string) => db().collection('companyBalances').doc(companyId);
const entriesOf = (companyId: string) => balanceDoc(companyId).collection('entries');

/** An entry's id says what it is tied to, so one payment can never be entered twice. */
export const balanceEntryId = (kind: BalanceEntryKind, paymentId: string) => `${kind.toLowerCase()}-${paymentId}`;

export interface NewBalanceEntry {
  kind: BalanceEntryKind;
  /** Signed: credits positive, spends negative. */
  amountPence: number;
  paymentId: string;
  leadId?: string | null;
  description: string;
  by?: { uid: string; email: string | null } | null;
}

export interface BalanceInTransaction {
  balancePence: number;
  /** The entry `readBalanceIn` was asked to look for is in the ledger already (a replay). */
  entered: boolean;
  /** Writes the entry and the new balance (once per transaction: the read balance is the starting point). */
  enter(entry: NewBalanceEntry, now: Timestamp): number;
}

/**
 * A company's balance in the caller's transaction, and, for a write that may be replayed (a settlement, a
 * refund), whether that payment's entry of that kind is in the ledger already. Reads only, so the caller may read
 * more before it calls `enter`.
 */
export async function readBalanceIn(
  tx: Transaction,
  companyId: string,
  replayOf?: { kind: BalanceEntryKind; paymentId: string },
): Promise<BalanceInTransaction> {
  const [balance, entry] = await Promise.all([
    tx.get(balanceDoc(companyId)),
    replayOf ? tx.get(entriesOf(companyId).doc(balanceEntryId(replayOf.kind, replayOf.paymentId))) : null,
  ]);
  const balancePence = Number(balance.get('balancePence') ?? 0);
  return {
    balancePence,
    entered: entry?.exists === true,
    enter(entry, now) {
      const after = balancePence + entry.amountPence;
      tx.set(balanceDoc(companyId), { balancePence: after, updatedAt: now }, { merge: true });
      tx.create(entriesOf(companyId).doc(balanceEntryId(entry.kind, entry.paymentId)), {
        ...entry,
        leadId: entry.leadId ?? null,
        by: entry.by ?? null,
        balanceAfterPence: after,
        at: now,
      });
      return after;
    },
  };
}

export async function readBalance(companyId: string): Promise<number> {
  const snapshot = await balanceDoc(companyId).get();
  return Number(snapshot.get('balancePence') ?? 0);
}

function entryFromDocument(id: string, data: DocumentData): BalanceEntry {
  return {
    id,
    kind: data.kind,
    amountPence: data.amountPence,
    balanceAfterPence: data.balanceAfterPence,
    paymentId: data.paymentId,
    leadId: data.leadId ?? null,
    description: data.description ?? '',
    byEmail: data.by?.email ?? null,
    at: toDate(data.at)!,
  };
}

/** A company's ledger, newest first. */
export function balanceEntriesList(companyId: string): ListSource<BalanceEntry> {
  return {
    query: entriesOf(companyId),
    orderBy: [{ field: 'at', direction: 'desc' }],
    toNode: (doc) => entryFromDocument(doc.id, doc.data()),
  };
}
