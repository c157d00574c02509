import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sameSecret } from '../crypto/sameSecret';

/**
 * The Auth emulator issues unsigned ID tokens (`alg: none`) and refresh tokens that are base64 JSON naming a
 * uid, and firebase-admin does not check signatures for emulator tokens, so anyone could edit a token's uid
 * or claims, or write a refresh token for any account. In the embedded default every token the emulator
 * issues passes through this process's proxy, which signs ID tokens with a key only this server holds
 * (HMAC-SHA256 in the token's empty signature part) and seals refresh tokens with the same key; the server
 * and the proxy accept only what they signed (docs/auth-front.md).
 */
export interface EmulatorTokenKey {
  sign(token: string): string;
  /** The token as the emulator issued it (unsigned), or null when it was not signed with this key. */
  verify(token: string): string | null;
  /** The refresh token the browser holds: the emulator's, with the account's `validSince` when it was issued. */
  sealRefreshToken(refresh: SealedRefreshToken): string;
  /** What sealRefreshToken sealed, or null for a token it did not seal (edited, made up, or the emulator's own). */
  openRefreshToken(token: string): SealedRefreshToken | null;
  /** The visitor's address as a joining server passes it to the owner's Auth front (./authFrontForwarder.ts). */
  sealClientAddress(address: string): string;
  /** What sealClientAddress sealed, or null. */
  openClientAddress(sealed: string): string | null;
}

export interface SealedRefreshToken {
  /** The emulator's refresh token, never given to a browser as it is. */
  emulatorToken: string;
  uid: string;
  /** The account's `validSince` (seconds) when the token was issued: a password change or revocation moves it. */
  validSince: string;
}

const UNSIGNED_TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.$/;
const SIGNED_TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
const SEALED_REFRESH_TOKEN = /^sfr1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
const MAX_REFRESH_TOKEN_LENGTH = 4096;

/** Reads the key kept in the data directory (created on first use), or a fresh one for a run kept in memory. */
export function loadEmulatorTokenKey(file: string | null): EmulatorTokenKey {
  let secret: Buffer;
  if (file && fs.existsSync(file)) {
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } else {
    secret = crypto.randomBytes(32);
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
    }
  }
  return emulatorTokenKey(secret);
}

export function emulatorTokenKey(secret: Buffer): EmulatorTokenKey {
  // Each kind of token is signed in its own domain, so one kind's signature never vouches for the other.
  const mac = (domain: 'id' | 'refresh' | 'client', signedPart: string) =>
    crypto
      .createHmac('sha256', secret)
      .update(domain === 'id' ? signedPart : `${domain}:${signedPart}`)
      .digest('base64url');
  return {
    sign(token) {
      const match = UNSIGNED_TOKEN.exec(token);
      if (!match) return token;
      return `${match[1]}.${match[2]}.${mac('id', `${match[1]}.${match[2]}`)}`;
    },
    verify(token) {
      const match = SIGNED_TOKEN.exec(token);
      if (!match || !sameSecret(mac('id', `${match[1]}.${match[2]}`), match[3])) return null;
      return `${match[1]}.${match[2]}.`;
    },
    sealRefreshToken(refresh) {
      const payload = Buffer.from(JSON.stringify([refresh.emulatorToken, refresh.uid, refresh.validSince])).toString('base64url');
      return `sfr1.${payload}.${mac('refresh', payload)}`;
    },
    openRefreshToken(token) {
      if (token.length > MAX_REFRESH_TOKEN_LENGTH) return null;
      const match = SEALED_REFRESH_TOKEN.exec(token);
      if (!match || !sameSecret(mac('refresh', match[1]), match[2])) return null;
      const [emulatorToken, uid, validSince] = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as string[];
      return { emulatorToken, uid, validSince };
    },
    sealClientAddress(address) {
      const payload = Buffer.from(address).toString('base64url');
      return `${payload}.${mac('client', payload)}`;
    },
    openClientAddress(sealed) {
      const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]+)$/.exec(sealed);
      if (!match || !sameSecret(mac('client', match[1]), match[2])) return null;
      return Buffer.from(match[1], 'base64url').toString('utf8');
    },
  };
}
