import type { DocumentData } from 'firebase-admin/firestore';
import { db, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';
import { inChunks, plainData, SUBJECT_QUERY_LIMIT, type PreparedErasure, type SubjectRecord } from '../../platform/privacy/subjectRecords';
import type { QuoteLine, QuoteLineKind } from '../../../common/quotes';

/**
 * This module owns `quotes`, `quoteRevisions` and `quoteMessages` (docs/decisions/0055-quotes-and-removal-records.md):
 * one quote per company per lead, its id `{leadId}_{companyId}`, so a second send is a revision of the same quote;
 * each revision `{quoteId}_{number}` is created once and never written again; the question thread's messages.
 */
const quotesCollection = () => db().collection('quotes');
const revisionsCollection = () => db().collection('quoteRevisions');
const messagesCollection = () => db().collection('quoteMessages');

export type QuoteStatus = 'sent' | 'accepted' | 'not_chosen' | 'declined';

export interface PricedLineRecord {
  label: string;
  netPence: number;
  vatRate: number;
  vatTreatment: string;
  vatLabel: string;
  vatPence: number;
}

/** One revision as sent: the lines, their VAT and totals as computed that day, never changed afterwards. */
export interface QuoteRevisionRecord {
  number: number;
  sentAt: Date;
  sentBy: { uid: string; email: string | null };
  lines: QuoteLine[];
  priced: {
    lines: PricedLineRecord[];
    netPence: number;
    vatPence: number;
    totalPence: number;
    vatByRate: Array<{ vatRate: number; netPence: number; vatPence: number }>;
    vatRegistered: boolean;
    supplyDate: string;
  };
  validUntil: string;
  earliestStart: string;
  durationDays: number;
  guarantee: { years: number; insuranceBacked: boolean; insurer: string | null };
  deposit: { amountPence: number; protected: boolean; protectedBy: string | null } | null;
  methodStatement: string;
  /** The line kinds added, removed or changed since the revision before; empty on the first. */
  changedKinds: QuoteLineKind[];
}

export interface StoredQuote {
  id: string;
  leadId: string;
  companyId: string;
  companyName: string;
  status: QuoteStatus;
  declineReason: string | null;
  decidedAt: Date | null;
  revisionCount: number;
  firstSentAt: Date;
  lastSentAt: Date;
  latest: QuoteRevisionRecord;
}

export interface StoredQuoteMessage {
  id: string;
  quoteId: string;
  from: 'homeowner' | 'company';
  text: string;
  at: Date;
}

export const quoteId = (leadId: string, companyId: string) => `${leadId}_${companyId}`;
const revisionId = (id: string, number: number) => `${id}_${number}`;

function revisionFromData(data: DocumentData): QuoteRevisionRecord {
  return { ...(data as QuoteRevisionRecord), sentAt: toDate(data.sentAt)! };
}

function quoteFromDocument(id: string, data: DocumentData): StoredQuote {
  return {
    id,
    leadId: String(data.leadId),
    companyId: String(data.companyId),
    companyName: String(data.companyName ?? ''),
    status: data.status as QuoteStatus,
    declineReason: typeof data.declineReason === 'string' ? data.declineReason : null,
    decidedAt: toDate(data.decidedAt),
    revisionCount: Number(data.revisionCount ?? 1),
    firstSentAt: toDate(data.firstSentAt)!,
    lastSentAt: toDate(data.lastSentAt)!,
    latest: revisionFromData(data.latest),
  };
}

function messageFromDocument(id: string, data: DocumentData): StoredQuoteMessage {
  return { id, quoteId: String(data.quoteId), from: data.from, text: String(data.text ?? ''), at: toDate(data.at)! };
}

const revisionData = (revision: QuoteRevisionRecord, now: Timestamp) => ({ ...revision, sentAt: now });

/** Every quote on a lead, in the caller's transaction (a handful: one per buyer). */
export async function readQuotesOfLead(tx: Transaction, leadId: string): Promise<StoredQuote[]> {
  const snapshot = await tx.get(quotesCollection().where('leadId', '==', leadId));
  return snapshot.docs.map((doc) => quoteFromDocument(doc.id, doc.data()));
}

export async function getQuote(id: string): Promise<StoredQuote | null> {
  const snap = await quotesCollection().doc(id).get();
  return snap.exists ? quoteFromDocument(snap.id, snap.data()!) : null;
}

/** Every quote on a lead, first sent first. */
export async function getQuotesOfLead(leadId: string): Promise<StoredQuote[]> {
  const snapshot = await quotesCollection().where('leadId', '==', leadId).get();
  return snapshot.docs
    .map((doc) => quoteFromDocument(doc.id, doc.data()))
    .sort((a, b) => a.firstSentAt.getTime() - b.firstSentAt.getTime());
}

/** A quote's first revision: the quote and its revision 1 are created together. */
export function createQuote(
  tx: Transaction,
  quote: { leadId: string; companyId: string; companyName: string },
  revision: QuoteRevisionRecord,
  now: Timestamp,
) {
  const id = quoteId(quote.leadId, quote.companyId);
  const stored = revisionData(revision, now);
  tx.create(revisionsCollection().doc(revisionId(id, revision.number)), { quoteId: id, leadId: quote.leadId, ...stored });
  tx.create(quotesCollection().doc(id), {
    ...quote,
    status: 'sent',
    declineReason: null,
    decidedAt: null,
    revisionCount: revision.number,
    firstSentAt: now,
    lastSentAt: now,
    latest: stored,
    updatedAt: now,
  });
}

/**
 * A further revision: created beside the earlier ones (never over them), and the quote points to it. A declined quote
 * the company revises is open again (`sent`) for the homeowner to accept.
 */
export function addRevision(tx: Transaction, quote: StoredQuote, revision: QuoteRevisionRecord, now: Timestamp) {
  const stored = revisionData(revision, now);
  tx.create(revisionsCollection().doc(revisionId(quote.id, revision.number)), { quoteId: quote.id, leadId: quote.leadId, ...stored });
  const reopened = quote.status === 'declined' ? { status: 'sent', declineReason: null, decidedAt: null } : {};
  tx.update(quotesCollection().doc(quote.id), {
    revisionCount: revision.number,
    lastSentAt: now,
    latest: stored,
    ...reopened,
    updatedAt: now,
  });
}

/** The homeowner's decision on a quote (accepted, not chosen, declined with its reason). */
export function writeQuoteDecision(tx: Transaction, id: string, status: QuoteStatus, declineReason: string | null, now: Timestamp) {
  tx.update(quotesCollection().doc(id), { status, declineReason, decidedAt: now, updatedAt: now });
}

export function addQuoteMessage(
  tx: Transaction,
  message: { quoteId: string; leadId: string; companyId: string; from: 'homeowner' | 'company'; text: string; byUid: string | null },
  now: Timestamp,
) {
  tx.create(messagesCollection().doc(), { ...message, at: now });
}

/** The threads of the given quotes, each oldest first. */
export async function getQuoteMessages(ids: string[]): Promise<Map<string, StoredQuoteMessage[]>> {
  const threads = new Map<string, StoredQuoteMessage[]>(ids.map((id) => [id, []]));
  const snapshots = await Promise.all(inChunks(ids, 30).map((chunk) => messagesCollection().where('quoteId', 'in', chunk).get()));
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const message = messageFromDocument(doc.id, doc.data());
    threads.get(message.quoteId)?.push(message);
  }
  for (const thread of threads.values()) thread.sort((a, b) => a.at.getTime() - b.at.getTime());
  return threads;
}

