import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The Auth emulator issues unsigned ID tokens (`alg: none`), and firebase-admin does not check signatures
 * for emulator tokens, so anyone could edit a token's uid or claims. In the embedded default every token
 * the emulator issues passes through this process's proxy, which signs it with a key only this server
 * holds (HMAC-SHA256 in the token's empty signature part); the server accepts only tokens it signed.
 */
export interface EmulatorTokenKey {
  sign(token: string): string;
  /** The token as the emulator issued it (unsigned), or null when it was not signed with this key. */
  verify(token: string): string | null;
}

const UNSIGNED_TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.$/;
const SIGNED_TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

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
  const mac = (signedPart: string) => crypto.createHmac('sha256', secret).update(signedPart).digest('base64url');
  return {
    sign(token) {
      const match = UNSIGNED_TOKEN.exec(token);
      if (!match) return token;
      return `${match[1]}.${match[2]}.${mac(`${match[1]}.${match[2]}`)}`;
    },
    verify(token) {
      const match = SIGNED_TOKEN.exec(token);
      if (!match) return null;
      const expected = Buffer.from(mac(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      return `${match[1]}.${match[2]}.`;
    },
  };
}
