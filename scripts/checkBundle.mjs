// `npm run check:bundle`: the JavaScript budget (docs/requirements/quality-targets.md#performance-budgets) for the built client (dist/client).
//
// - A public page's initial JavaScript is the entry of client/index.html with its modulepreloads (the
//   shell), plus what the entry loads for the page: for a text page the islands' starter; for a page hydrated
//   whole the app's chunk, the page's own chunk with its static imports and, for a page that queries as it
//   renders, Apollo Client's chunk (the lists in .vite/pages.json). Sizes are gzip level 9, the files the
//   server sends to browsers that accept gzip (Brotli is smaller still); the budgets are below. Islands (the
//   forms inside text pages) load when the browser is first idle or at the first interaction, and the consent
//   banner and web vitals load on use: they are listed, and checked for private code, but are not initial
//   JavaScript.
// - No public page's initial JavaScript may hold admin, company-area, Firebase Auth or playground code:
//   checked by strings only that code contains (each marker must be found in the admin or playground
//   chunks, so a stale marker fails instead of passing silently).
//
// Fails (exit 1) on a breach; prints the figures either way.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist/client');
/**
 * Pages hydrated whole that render without Apollo Client (forms and the calculator, which load it on use:
 * docs/decisions/0022-apollo-client-on-use.md): the form-page target itself.
 */
const FORM_BUDGET_BYTES = 130_000;
// Pages hydrated whole that query as they render (videos, the thank-you page, certificate look-ups, removal records) carry
// Apollo Client's code too: an interim ceiling (150 KB until 2026-11-23, raised step by step to 159 KB on 2026-11-29), 158 KB
// since the request page's parts only some visitors use load after it (2026-11-29).
// docs/requirements/quality-targets.md#performance-budgets says what is left to do.
const BUDGET_BYTES = 158_000;
/**
 * Pages held below their kind's budget, so that what they gain is weighed: the homeowner's request page, whose quotes'
 * compare view, actions, job record review, share links and survey are chunks loaded after it.
 */
const PAGE_BUDGETS = { 'homeowner-request/HomeownerRequestPage.tsx': 157_000 };
/** Text pages hydrate only their islands (docs/decisions/0021-text-pages-hydrate-islands.md): the target itself. */
const TEXT_BUDGET_BYTES = 110_000;
/** What the entry loads for a text page, and for any other page (client/src/entry-client.tsx). */
const ISLANDS = 'src/app/islands.ts';
const WHOLE_PAGE = 'src/app/hydrateApp.tsx';
/** React for a text page's islands and consent banner, loaded when the browser is idle or on use. */
const ISLAND_ROOT = 'src/app/islandRoot.tsx';
/** The islands (app/islandComponents.tsx): the call-back and survey forms beside the guides, and the forms of the single-company and guest-post pages. */
const ISLAND_WIDGETS = [
  'src/features/enquiries/CallbackForm.tsx',
  'src/features/enquiries/RicsSurveyForm.tsx',
  'src/features/removal-request/SingleCompanyQuoteForm.tsx',
  'src/features/guest-posts/GuestPostForm.tsx',
];
/** Loaded on use, not initial: the consent banner (until answered) and web vitals (when idle). */
const ON_USE = ['src/ui/ConsentBanner.tsx', 'src/lib/analytics/vitals.ts'];
/** Lazy chunks that are not public pages: the signed-in areas. */
const AREAS = ['src/app/AdminArea.tsx', 'src/app/CompanyArea.tsx'];
/** Strings that only admin, company-area, Firebase Auth or playground code contains. */
const PRIVATE_MARKERS = [
  'AdminLeads',
  'RegisterAdmin',
  'RecordLogin',
  '/admin/phone-tracking',
  'identitytoolkit.googleapis.com',
  'GraphiQL',
  'monaco-editor',
];

function fail(message) {
  console.error(`check:bundle: ${message}`);
  process.exit(1);
}

