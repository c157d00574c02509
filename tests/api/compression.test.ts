import zlib from 'node:zlib';
import { serverInfo } from '../support/api';

/** The raw bytes and headers, without fetch's transparent decompression. */
async function raw(path: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  const url = new URL(path, serverInfo().url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  it('sends a server-rendered page with Brotli or gzip, as the browser accepts, and plain otherwise', async () => {
    const br = await raw('/dangers', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const html = zlib.brotliDecompressSync(br.body).toString('utf8');
    expect(html).toContain('<h1>Spray Foam Insulation Dangers');

    const gzip = await raw('/dangers', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toContain('<h1>Spray Foam Insulation Dangers');

    const plain = await raw('/dangers', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<h1>Spray Foam Insulation Dangers');
  });

  it('sends a page rendered for one response only (the page cache bypassed) in the encoding the browser takes', async () => {
    const session = { cookie: '__session=compression-test' };
    const decoded = [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['identity', undefined, (body: Buffer) => body],
    ] as const;
    for (const [accept, encoding, decode] of decoded) {
      const res = await raw('/dangers', accept, session);
      expect({ accept, status: res.status, cache: res.headers['x-page-cache'], encoding: res.headers['content-encoding'] }).toEqual({
        accept,
        status: 200,
        cache: 'BYPASS',
        encoding,
      });
      expect(decode(res.body).toString('utf8')).toContain('<h1>Spray Foam Insulation Dangers');
    }
  });

  it('serves the built scripts precompressed, with their JavaScript type and a year of caching', async () => {
    const page = (await raw('/', 'identity')).body.toString('utf8');
    // The entry is added by the page's inline loader (docs/decisions/0054-strict-dynamic-csp.md).
    const entry = /s\.src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(entry).toBeTruthy();

    const plain = await raw(entry!, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await raw(entry!, accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode(res.body).equals(plain.body)).toBe(true);
    }
  });

  it('inlines the stylesheet and loads the scripts at low priority, so the first paint waits for no other request', async () => {
    const page = (await raw('/', 'identity')).body.toString('utf8');
    expect(page).not.toMatch(/<link rel="stylesheet"/);
    expect(page).toMatch(/<style>:root\{/);
    expect(page).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/main-[^"]+\.js" integrity="sha384-[^"]+">/,
    );
    expect(page).toMatch(/s\.fetchPriority='low'/);
  });
});
