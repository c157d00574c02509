import type { DocumentData } from 'firebase-admin/firestore';
import { Timestamp, toDate } from './firestore';

/**
 * Every admin change records who and when in the record's `history` array, and carries the `updatedAt` the
 * admin loaded (docs/requirements/admin-console.md#conflicts). One way to read, check and extend it.
 */
export interface HistoryEntryRecord {
  at: Date;
  by: string;
  action: string;
  note: string | null;
}

export function historyFromDocument(data: DocumentData): HistoryEntryRecord[] {
  const entries = Array.isArray(data.history) ? (data.history as DocumentData[]) : [];
  return entries.map((entry) => ({
    at: toDate(entry.at)!,
    by: String(entry.by ?? ''),
    action: String(entry.action ?? ''),
    note: entry.note ?? null,
  }));
}

/** True when the stored record changed since the admin loaded it (an unknown expectation never conflicts). */
export function changedSince(data: DocumentData, expectedUpdatedAt: Date | null | undefined): boolean {
  if (!expectedUpdatedAt) return false;
  const stored = toDate(data.updatedAt);
  return stored !== null && stored.getTime() !== expectedUpdatedAt.getTime();
}

/**
 * The fields to write for a change: the changes themselves, the history with one more entry and the new
 * `updatedAt`. Merge the result into the stored data to answer the record as it now is.
 */
export function withHistory(
  data: DocumentData,
  entry: { by: string; action: string; note?: string | null },
  changes: DocumentData,
  now: Timestamp = Timestamp.now(),
): DocumentData {
  const history = [
    ...(Array.isArray(data.history) ? data.history : []),
    { at: now, by: entry.by, action: entry.action, note: entry.note ?? null },
  ];
  return { ...changes, history, updatedAt: now };
}
