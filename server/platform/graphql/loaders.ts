import DataLoader from 'dataloader';
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../firestore/firestore';

export type StoredDocument = DocumentData & { id: string };

/** Batches document reads of one collection into a single `getAll` per tick, cached for one request. */
export function documentLoader(collection: string) {
  return new DataLoader<string, StoredDocument | null>(async (ids) => {
    const refs = ids.map((id) => db().collection(collection).doc(id));
    const snapshots = await db().getAll(...refs);
    return snapshots.map((snap) => (snap.exists ? { id: snap.id, ...snap.data()! } : null));
  });
}

export function createLoaders() {
  return {
    users: documentLoader('users'),
    companies: documentLoader('companies'),
    leads: documentLoader('leads'),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