/* UK GDPR (privacy module): the homeowner's questions are theirs; a company's answers are the company's record. */

export async function findQuoteQuestionsOfLeads(leadIds: string[]): Promise<SubjectRecord[]> {
  const snapshots = await Promise.all(
    inChunks(leadIds, 30).map((chunk) => messagesCollection().where('leadId', 'in', chunk).limit(SUBJECT_QUERY_LIMIT).get()),
  );
  return snapshots
    .flatMap((snapshot) => snapshot.docs)
    .filter((doc) => doc.get('from') === 'homeowner' && !doc.get('erasedAt'))
    .map((doc) => ({
      kind: 'quote_question' as const,
      id: doc.id,
      path: `quoteMessages/${doc.id}`,
      reference: null,
      status: null,
      createdAt: toDate(doc.get('at')),
      summary: 'A question to a company about its quote',
      data: plainData(doc.data()),
    }));
}

/** Empties the homeowner's questions in the caller's transaction; the thread keeps that a question was asked. */
export async function prepareQuoteQuestionErasure(tx: Transaction, ids: string[]): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(messagesCollection().doc(id))))).filter(
    (snapshot) => snapshot.exists && snapshot.get('from') === 'homeowner' && !snapshot.get('erasedAt'),
  );
  return {
    count: snapshots.length,
    commit(by: string, now: Timestamp) {
      for (const snapshot of snapshots) tx.update(snapshot.ref, { text: '', erasedAt: now, erasedBy: by });
    },
  };
}
