import type { DocumentData } from 'firebase-admin/firestore';
import { db, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';
import { readCounter, writeCounter } from '../../platform/firestore/counters';
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
 * The job records, removal records and share links (docs/decisions/0055-quotes-and-removal-records.md):
 * - `jobRecords/{leadId}__{companyId}`: the hired company's record of the job, saved as a draft, submitted to the
 *   homeowner, confirmed or sent back;
 * - `removalRecords/{number}`: what the public verify page shows, never edited (only `supersededBy` and
 *   `withdrawn` are ever added);
 * - `removalRecordShares/{sha256 of the token}`: a share link the homeowner made, deleted when revoked;
 * - `counters/removal-records-{year}`: the year's next sequence, written only by the transaction that issues.
 */
const jobRecordsCollection = () => db().collection('jobRecords');
const removalRecordsCollection = () => db().collection('removalRecords');
const sharesCollection = () => db().collection('removalRecordShares');

export const jobRecordId = (leadId: string, companyId: string) => `${leadId}__${companyId}`;

export type JobRecordStatus = 'draft' | 'submitted' | 'confirmed' | 'rejected';

export interface StoredMoistureReading {
  percent: number;
  where: string;
}
export interface StoredRoofArea {
  name: string;
  areaM2: number;
  readings: StoredMoistureReading[];
  defectsFound: string;
  defectsRepaired: string;
  beforePhotoIds: string[];
  afterPhotoIds: string[];
}
export interface StoredReinsulation {
  material: string;
  thicknessMm: number;
  lambdaWPerMK: number;
  areaM2: number;
}
/** What the company typed, as validated. */
export interface JobRecordContent {
  startedOn: string;
  finishedOn: string;
  roofAreas: StoredRoofArea[];
  waste: { transferNoteReference: string; carrier: string };
  reinsulation: StoredReinsulation | null;
}

export interface StoredJobRecord {
  id: string;
  leadId: string;
  companyId: string;
  status: JobRecordStatus;
  content: JobRecordContent;
  /** How many times it was sent to the homeowner. */
  submissions: number;
  submittedAt: Date | null;
  confirmedAt: Date | null;
  rejection: { reason: string; at: Date } | null;
  /** The removal record issued at the latest confirmation: its series (first version's number) and version. */
  removalRecord: { baseNumber: string; version: number; number: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

function jobRecordFrom(id: string, data: DocumentData): StoredJobRecord {
  const rejection = data.rejection as { reason: string; at: unknown } | null | undefined;
  return {
    id,
    leadId: String(data.leadId),
    companyId: String(data.companyId),
    status: data.status as JobRecordStatus,
    content: data.content as JobRecordContent,
    submissions: Number(data.submissions ?? 0),
    submittedAt: toDate(data.submittedAt),
    confirmedAt: toDate(data.confirmedAt),
    rejection: rejection ? { reason: String(rejection.reason), at: toDate(rejection.at)! } : null,
    removalRecord: (data.removalRecord as StoredJobRecord['removalRecord']) ?? null,
    createdAt: toDate(data.createdAt)!,
    updatedAt: toDate(data.updatedAt)!,
  };
}

export async function readJobRecord(tx: Transaction, id: string): Promise<StoredJobRecord | null> {
  const snap = await tx.get(jobRecordsCollection().doc(id));
  return snap.exists ? jobRecordFrom(snap.id, snap.data()!) : null;
}

export async function getJobRecord(id: string): Promise<StoredJobRecord | null> {
  const snap = await jobRecordsCollection().doc(id).get();
  return snap.exists ? jobRecordFrom(snap.id, snap.data()!) : null;
}

/** The lead's job records (one per hired company that recorded its job), oldest first. */
export async function jobRecordsOfLead(leadId: string): Promise<StoredJobRecord[]> {
  const snap = await jobRecordsCollection().where('leadId', '==', leadId).limit(20).get();
  return snap.docs.map((doc) => jobRecordFrom(doc.id, doc.data())).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export function writeJobRecord(tx: Transaction, id: string, fields: DocumentData, options: { create?: boolean } = {}) {
  const ref = jobRecordsCollection().doc(id);
  if (options.create) tx.create(ref, fields);
  else tx.update(ref, fields);
}

/* Removal records. */

export interface StoredRemovalArea {
  name: string;
  areaM2: number;
  lowestReadingPercent: number;
  highestReadingPercent: number;
}

/** The whitelist of decision 0055, and the evidence only a share link opens. */
export interface StoredRemovalRecord {
  number: string;
  baseNumber: string;
  version: number;
  year: number;
  sequence: number;
  jobRecordId: string;
  leadId: string;
  companyId: string;
  issuedAt: Date;
  district: string;
  companyName: string;
  /** The company's vetting on the day of issue: vetted, grace (approved before vetting was required) or not_vetted. */
  companyVetting: string;
  companyCertificate: { number: string; validUntil: Date } | null;
  startedOn: string;
  finishedOn: string;
  areas: StoredRemovalArea[];
  wasteTransferNoteReference: string;
  reinsulation: StoredReinsulation | null;
  supersededBy: string | null;
  withdrawn: { reason: string; at: Date; by: string } | null;
  /** Only through a share link: the photographs of each area, in the order of `areas`. */
  evidence: { areas: Array<{ beforePhotoIds: string[]; afterPhotoIds: string[] }> };
}

function removalRecordFrom(data: DocumentData): StoredRemovalRecord {
  const certificate = data.companyCertificate as { number: string; validUntil: unknown } | null;
  const withdrawn = data.withdrawn as { reason: string; at: unknown; by: string } | null;
  return {
    ...(data as StoredRemovalRecord),
    issuedAt: toDate(data.issuedAt)!,
    companyCertificate: certificate ? { number: certificate.number, validUntil: toDate(certificate.validUntil)! } : null,
    supersededBy: data.supersededBy ?? null,
    withdrawn: withdrawn ? { reason: withdrawn.reason, at: toDate(withdrawn.at)!, by: withdrawn.by } : null,
  };
}

export async function getRemovalRecord(number: string): Promise<StoredRemovalRecord | null> {
  const snap = await removalRecordsCollection().doc(number).get();
  return snap.exists ? removalRecordFrom(snap.data()!) : null;
}

/** Every removal record issued for a lead's jobs, every version (a handful). */
export async function removalRecordsOfLead(leadId: string): Promise<StoredRemovalRecord[]> {
  const snap = await removalRecordsCollection().where('leadId', '==', leadId).limit(100).get();
  return snap.docs.map((doc) => removalRecordFrom(doc.data()));
}

export async function readRemovalRecord(tx: Transaction, number: string): Promise<StoredRemovalRecord | null> {
  const snap = await tx.get(removalRecordsCollection().doc(number));
  return snap.exists ? removalRecordFrom(snap.data()!) : null;
}

const counterName = (year: number) => `removal-records-${year}`;

/** The year's next sequence, read in the issuing transaction (1 for the year's first). */
export async function readNextRemovalSequence(tx: Transaction, year: number): Promise<number> {
  const counter = await readCounter(tx, counterName(year));
  return Number(counter ? counter.next : 1) || 1;
}

/**
 * Creates the record, in the transaction that read the counter: a first version moves the year's sequence on, so a
 * number exists only with its record and is taken once; a correction takes its number from its series, not the counter.
 */
export function issueRemovalRecord(
  tx: Transaction,
  record: Omit<StoredRemovalRecord, 'issuedAt' | 'companyCertificate' | 'withdrawn'> & {
    issuedAt: Timestamp;
    companyCertificate: { number: string; validUntil: Timestamp } | null;
    withdrawn: null;
  },
) {
  if (record.version === 1)
    writeCounter(tx, counterName(record.year), { next: record.sequence + 1, updatedAt: record.issuedAt }, { merge: true });
  tx.create(removalRecordsCollection().doc(record.number), record);
}

/** The only two marks ever added to a stored record. */
export function markRemovalRecord(tx: Transaction, number: string, mark: { supersededBy: string } | { withdrawn: DocumentData }) {
  tx.update(removalRecordsCollection().doc(number), mark);
}

/* Share links: stored by the hash of their token only. */

export interface StoredShare {
  id: string;
  number: string;
  jobRecordId: string;
  createdAt: Date;
}

export async function findShareByHash(hash: string): Promise<StoredShare | null> {
  const snap = await sharesCollection().doc(hash).get();
  if (!snap.exists) return null;
  const data = snap.data()!;
  return { id: String(data.id), number: String(data.number), jobRecordId: String(data.jobRecordId), createdAt: toDate(data.createdAt)! };
}

export async function sharesOfJobRecord(jobRecordId: string): Promise<Array<StoredShare & { hash: string }>> {
  const snap = await sharesCollection().where('jobRecordId', '==', jobRecordId).limit(100).get();
  return snap.docs
    .map((doc) => ({
      hash: doc.id,
      id: String(doc.get('id')),
      number: String(doc.get('number')),
      jobRecordId,
      createdAt: toDate(doc.get('createdAt'))!,
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function createShare(hash: string, share: { id: string; number: string; jobRecordId: string; createdAt: Timestamp }) {
  await sharesCollection().doc(hash).create(share);
}

export async function deleteShare(hash: string) {
  await sharesCollection().doc(hash).delete();
}

/* UK GDPR subject requests (docs/requirements/privacy.md): job records are the hired company's records of its work. */

/** The job records of these leads: found and exported with the person's records, their free text cleaned on erasure. */
export async function findJobRecordsOfLeads(leadIds: string[]): Promise<SubjectRecord[]> {
  const snapshots = await Promise.all(
    inChunks(leadIds, 30).map((chunk) => jobRecordsCollection().where('leadId', 'in', chunk).limit(SUBJECT_QUERY_LIMIT).get()),
  );
  return snapshots
    .flatMap((snapshot) => snapshot.docs)
    .map((doc) => {
      const data = doc.data();
      const number = (data.removalRecord as { number?: string } | null)?.number;
      return {
        kind: 'job_record' as const,
        id: doc.id,
        path: `jobRecords/${doc.id}`,
        reference: number ?? null,
        status: typeof data.status === 'string' ? data.status : null,
        createdAt: toDate(data.createdAt),
        summary: `Job record of the hired company, ${data.content?.startedOn ?? '?'} to ${data.content?.finishedOn ?? '?'}`,
        data: plainData(data),
      };
    });
}

/** The job record's content with the person's e-mail and phone taken out of every text the company typed. */
function contentWithoutContact(content: JobRecordContent, contact: SubjectContact): JobRecordContent {
  const clean = (text: string) => withoutContact(text, contact);
  return {
    ...content,
    roofAreas: content.roofAreas.map((area) => ({
      ...area,
      name: clean(area.name),
      readings: area.readings.map((reading) => ({ ...reading, where: clean(reading.where) })),
      defectsFound: clean(area.defectsFound),
      defectsRepaired: clean(area.defectsRepaired),
    })),
    waste: { transferNoteReference: clean(content.waste.transferNoteReference), carrier: clean(content.waste.carrier) },
  };
}

/** Whether the company typed the person's e-mail or phone anywhere in the record. */
export const jobRecordNamesContact = (data: DocumentData, contact: SubjectContact) =>
  JSON.stringify(contentWithoutContact(data.content as JobRecordContent, contact)) !== JSON.stringify(data.content);

/**
 * Reads the job records in the caller's transaction; `commit` removes the person's e-mail and phone from their text.
 * The removal records issued from them hold no personal data (decision 0055's whitelist) and are never edited.
 */
export async function prepareJobRecordErasure(tx: Transaction, ids: string[], contact: SubjectContact): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(jobRecordsCollection().doc(id))))).filter((snapshot) => snapshot.exists);
  const changed = snapshots.filter((snapshot) => jobRecordNamesContact(snapshot.data()!, contact));
  return {
    count: changed.length,
    commit(_by, now) {
      for (const snapshot of changed)
        tx.update(snapshot.ref, { content: contentWithoutContact(snapshot.get('content') as JobRecordContent, contact), updatedAt: now });
    },
  };
}
