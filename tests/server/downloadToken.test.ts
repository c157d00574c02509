import { signDownloadToken, verifyDownloadToken } from '../../server/modules/freeGuide/downloadToken';

const SECRET = 'unit-test-download-secret-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('download tokens', () => {
  it('round-trips the lead and the expiry (to the second) under the same key', () => {
    const token = signDownloadToken({ leadId: 'pl_abc', expiresAt: NOW + 24 * 3600_000 }, SECRET);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(verifyDownloadToken(token, SECRET, NOW)).toEqual({ ok: true, claims: { leadId: 'pl_abc', expiresAt: NOW + 24 * 3600_000 } });
  });

  it('calls a token expired from its expiry second on, and only when its signature is good', () => {
    const token = signDownloadToken({ leadId: 'pl_abc', expiresAt: NOW }, SECRET);
    expect(verifyDownloadToken(token, SECRET, NOW - 1)).toMatchObject({ ok: true });
    expect(verifyDownloadToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyDownloadToken(token, 'another-secret-of-at-least-32-characters', NOW + 1000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses changed payloads and signatures, other keys and junk', () => {
    const token = signDownloadToken({ leadId: 'pl_abc', expiresAt: NOW + 3600_000 }, SECRET);
    const [payload, signature] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ l: 'pl_abc', e: NOW / 1000 + 365 * 24 * 3600 })).toString('base64url');
    for (const bad of [
      `${longer}.${signature}`,
      `${payload}.${signature.slice(0, -5)}`,
      `${payload}.`,
      `.${signature}`,
      `${token}.extra`,
      'junk',
      '',
      'a'.repeat(10_000),
    ]) {
      expect(verifyDownloadToken(bad, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
    // A well-signed payload that is not the expected shape is refused too.
    const odd = Buffer.from(JSON.stringify({ l: 42, e: 'soon' })).toString('base64url');
    const crypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const mac = crypto.createHmac('sha256', SECRET).update(`free-guide-download.v1.${odd}`).digest('base64url');
    expect(verifyDownloadToken(`${odd}.${mac}`, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
