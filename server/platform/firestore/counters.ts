import { db, type Transaction } from './firestore';

/**
 * `counters/{name}`: sequences several modules number their records with (lead references, certificate
 * numbers). Each counter document has one owner, the repository that calls this with its own name.
 */
const counterRef = (name: string) => db().collection('counters').doc(name);

/** The counter's stored fields, read in the caller's transaction; null before its first use. */
export async function readCounter(tx: Transaction, name: string): Promise<Record<string, unknown> | null> {
  const snapshot = await tx.get(counterRef(name));
  return snapshot.exists ? snapshot.data()! : null;
}

export function writeCounter(tx: Transaction, name: string, fields: Record<string, unknown>, options: { merge?: boolean } = {}) {
  tx.set(counterRef(name), fields, { merge: options.merge ?? false });
}
