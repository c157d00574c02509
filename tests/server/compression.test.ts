import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtFilePaths, chosenEncoding, onlyForFiles } from '../../server/platform/http/compression';

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

describe('the built files the static middleware is asked about', () => {
  it('lists every file once, as URL paths, leaving out the folders served elsewhere; only those reach the handler', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-built-'));
    for (const file of ['favicon.svg', 'images/a b.png', 'assets/app.js']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), 'x');
    }
    const files = builtFilePaths(root, ['assets']);
    expect([...files].sort()).toEqual(['/favicon.svg', '/images/a b.png']);

    const handled: string[] = [];
    const passed: string[] = [];
    const middleware = onlyForFiles(files, (req) => void handled.push(req.path));
    for (const requested of ['/favicon.svg', '/images/a%20b.png', '/dangers', '/assets/app.js', '/%E0%A4%A']) {
      middleware({ path: requested } as never, {} as never, () => passed.push(requested));
    }
    expect(handled).toEqual(['/favicon.svg', '/images/a%20b.png']);
    expect(passed).toEqual(['/dangers', '/assets/app.js', '/%E0%A4%A']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
