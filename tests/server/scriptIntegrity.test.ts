import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtFileIntegrity, externalScriptHashes, subresourceIntegrity, withIntegrity } from '../../server/platform/pages/scriptIntegrity';
import { pagePreloader } from '../../server/platform/pages/pagePreloads';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'script-integrity-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'assets/main-1.js'), 'import "./shared-1.js";');
fs.writeFileSync(path.join(root, 'assets/shared-1.js'), 'export const shared = 1;');
const sri = (file: string) =>
  `sha384-${crypto
    .createHash('sha384')
    .update(fs.readFileSync(path.join(root, file)))
    .digest('base64')}`;
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the site's own scripts trusted by their bytes (docs/decisions/0054-strict-dynamic-csp.md)", () => {
  const integrityOf = builtFileIntegrity(root);

  it('adds integrity to each built script and module preload, and to nothing else', () => {
    const html =
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/assets/main-1.css">' +
      '<script type="module" crossorigin fetchpriority="low" src="/assets/main-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js"><script type="application/ld+json">{}</script>';
    expect(withIntegrity(html, integrityOf)).toBe(
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/assets/main-1.css">' +
        `<script type="module" crossorigin fetchpriority="low" src="/assets/main-1.js" integrity="${sri('assets/main-1.js')}"></script>` +
        `<link rel="modulepreload" crossorigin href="/assets/shared-1.js" integrity="${sri('assets/shared-1.js')}"><script type="application/ld+json">{}</script>`,
    );
  });

  it('names in the CSP the hash of each script tag, not of the preloads', () => {
    const html = withIntegrity(
      '<script type="module" src="/assets/main-1.js"></script><link rel="modulepreload" href="/assets/shared-1.js">',
      integrityOf,
    );
    expect(externalScriptHashes(html)).toEqual([`'${sri('assets/main-1.js')}'`]);
    expect(subresourceIntegrity(fs.readFileSync(path.join(root, 'assets/main-1.js')))).toBe(sri('assets/main-1.js'));
  });

  it('refuses a page that names a script the build does not have, or one outside it', () => {
    expect(() => withIntegrity('<script type="module" src="/assets/gone-1.js"></script>', integrityOf)).toThrow(/gone-1\.js/);
    expect(integrityOf('../outside.js')).toBeNull();
  });

  it('gives the page preloads the same integrity', () => {
    const preloads = pagePreloader({ 'a.tsx': { file: 'assets/shared-1.js' } }, { a: ['a.tsx'] }, '', integrityOf);
    expect(preloads(['a'])).toBe(
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shared-1.js" integrity="${sri('assets/shared-1.js')}">`,
    );
  });
});
