import { execFileSync } from 'node:child_process';

/**
 * zod loads its 40-odd locales only when `locales` is read (patches/zod+4.6.7.patch): about 40 ms of a server's cold
 * start (docs/decisions/0043-uncached-render-cost.md). Run in a fresh process, since this one may have loaded them.
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
