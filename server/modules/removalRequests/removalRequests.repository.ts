import crypto from 'node:crypto';
import type { DocumentData, Query } from 'firebase-admin/firestore';
import { labelFor } from '../../../common/requestLabels';
import { readCounter, writeCounter } from '../../platform/firestore/counters';
import { db, runTransaction, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';
import { withHistory } from '../../platform/firestore/recordHistory';
import {
  districtOnly,
  ERASED,
  erasedAction,
  inChunks,
  matchesContact,
  plainData,
  uniqueRecords,
  SUBJECT_QUERY_LIMIT,
  type PreparedErasure,
  type SubjectContact,
  type SubjectRecord,
} from '../../platform/privacy/subjectRecords';
import type { DuplicateGuard, RemovalRequestReceipt } from './removalRequests.plan';

/**
 * This module owns `removalRequests`, `duplicateGuards` and the `counters/leads` sequence
 * (docs/decisions/0011-data-access.md). Every function reads or writes in the caller's transaction.
 */
const requestRef = (id: string) => db().collection('removalRequests').doc(id);
const guardRef = (id: string) => db().collection('duplicateGuards').doc(id);
const LEAD_COUNTER = 'leads';

/**
 * One guard document per phone and postcode, read inside the transaction, so two identical requests sent at
 * once cannot both create a lead (a query inside a transaction is not supported by the embedded emulator).
 */
export const duplicateGuardId = (phone: string, postcode: string) =>
  crypto.createHash('sha256').update(`${phone}|${postcode}`).digest('hex').slice(0, 32);

/**
 * The receipt of a request stored before under this id (a replayed idempotency key) and its lead's id, or null.
 * `firstLink`: whether the first link to its page still opens it (a request of its own, its link never replaced).
 */
export async function readStoredReceipt(
  tx: Transaction,
  requestId: string,
): Promise<{ receipt: Omit<RemovalRequestReceipt, 'requestPagePath'>; leadId: string | null; firstLink: boolean } | null> {
  const snap = await tx.get(requestRef(requestId));
  if (!snap.exists) return null;
  const data = snap.data()!;
  return {
    receipt: {
      requestId,
      reference: data.leadRef as string,
      estimateLowPence: data.estimate.lowPence as number,
      estimateHighPence: data.estimate.highPence as number,
      replayed: true,
    },
    leadId: typeof data.leadId === 'string' ? data.leadId : null,
    firstLink: data.status !== 'closed' && !data.duplicateOf && (data.homeownerLinkVersion ?? 1) === 1,
  };
}

/** The last lead number reserved (0 before the first). */
export async function readLeadSequence(tx: Transaction): Promise<number> {
  return ((await readCounter(tx, LEAD_COUNTER))?.value as number | undefined) ?? 0;
}

/** Records that every lead number up to `last` is reserved (server/modules/removalRequests/leadNumbers.ts). */
export function writeLeadSequence(tx: Transaction, last: number, now: Timestamp) {
  writeCounter(tx, LEAD_COUNTER, { value: last, updatedAt: now });
}

export async function readDuplicateGuard(tx: Transaction, guardId: string): Promise<DuplicateGuard | null> {
  const snap = await tx.get(guardRef(guardId));
  return snap.exists ? (snap.data() as DuplicateGuard) : null;
}

/** A request kept as a note on an earlier lead. */
export function createRequest(tx: Transaction, requestId: string, request: DocumentData) {
  tx.create(requestRef(requestId), request);
}

/** The records of a new request, except its lead (the marketplace's): the guard and the request. */
export function writeNewRequest(
  tx: Transaction,
  records: { requestId: string; guardId: string; guard: DocumentData | null; request: DocumentData },
) {
  if (records.guard) tx.set(guardRef(records.guardId), records.guard);
  tx.create(requestRef(records.requestId), records.request);
}

/** The lead ids of the stored requests among `requestIds` (missing requests are skipped). */
export async function leadIdsOfRequests(requestIds: string[]): Promise<string[]> {
  if (!requestIds.length) return [];
  const requests = await db().getAll(...requestIds.map((id) => requestRef(id)));
  return requests.flatMap((snap) => (snap.exists && typeof snap.get('leadId') === 'string' ? [snap.get('leadId') as string] : []));
}

/* UK GDPR subject requests (docs/requirements/privacy.md). */

const requestsCollection = () => db().collection('removalRequests');

function requestRecord(id: string, data: DocumentData): SubjectRecord {
  const property = data.property ?? {};
  return {
    kind: 'removal_request',
    id,
    path: `removalRequests/${id}`,
    reference: typeof data.leadRef === 'string' ? data.leadRef : null,
    status: typeof data.status === 'string' ? data.status : null,
    createdAt: toDate(data.createdAt),
    summary: [
      data.duplicateOf ? 'Quote request (repeat of an earlier one)' : 'Quote request',
      [property.type ? labelFor('property', property.type) : null, property.district ?? districtOnly(property.postcode)]
        .filter(Boolean)
        .join(', '),
    ]
      .filter(Boolean)
      .join(': '),
    data: plainData(data),
  };
}

/**
 * The requests of a person: by the top-level `homeownerEmail` / `homeownerPhone` (written since subject
 * requests exist), and by the leads found for them (`leadId`), which also finds requests stored before those
 * fields. Only requests whose homeowner has that e-mail or phone are answered.
 */
export async function findRequestsByContact(contact: SubjectContact, leadIds: string[]): Promise<SubjectRecord[]> {
  const queries: Query[] = [];
  if (contact.email) queries.push(requestsCollection().where('homeownerEmail', '==', contact.email));
  if (contact.phone) queries.push(requestsCollection().where('homeownerPhone', '==', contact.phone));
  for (const chunk of inChunks(leadIds, 30)) queries.push(requestsCollection().where('leadId', 'in', chunk));
  const snapshots = await Promise.all(queries.map((query) => query.limit(SUBJECT_QUERY_LIMIT).get()));
  const records = snapshots
    .flatMap((snapshot) => snapshot.docs)
    .filter((doc) => matchesContact(contact, doc.get('homeowner') ?? {}))
    .map((doc) => requestRecord(doc.id, doc.data()));
  return uniqueRecords(records);
}

/** Reads the requests in the caller's transaction; `commit` anonymises them and drops their duplicate guards. */
export async function prepareRequestErasure(tx: Transaction, ids: string[]): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(requestRef(id))))).filter((snapshot) => snapshot.exists);
  return {
    count: snapshots.length,
    commit(by, now) {
      for (const snapshot of snapshots) {
        const data = snapshot.data()!;
        const property = data.property ?? {};
        const job = data.job ?? {};
        if (typeof data.homeowner?.phone === 'string' && typeof property.postcode === 'string') {
          tx.delete(guardRef(duplicateGuardId(data.homeowner.phone, property.postcode)));
        }
        const changes = withHistory(
          data,
          { by, action: erasedAction(by) },
          {
            homeowner: { name: ERASED, email: ERASED, phone: ERASED },
            homeownerEmail: ERASED,
            homeownerPhone: ERASED,
            property: { ...property, postcode: districtOnly(property.postcode) },
            job: { ...job, notes: job.notes ? ERASED : (job.notes ?? '') },
            erasedAt: now,
          },
          now,
        );
        tx.update(snapshot.ref, changes);
      }
    },
  };
}

