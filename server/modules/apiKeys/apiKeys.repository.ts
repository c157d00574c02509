import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { isApiKeyScope, type ApiKeyScope } from '../../../common/apiKeys';
import { db, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';

/**
 * `apiKeys/{id}`: a company's API keys (docs/decisions/0059-api-keys.md). The secret is never stored: `hash` is
 * the SHA-256 of the whole key, found by an equality query on each request. `lastUsedAt` is written at most
 * about once a minute per key; `revokedAt` set once refuses the key on every instance at its next request.
 */
const keys = () => db().collection('apiKeys');

export interface StoredApiKey {
  id: string;
  companyId: string;
  name: string;
  scopes: ApiKeyScope[];
  hash: string;
  /** The first characters of the key, shown so an owner can tell keys apart (`sfr_live_AbCd…`). */
  prefix: string;
  createdByUid: string;
  createdByEmail: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedBy: string | null;
}

function keyFrom(snap: DocumentSnapshot<DocumentData>): StoredApiKey | null {
  const data = snap.data();
  if (!data) return null;
  return {
    id: snap.id,
    companyId: String(data.companyId ?? ''),
    name: String(data.name ?? ''),
    scopes: (Array.isArray(data.scopes) ? data.scopes : []).filter(isApiKeyScope),
    hash: String(data.hash ?? ''),
    prefix: String(data.prefix ?? ''),
    createdByUid: String(data.createdByUid ?? ''),
    createdByEmail: typeof data.createdByEmail === 'string' ? data.createdByEmail : null,
    createdAt: toDate(data.createdAt) ?? new Date(0),
    expiresAt: toDate(data.expiresAt),
    lastUsedAt: toDate(data.lastUsedAt),
    revokedAt: toDate(data.revokedAt),
    revokedBy: typeof data.revokedBy === 'string' ? data.revokedBy : null,
  };
}

/** The key whose secret hashes to `hash`, as stored now; null when none. */
export async function findApiKeyByHash(hash: string): Promise<StoredApiKey | null> {
  const found = await keys().where('hash', '==', hash).limit(1).get();
  return found.empty ? null : keyFrom(found.docs[0]);
}

/** Most keys a company's list shows; a company holds at most API_KEYS_PER_COMPANY that are not revoked. */
const LIST_LIMIT = 100;

/** A company's keys, newest first (revoked ones too, which the screen shows as such). */
export async function companyApiKeys(companyId: string): Promise<StoredApiKey[]> {
  const found = await keys().where('companyId', '==', companyId).limit(LIST_LIMIT).get();
  return found.docs.map((doc) => keyFrom(doc)!).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** A company's keys in a transaction (creating one counts those not revoked). */
export async function readCompanyApiKeys(tx: Transaction, companyId: string): Promise<StoredApiKey[]> {
  const found = await tx.get(keys().where('companyId', '==', companyId).limit(LIST_LIMIT));
  return found.docs.map((doc) => keyFrom(doc)!);
}

export async function readApiKey(tx: Transaction, id: string): Promise<StoredApiKey | null> {
  return keyFrom(await tx.get(keys().doc(id)));
}

export function insertApiKey(tx: Transaction, key: Omit<StoredApiKey, 'id' | 'lastUsedAt' | 'revokedAt' | 'revokedBy'>): string {
  const ref = keys().doc();
  tx.create(ref, {
    companyId: key.companyId,
    name: key.name,
    scopes: key.scopes,
    hash: key.hash,
    prefix: key.prefix,
    createdByUid: key.createdByUid,
    createdByEmail: key.createdByEmail,
    createdAt: Timestamp.fromDate(key.createdAt),
    expiresAt: key.expiresAt ? Timestamp.fromDate(key.expiresAt) : null,
    lastUsedAt: null,
    revokedAt: null,
    revokedBy: null,
  });
  return ref.id;
}

export function markApiKeyRevoked(tx: Transaction, id: string, by: string, at: Date) {
  tx.update(keys().doc(id), { revokedAt: Timestamp.fromDate(at), revokedBy: by });
}

/** Records a use; the caller writes at most about once a minute per key (Firestore sustains ~1 write/s per document). */
export async function touchApiKey(id: string, at: Date): Promise<void> {
  await keys()
    .doc(id)
    .update({ lastUsedAt: Timestamp.fromDate(at) });
}
