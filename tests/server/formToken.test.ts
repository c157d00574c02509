import { FORM_TOKEN_LIFETIME_MS, signFormToken, verifyFormToken } from '../../server/platform/submissions/formToken';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);

describe('form tokens', () => {
  it('gives back the time it was issued', () => {
    expect(verifyFormToken(signFormToken(NOW - 20_000, SECRET), SECRET, NOW)).toEqual({ ok: true, issuedAt: NOW - 20_000 });
  });

  it('refuses a missing token, another key, an edited time and junk', () => {
    const token = signFormToken(NOW, SECRET);
    const [, mac] = token.split('.');
    expect(verifyFormToken(null, SECRET, NOW)).toEqual({ ok: false, problem: 'missing' });
    expect(verifyFormToken('', SECRET, NOW)).toEqual({ ok: false, problem: 'missing' });
    expect(verifyFormToken(signFormToken(NOW, `${SECRET}x`), SECRET, NOW)).toEqual({ ok: false, problem: 'invalid' });
    expect(verifyFormToken(`${(NOW - 60_000).toString(36)}.${mac}`, SECRET, NOW)).toEqual({ ok: false, problem: 'invalid' });
    for (const junk of ['abc', 'a.b.c', `${token}.x`, '..', 'x'.repeat(500), `-1.${mac}`]) {
      expect(verifyFormToken(junk, SECRET, NOW)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('refuses tokens from the future and after their lifetime', () => {
    expect(verifyFormToken(signFormToken(NOW + 5 * 60_000, SECRET), SECRET, NOW)).toEqual({ ok: false, problem: 'invalid' });
    expect(verifyFormToken(signFormToken(NOW - FORM_TOKEN_LIFETIME_MS - 1, SECRET), SECRET, NOW)).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(verifyFormToken(signFormToken(NOW - FORM_TOKEN_LIFETIME_MS + 1, SECRET), SECRET, NOW).ok).toBe(true);
  });
});