/* The homeowner's request page (docs/decisions/0041-homeowner-request-page.md). */

/** The version of the request's page link (links of an older version no longer open it) and its lead; null when none. */
export async function readHomeownerLink(requestId: string): Promise<{ version: number; leadId: string | null } | null> {
  if (!requestId || requestId.includes('/')) return null;
  const snap = await requestRef(requestId).get();
  if (!snap.exists || snap.get('status') === 'closed') return null;
  return { version: Number(snap.get('homeownerLinkVersion') ?? 1), leadId: (snap.get('leadId') as string | undefined) ?? null };
}

/** Makes every link sent so far stop working; answers the new version, or null when there is no such request. */
export async function replaceHomeownerLink(requestId: string, by: string, now: Timestamp): Promise<number | null> {
  return runTransaction(async (tx) => {
    const [replacement] = await readHomeownerLinkReplacements(tx, [requestId], by, now);
    if (!replacement) return null;
    replacement.commit();
    return replacement.version;
  });
}

/**
 * Replacing the links of these requests in the caller's transaction: read first (the requests that exist), then
 * `commit` with the caller's writes raises each one's link version, so every link sent so far stops working and
 * only links of the answered version open the page.
 */
export async function readHomeownerLinkReplacements(
  tx: Transaction,
  requestIds: string[],
  by: string,
  now: Timestamp,
): Promise<Array<{ requestId: string; version: number; commit(): void }>> {
  const snaps = await Promise.all(requestIds.map((id) => tx.get(requestRef(id))));
  return snaps
    .filter((snap) => snap.exists)
    .map((snap) => {
      const version = Number(snap.get('homeownerLinkVersion') ?? 1) + 1;
      return {
        requestId: snap.id,
        version,
        commit: () =>
          tx.update(snap.ref, { homeownerLinkVersion: version, homeownerLinkReplacedBy: by, homeownerLinkReplacedAt: now, updatedAt: now }),
      };
    });
}

/** The open requests (with a lead) of a homeowner's e-mail address, newest first, at most `limit`. */
export async function requestsOfEmail(email: string, limit: number): Promise<Array<{ id: string; reference: string; createdAt: Date }>> {
  const snap = await db().collection('removalRequests').where('homeownerEmail', '==', email).limit(limit).get();
  return snap.docs
    .filter((doc) => doc.get('status') !== 'closed' && doc.get('leadId'))
    .map((doc) => ({
      id: doc.id,
      reference: String(doc.get('leadRef') ?? ''),
      createdAt: toDate(doc.get('createdAt'))!,
    }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
