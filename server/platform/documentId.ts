/**
 * Whether a caller's id can name a Firestore document (docs/graphql-edge.md). Firestore refuses `/`, `.`,
 * `..`, `__…__` and empty ids with an error, and the embedded emulator keeps documents in plain objects, where
 * `constructor` or `__proto__` find Object's own members and stall the request. Our ids are auto-ids, slugs and
 * hashes, so anything longer than 128 characters is not one of ours either.
 */
export const MAX_DOCUMENT_ID_LENGTH = 128;

const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Why `id` cannot be a document id, or null when it can. */
export function documentIdProblem(id: string): string | null {
  if (id.length === 0) return 'An id cannot be empty';
  if (id.length > MAX_DOCUMENT_ID_LENGTH) return `An id has at most ${MAX_DOCUMENT_ID_LENGTH} characters`;
  if (id.includes('/')) return 'An id cannot contain "/"';
  if (id === '.' || id === '..' || /^__.*__$/.test(id) || OBJECT_MEMBERS.has(id)) return `"${id}" is not a valid id`;
  return null;
}

export const isDocumentId = (id: unknown): id is string => typeof id === 'string' && documentIdProblem(id) === null;
