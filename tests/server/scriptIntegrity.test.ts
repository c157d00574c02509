import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtFileIntegrity, subresourceIntegrity, withEntryLoaders, withIntegrity } from '../../server/platform/pages/scriptIntegrity';
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

  it('turns the entry script into a preload and a loader at the end of the body, so nothing it imports is parser-inserted', () => {
    const integrity = sri('assets/main-1.js');
    const { html, loaders } = withEntryLoaders(
      withIntegrity('<head><script type="module" crossorigin src="/assets/main-1.js"></script></head><body></body>', integrityOf),
    );
    expect(loaders).toHaveLength(1);
    expect(html).toBe(
      `<head><link rel="modulepreload" crossorigin href="/assets/main-1.js" integrity="${integrity}"></head><body><script>${loaders[0]}</script></body>`,
    );
    const added: Array<Record<string, string>> = [];
    const fakeDocument = { createElement: () => ({}), body: { appendChild: (script: Record<string, string>) => added.push(script) } };
    new Function('document', loaders[0])(fakeDocument);
    expect(added).toEqual([{ type: 'module', crossOrigin: 'anonymous', fetchPriority: 'low', integrity, src: '/assets/main-1.js' }]);
    expect(subresourceIntegrity(fs.readFileSync(path.join(root, 'assets/main-1.js')))).toBe(integrity);
  });

  it('refuses a page that names a script the build does not have, or one outside it', () => {
    expect(() => withIntegrity('<script type="module" src="/assets/gone-1.js"></script>', integrityOf)).toThrow(/gone-1\.js/);
    expect(integrityOf('../outside.js')).toBeNull();
  });

  it('gives the page preloads the same integrity', () => {
    const preloads = pagePreloader({ 'a.tsx': { file: 'assets/shared-1.js' } }, { a: ['a.tsx'] }, '', integrityOf);
    expect(preloads(['a'])).toEqual([{ href: '/assets/shared-1.js', integrity: sri('assets/shared-1.js') }]);
  });
});
