import type { Auth } from 'firebase-admin/auth';
import type { AppConfig } from './config';
import type { IdTokenVerifier } from './auth/idTokens';

/** Process-wide services that resolvers need and that are created once at start-up. */
export interface Services {
  config: AppConfig;
  auth: Auth;
  /** The ID token check of every signed-in request, GraphQL and HTTP routes alike. */
  idTokens: IdTokenVerifier;
  /** The site's origin for links in e-mails: PUBLIC_URL, or the address the server listens on (set once listening). */
  siteUrl?: string;
}

let current: Services | null = null;

export function setServices(value: Services) {
  current = value;
}

export function services(): Services {
  if (!current) throw new Error('Services are not initialised');
  return current;
}

/**
 * The site's origin for links (e-mails, checkout returns): the one place that chooses it, from PUBLIC_URL or
 * the address the server listens on; null before either is known.
 */
export function siteUrl(): string | null {
  const { siteUrl: listening, config } = services();
  return config.publicUrl ?? listening ?? null;
}
