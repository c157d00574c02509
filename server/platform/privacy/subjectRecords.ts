import type { DocumentData } from 'firebase-admin/firestore';
import { Timestamp } from '../firestore/firestore';

/**
 * A UK GDPR subject request (docs/requirements/privacy.md) looks for one person in the collections of several
 * modules. Each owner's repository finds its records by the normalised e-mail or phone and anonymises them;
 * these are the shapes and rules they share.
 */
export interface SubjectContact {
  /** Trimmed, lower case; null when not searched for. */
  email: string | null;
  /** UK national form (07…); null when not searched for. */
  phone: string | null;
}

export type SubjectRecordKind =
  | 'removal_request'
  | 'lead'
  | 'callback'
  | 'contact_inquiry'
  | 'rics_survey'
  | 'guide_download'
  | 'mail'
  | 'dispute'
  | 'review'
  | 'quote_question'
  | 'job_record'
  | 'survey_report';

/** One record found about the person: what the admin sees, and the full stored document for the export. */
export interface SubjectRecord {
  kind: SubjectRecordKind;
  id: string;
  /** `collection/id`, as mail `related` lists name documents. */
  path: string;
  reference: string | null;
  status: string | null;
  createdAt: Date | null;
  /** One line for the admin: what the record is, without repeating the person's details. */
  summary: string;
  /** The stored document as plain JSON (timestamps as ISO strings). */
  data: Record<string, unknown>;
}

/** What an anonymised field holds afterwards. */
export const ERASED = 'erased';
export const erasedAction = (by: string) => `erased under UK GDPR by ${by}`;

/** True when the record's own e-mail or phone is the one searched for (queries may find more, e.g. a search term). */
export function matchesContact(contact: SubjectContact, record: { email?: unknown; phone?: unknown }): boolean {
  const email = typeof record.email === 'string' ? record.email.trim().toLowerCase() : null;
  const phone = typeof record.phone === 'string' ? record.phone.replace(/\s+/g, '') : null;
  return Boolean((contact.email && email === contact.email) || (contact.phone && phone === contact.phone));
}

/** Replaces every occurrence of the person's e-mail and phone in free text written by someone else. */
export function withoutContact(text: string, contact: SubjectContact): string {
  let result = text;
  for (const value of [contact.email, contact.phone]) {
    if (value) result = result.split(value).join(ERASED);
  }
  return result;
}

/** Plain JSON of a stored document: timestamps become ISO strings. */
export function plainData(value: unknown): never {
  if (value instanceof Timestamp) return value.toDate().toISOString() as never;
  if (value instanceof Date) return value.toISOString() as never;
  if (Array.isArray(value)) return value.map(plainData) as never;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as DocumentData).map(([key, inner]) => [key, plainData(inner)])) as never;
  }
  return value as never;
}

/** The records, each once, by path, in the order first found. */
export function uniqueRecords(records: SubjectRecord[]): SubjectRecord[] {
  return [...new Map(records.map((record) => [record.path, record])).values()];
}

/** Most queries and transactions here take at most this many ids at once (`in` allows 30). */
export function inChunks<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** A postcode reduced to its district (outward code): what stays of an erased address. */
export function districtOnly(postcode: unknown): string | null {
  return typeof postcode === 'string' && postcode.trim() ? postcode.trim().split(/\s+/)[0].toUpperCase() : null;
}

/** The reads of an erasure were made in the transaction; `commit` writes the anonymised records in it. */
export interface PreparedErasure {
  count: number;
  commit(by: string, now: Timestamp): void;
  /** Work outside the store once the transaction committed (deleting a stored file the record named). */
  afterCommit?(): Promise<void>;
}

/** Each lookup query reads at most this many documents: one person never has more records of a kind. */
export const SUBJECT_QUERY_LIMIT = 500;
