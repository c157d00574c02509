import type { Auth } from 'firebase-admin/auth';
import type { AppConfig } from './config';

/** Process-wide services that resolvers need and that are created once at start-up. */
export interface Services {
  config: AppConfig;
  auth: Auth;
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