const htmlFile = path.join(DIST, 'index.html');
const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!fs.existsSync(htmlFile) || !fs.existsSync(manifestFile))
  fail('dist/client is missing or has no .vite/manifest.json: run npm run build:client first');
const html = fs.readFileSync(htmlFile, 'utf8');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const entryMatch = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html);
if (!entryMatch) fail('client/index.html has no module entry script');
const shell = new Set([entryMatch[1], ...[...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g)].map((m) => m[1])]);

/** Chunk files a manifest entry loads up front: its own file and its static imports, recursively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].file === entryMatch[1]);
if (!entryKey) fail(`the manifest has no entry for ${entryMatch[1]}`);
for (const file of closure(entryKey)) {
  if (!shell.has(file)) fail(`${file} is a static import of the entry but client/index.html does not preload it`);
}
const entryLazy = manifest[entryKey].dynamicImports ?? [];
for (const key of [ISLANDS, WHOLE_PAGE])
  if (!entryLazy.includes(key)) fail(`${key} is no longer a lazy chunk of the entry: update scripts/checkBundle.mjs`);
const allLazy = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
for (const key of [...ISLAND_WIDGETS, ...AREAS, ISLAND_ROOT, ...ON_USE])
  if (!allLazy.has(key)) fail(`${key} is no longer a lazy chunk: update scripts/checkBundle.mjs`);

const pagesFile = path.join(DIST, '.vite/pages.json');
if (!fs.existsSync(pagesFile)) fail('dist/client/.vite/pages.json is missing: run npm run build:client first');
const pageKeys = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
const textPagesSource = fs.readFileSync(path.join(ROOT, 'client/src/app/textPages.ts'), 'utf8');
const textPagesList = /new Set\(\[([^\]]*)\]\)/.exec(textPagesSource);
if (!textPagesList) fail('client/src/app/textPages.ts no longer lists TEXT_PAGES as new Set([...]): update scripts/checkBundle.mjs');
const textPages = new Set([...textPagesList[1].matchAll(/'([^']+)'/g)].map((m) => m[1]));
for (const id of textPages) if (!pageKeys[id]) fail(`the text page ${id} of client/src/app/textPages.ts is no lazy page of routes.tsx`);

// Deferred parts (lazyPage(…, { deferred: true })) load when the browser is idle, after the page hydrated: they are
// not the initial JavaScript of any page, so no page budget applies to them (client/src/app/lazyPage.tsx).
const routesSource = fs.readFileSync(path.join(ROOT, 'client/src/app/routes.tsx'), 'utf8');
const deferredParts = new Set(
  [...routesSource.matchAll(/lazyPage\(\s*'([^']+)',[^;]*?deferred: true/g)].map((m) => m[1]).filter((id) => !textPages.has(id)),
);
for (const id of deferredParts) if (!pageKeys[id]) fail(`the deferred part ${id} of routes.tsx is not in pages.json`);

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

// Several ids can share one module (a deferred part of a page): each module is one row, a text page if any id of it is.
// A page's modules are its own and, when it queries, Apollo Client's (src/app/withApollo.tsx), loaded before it hydrates.
const modules = new Map();
for (const [id, keys] of Object.entries(pageKeys)) {
  if (deferredParts.has(id)) continue;
  const row = modules.get(keys[0]) ?? { keys, text: false };
  row.text ||= textPages.has(id);
  modules.set(keys[0], row);
}
const rows = [...modules].map(([key, { keys, text }]) => {
  const files = text
    ? new Set([...shell, ...closure(ISLANDS)])
    : new Set([...shell, ...closure(WHOLE_PAGE), ...keys.flatMap((k) => [...closure(k)])]);
  const name = key.replace(/^src\/features\//, '');
  const queries = keys.length > 1;
  return {
    page: name,
    text,
    queries,
    files,
    bytes: total(files),
    budget: PAGE_BUDGETS[name] ?? (text ? TEXT_BUDGET_BYTES : queries ? BUDGET_BYTES : FORM_BUDGET_BYTES),
  };
});
rows.sort((a, b) => b.bytes - a.bytes);
for (const page of Object.keys(PAGE_BUDGETS))
  if (!rows.some((row) => row.page === page)) fail(`PAGE_BUDGETS names ${page}, which is no page any more: update scripts/checkBundle.mjs`);

// A page marked `queries: false` renders without Apollo Client: if its code holds useQuery, it would fail as it
// hydrates (docs/decisions/0022-apollo-client-on-use.md).
const USE_QUERY_CHUNK = /^assets\/useQuery-[\w-]+\.js$/;
if (!Object.values(manifest).some((chunk) => USE_QUERY_CHUNK.test(chunk.file)))
  fail('the build has no useQuery chunk any more: update USE_QUERY_CHUNK in scripts/checkBundle.mjs');

const problems = [];
console.log(
  `Public initial JavaScript, gzip (text pages, hydrated by islands: budget ${kb(TEXT_BUDGET_BYTES)}; form pages, hydrated whole without Apollo Client: budget ${kb(FORM_BUDGET_BYTES)}; pages hydrated whole that query: interim ceiling ${kb(BUDGET_BYTES)}):\n`,
);
console.log(`  ${'shell (entry + modulepreloads)'.padEnd(52)} ${kb(total(shell)).padStart(9)}`);
for (const row of rows) {
  const over = row.bytes > row.budget;
  if (over) problems.push(`${row.page}: ${kb(row.bytes)} is over its budget of ${kb(row.budget)}`);
  if (!row.text && !row.queries && [...row.files].some((file) => USE_QUERY_CHUNK.test(file)))
    problems.push(`${row.page} is marked queries: false in routes.tsx but its code queries (useQuery)`);
  const kind = row.text ? '(text) ' : row.queries ? '(queries) ' : '(form) ';
  const own = PAGE_BUDGETS[row.page] ? `  (budget ${kb(row.budget)})` : '';
  console.log(`  ${`${kind}${row.page}`.padEnd(52)} ${kb(row.bytes).padStart(9)}${own}${over ? '  OVER BUDGET' : ''}`);
}
const islandFiles = (key) => new Set([...closure(ISLAND_ROOT), ...closure(key)]);
for (const key of ISLAND_WIDGETS)
  console.log(`  ${`(island, deferred) ${key.replace(/^src\/features\//, '')}`.padEnd(52)} ${kb(total(islandFiles(key))).padStart(9)}`);
for (const key of ON_USE)
  console.log(`  ${`(loaded on use) ${key.replace(/^src\//, '')}`.padEnd(52)} ${kb(total(closure(key))).padStart(9)}`);

// Admin and playground code stays out of every public chunk.
const publicFiles = new Set([
  ...rows.flatMap((row) => [...row.files]),
  ...ISLAND_WIDGETS.flatMap((key) => [...islandFiles(key)]),
  ...ON_USE.flatMap((key) => [...closure(key)]),
]);
const privateFiles = new Set(
  [...AREAS.flatMap((key) => [...closure(key)]), ...closure('playground.html')].filter((file) => !publicFiles.has(file)),
);
const read = (file) => fs.readFileSync(path.join(DIST, file), 'utf8');
const privateText = [...privateFiles]
  .filter((file) => file.endsWith('.js'))
  .map(read)
  .join('\n');
for (const marker of PRIVATE_MARKERS) {
  if (!privateText.includes(marker))
    problems.push(`the marker ${JSON.stringify(marker)} is in no admin or playground chunk any more: update PRIVATE_MARKERS`);
}
for (const file of publicFiles) {
  const text = read(file);
  for (const marker of PRIVATE_MARKERS)
    if (text.includes(marker))
      problems.push(`${file}, loaded by public pages, contains ${JSON.stringify(marker)} (admin, Firebase Auth or playground code)`);
}
console.log(`\n  ${publicFiles.size} public chunks checked for ${PRIVATE_MARKERS.length} admin/playground markers`);

if (problems.length) {
  console.error(`\n${problems.map((p) => `✗ ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('\nWithin budget; no admin code in public chunks.');
