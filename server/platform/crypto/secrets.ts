import crypto from 'node:crypto';
import { db, runTransaction, Timestamp } from '../firestore/firestore';
import { logger } from '../logger';
import { services } from '../services';

/**
 * Signing keys the server needs whether or not an operator configured one. A configured value (an
 * environment variable) always wins. Without one, a random 256-bit key is created once and kept in
 * Firestore `meta/secrets`, so it is shared by every instance and survives restarts (in embedded mode the
 * data directory is saved to disk). A per-process random key would break every link on each restart or
 * on the next instance behind the load balancer. The document is readable only with Admin SDK
 * credentials: the security rules deny all client access.
 */
const cache = new Map<string, Promise<string>>();

export function persistedSecret(name: string, configured?: string | null): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = cache.get(name);
  if (!secret) {
    secret = loadOrCreate(name);
    cache.set(name, secret);
    // A failed read (Firestore unreachable) is not remembered: the next request tries again.
    secret.catch(() => cache.delete(name));
  }
  return secret;
}

/**
 * The key of every signed link (server/platform/crypto/signedToken.ts; each link kind signs with a purpose label of its
 * own): DOWNLOAD_SIGNING_SECRET, or the stored one.
 */
export const linkSigningSecret = () => persistedSecret('downloadSigningSecret', services().config.downloadSigningSecret);

async function loadOrCreate(name: string): Promise<string> {
  const ref = db().collection('meta').doc('secrets');
  const { value, created } = await runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).get(name);
    if (typeof existing === 'string' && existing.length >= 32) return { value: existing, created: false };
    const value = crypto.randomBytes(32).toString('base64url');
    tx.set(ref, { [name]: value, updatedAt: Timestamp.now() }, { merge: true });
    return { value, created: true };
  });
  // Logged once stored: an attempt refused at commit (another instance created the key first) created nothing.
  if (created)
    logger.info({ secret: name }, 'created a signing key in Firestore meta/secrets (set it in the environment to manage it yourself)');
  return value;
}
