import { sameSecret } from '../../server/platform/crypto/sameSecret';

describe('sameSecret', () => {
  it('accepts only the expected value, as text or bytes, whatever the lengths', () => {
    expect(sameSecret('correct horse battery staple', 'correct horse battery staple')).toBe(true);
    expect(sameSecret(Buffer.from('c2lnbmF0dXJl', 'base64'), Buffer.from('signature'))).toBe(true);
    expect(sameSecret('correct horse battery stapl', 'correct horse battery staple')).toBe(false);
    expect(sameSecret('correct horse battery staplf', 'correct horse battery staple')).toBe(false);
    expect(sameSecret('', 'correct horse battery staple')).toBe(false);
    expect(sameSecret('x'.repeat(10_000), 'correct horse battery staple')).toBe(false);
  });
});
