import { chosenEncoding } from '../../server/platform/compression';

const pick = (acceptEncoding?: string) =>
  chosenEncoding({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the response encoding', () => {
  it('is Brotli whenever the browser accepts it, whatever the order of the header', () => {
    expect(pick('gzip, deflate, br, zstd')).toBe('br'); // what Chrome sends
    expect(pick('br;q=0.5, gzip')).toBe('br');
    expect(pick('*')).toBe('br');
  });

  it('is gzip when Brotli is not accepted, and none when neither is', () => {
    expect(pick('gzip, deflate')).toBe('gzip');
    expect(pick('br;q=0, gzip')).toBe('gzip');
    expect(pick('identity')).toBeNull();
    expect(pick('*;q=0')).toBeNull();
    expect(pick('')).toBeNull();
    expect(pick()).toBeNull();
  });
});
