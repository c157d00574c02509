import { execFileSync } from 'node:child_process';

/**
 * The patched packages load parts a cold start's first page does not need only when they are used
 * (docs/decisions/0043-uncached-render-cost.md): zod its 40-odd locales (patches/zod+4.6.7.patch), Express its body
 * parsers and qs (patches/express+5.3.0.patch). Run in a fresh process, since this one may have loaded them.
 */
const inFreshNode = (script: string) => JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));

describe('zod as the server loads it', () => {
  it('loads only the English locale with zod, and every locale when asked for', () => {
    const result = inFreshNode(`
      const loaded = () => Object.keys(require.cache).filter((file) => /[\\\\/]zod[\\\\/]v4[\\\\/]locales[\\\\/]/.test(file)).length;
      const { z } = require('zod');
      const atStart = loaded();
      const message = z.string().safeParse(3).error.issues[0].message;
      const french = typeof z.locales.fr;
      const fromCore = typeof z.core.locales.de;
      console.log(JSON.stringify({ atStart, message, french, fromCore, afterwards: loaded() }));
    `);
    expect(result.atStart).toBe(1);
    expect(result.message).toBe('Invalid input: expected string, received number');
    expect(result).toMatchObject({ french: 'function', fromCore: 'function' });
    expect(result.afterwards).toBeGreaterThan(40);
  });
});

describe('Express as the server loads it', () => {
  it('loads the body parsers and qs only when a parser or the extended query parser is used, and they work', () => {
    const result = inFreshNode(`
      const loaded = (name) => Object.keys(require.cache).some((file) => file.includes('/node_modules/' + name + '/'));
      const express = require('express');
      const atStart = { bodyParser: loaded('body-parser'), qs: loaded('qs') };
      const app = express();
      app.set('query parser', 'extended');
      app.post('/', express.json(), (req, res) => res.json({ body: req.body, query: req.query }));
      const afterJson = loaded('body-parser');
      const server = app.listen(0, '127.0.0.1', async () => {
        const res = await fetch('http://127.0.0.1:' + server.address().port + '/?a[b]=1', {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 2 }),
        });
        const answer = await res.json();
        server.close();
        console.log(JSON.stringify({ atStart, afterJson, qsAfterQuery: loaded('qs'), answer, parsers: ['raw', 'text', 'urlencoded'].map((name) => typeof express[name]) }));
      });
    `);
    expect(result.atStart).toEqual({ bodyParser: false, qs: false });
    expect(result.afterJson).toBe(true);
    expect(result.qsAfterQuery).toBe(true);
    expect(result.answer).toEqual({ body: { x: 2 }, query: { a: { b: '1' } } });
    expect(result.parsers).toEqual(['function', 'function', 'function']);
  });
});
