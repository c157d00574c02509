import type { IncomingHttpHeaders } from 'node:http';

/** The only cookie Firebase Hosting forwards to Cloud Run: a request carrying it may be personal. */
const SESSION_COOKIE = /(^|;\s*)__session=/;

/**
 * Whether a request may come from someone signed in (an `Authorization` header or the `__session` cookie): no
 * shared cache (pages, stored query answers) answers it or keeps what it is answered.
 */
export function mayBeSignedIn(headers: IncomingHttpHeaders): boolean {
  return Boolean(headers.authorization) || SESSION_COOKIE.test(headers.cookie ?? '');
}
