// `npm run bench`: the performance figures of docs/benchmarks.md, each measured beside its baseline in the
// same run (rounds interleave the figure and its baseline, and the ratio of the medians is reported), so the
// ratios stay meaningful on a machine other work shares.
//
// Starts the production build (dist/, `npm run build` first) on the embedded Firestore in temporary data
// directories, seeds leads by cloning what one real quote submission stores, and measures with autocannon:
// cached and uncached pages against a bare Express server sending the same bytes; the public BlogIndex
// GraphQL query against a bare Express endpoint answering the same JSON; quote submissions at 10 and 50
// connections (0 errors required) and at 1,000 against 50,000 leads; start-up time by data size; event-loop
// stalls during persistence; the admin dashboard and leads table per data size with their Firestore reads
// per request; the lead purchase race (oversold must be 0); bundle sizes. Writes docs/benchmarks.md, whose
// "Gaps and their causes" section is then written by hand.
//
// Options: --duration=<s> per measurement (default 5), --rounds=<n> (default 3), --sizes=1000,10000,50000,
// --quick (1 s, 1 round, sizes 1000,5000: for trying the script), --out=<file>, --cpu-prof=<dir> (each server
// started writes a V8 CPU profile there when it stops, to find where time goes: not for the figures),
// --only=cold (only the cold-start and uncached tables, printed rather than written); --only=hot-documents
// (only the steady 20 submissions a second on two instances and the most-written document, printed); --only=graphql
// (only the public query beside bare Express, printed);
// --smoke (every section once, a second or so each, written to a temporary file: CI runs it so that a
// section the product's rules have broken fails the build; no figure is checked).
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { adminClients, confirmLocalPayment, createCompany, signIn, startLeadPurchase } from './lib/marketplaceFixture.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const SMOKE = args.smoke === 'true';
const QUICK = args.quick === 'true' || SMOKE;
const DURATION = Number(args.duration ?? (QUICK ? 1 : 5));
const ROUNDS = Number(args.rounds ?? (QUICK ? 1 : 3));
const SIZES = (args.sizes ?? (SMOKE ? '100,300' : QUICK ? '1000,5000' : '1000,10000,50000')).split(',').map(Number);
const OUT = SMOKE ? path.join(os.tmpdir(), `sfr-bench-smoke-${process.pid}.md`) : path.resolve(ROOT, args.out ?? 'docs/benchmarks.md');
/** Starts per page type in the cold-start table; the sustained submissions' seconds; companies in the purchase race. */
const COLD_ROUNDS = SMOKE ? 1 : Math.max(ROUNDS, 3) * 2;
const SUSTAINED_SECONDS = SMOKE ? 3 : QUICK ? 10 : 30;
const RACE_COMPANIES = SMOKE ? 5 : 20;
const CPU_PROFILES = args['cpu-prof'] ? path.resolve(args['cpu-prof']) : null;
const FORM_TOKEN_SECRET = 'bench-form-token-secret-0123456789abcdefghij';

const { signFormToken } = require(path.join(ROOT, 'dist/node/server/platform/submissions/formToken.js'));
const { loadStoredDocuments, encodeJson } = require(path.join(ROOT, 'dist/node/server/platform/firestore/journal.js'));
const { startEmbeddedFirestore } = require(path.join(ROOT, 'dist/node/server/platform/firestore/embeddedFirestore.js'));

const log = (...parts) => console.error('[bench]', ...parts);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 0) => Number(value.toFixed(digits));

// ---------------------------------------------------------------------------------------------- servers

/** Every process the bench spawns, killed when it exits, a section that throws included: none is left running. */
const children = new Set();
function spawnChild(...args) {
  const child = spawn(...args);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
process.once('exit', () => {
  // SIGTERM: each server stops what it started in turn (its Auth emulator).
  for (const child of children) child.kill('SIGTERM');
});

/** The Node flags of `npm run serve` (package.json), so the figures are those of the server as it is run. */
const SERVE_NODE_FLAGS = (() => {
  const serve = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.serve;
  const match = /\bnode((?:\s+--\S+)*)\s+dist\/node\/server\/main\.js/.exec(serve);
  if (!match) throw new Error(`package.json's serve script is not "node [--flags] dist/node/server/main.js": ${serve}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
})();

/** Starts the built server as `npm run serve` does, on the embedded default with its data kept on disk. */
async function startServer(dataDir, env = {}) {
  const started = performance.now();
  const profile = CPU_PROFILES ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILES}`] : [];
  const child = spawnChild(process.execPath, [...SERVE_NODE_FLAGS, ...profile, path.join(ROOT, 'dist/node/server/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      FIRESTORE_PORT: '0',
      AUTH_EMULATOR_PORT: '0',
      DATA_DIR: dataDir,
      PERSIST_EMBEDDED_DATA: 'true',
      FORM_TOKEN_SECRET,
      DOWNLOAD_SIGNING_SECRET: 'bench-download-signing-secret-0123456789abcdef',
      ADMIN_REGISTRATION_KEY: 'bench-registration-key-0123456789',
      LOG_LEVEL: 'error',
      FIRESTORE_EMULATOR_HOST: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      // Answers carry extensions.firestoreReads, so the admin figures can show what each request reads.
      REPORT_FIRESTORE_READS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 300 s:\n${output}`)), 300_000);
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('SFR_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('SFR_READY '.length)));
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
  const startMs = performance.now() - started;
  return {
    dataDir,
    url: ready.url,
    auth: ready.auth,
    firestore: ready.firestore,
    startMs,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The baselines, in one process of their own: a bare Express server that sends stored bytes (pages) and stored
 * JSON (GraphQL), and a raw \`node:http\` server sending the same stored pages (the floor for the cached pages' tail).
 */
async function startBaseline() {
  const code = `
    const express = require(${JSON.stringify(require.resolve('express'))});
    const app = express();
    app.disable('x-powered-by');
    app.set('etag', false);
    const bodies = new Map();
    app.put('/__set/:name', express.raw({ type: () => true, limit: '20mb' }), (req, res) => {
      bodies.set(req.params.name, { body: req.body, type: req.get('x-type'), encoding: req.get('x-encoding') || null });
      res.end('ok');
    });
    app.get('/static/:name', (req, res) => {
      const entry = bodies.get(req.params.name);
      res.type(entry.type);
      if (entry.encoding) res.set('Content-Encoding', entry.encoding);
      res.end(entry.body);
    });
    app.post('/graphql', express.json(), (req, res) => {
      const entry = bodies.get('graphql');
      res.type('application/json').end(entry.body);
    });
    const server = app.listen(0, '127.0.0.1', () => {
      const raw = require('node:http').createServer((req, res) => {
        const entry = bodies.get(req.url.slice('/static/'.length));
        res.writeHead(200, { 'content-type': entry.type, ...(entry.encoding ? { 'content-encoding': entry.encoding } : {}), 'content-length': entry.body.length });
        res.end(entry.body);
      });
      raw.listen(0, '127.0.0.1', () => console.log('BASELINE ' + server.address().port + ' ' + raw.address().port));
    });
  `;
  const child = spawnChild(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port, rawPort] = await new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const match = /BASELINE (\d+) (\d+)/.exec(out);
      if (match) resolve([Number(match[1]), Number(match[2])]);
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    rawUrl: `http://127.0.0.1:${rawPort}`,
    async set(name, body, type, encoding) {
      await fetch(`${url}/__set/${name}`, {
        method: 'PUT',
        body,
        headers: { 'x-type': type, ...(encoding ? { 'x-encoding': encoding } : {}) },
      });
    },
    stop: () => child.kill('SIGTERM'),
  };
}

// ---------------------------------------------------------------------------------------------- load

/** Runs autocannon; returns requests per second and the error count (non-2xx, GraphQL errors, timeouts). */
async function load(options) {
  let bodyErrors = 0;
  const requests = options.requests?.map((request) => ({
    ...request,
    onResponse: options.checkBody
      ? (status, body) => {
          if (options.checkBody(status, body)) return;
          if (bodyErrors === 0) log(`first failed answer (${status}): ${String(body).slice(0, 300)}`);
          bodyErrors += 1;
        }
      : undefined,
  }));
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.duration ?? DURATION,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests,
    expectBody: undefined,
  });
  const errors = result.errors + result.timeouts + result.non2xx + bodyErrors;
  return { rps: result.requests.average, p99: result.latency.p99, errors, total: result.requests.total };
}

/** Interleaved rounds of a figure and its baseline; medians and their ratio. */
async function compare(name, measure, baseline) {
  const figure = [];
  const base = [];
  let errors = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    figure.push(await measure());
    base.push(await baseline());
    errors += figure.at(-1).errors;
  }
  const result = {
    name,
    rps: median(figure.map((a) => a.rps)),
    baseline: median(base.map((b) => b.rps)),
    p99: median(figure.map((a) => a.p99)),
    baselineP99: median(base.map((b) => b.p99)),
    errors,
  };
  result.ratio = result.rps / result.baseline;
  log(
    `${name}: ${round(result.rps)} req/s vs ${round(result.baseline)} (${round(result.ratio, 2)}), p99 ${result.p99} ms vs ${result.baselineP99} ms, errors ${errors}`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------- seeding

/** Every stored document of a data directory (snapshot and journal), as snapshot lines. */
const readStore = async (dir) => {
  const docs = await loadStoredDocuments(path.join(dir, 'firestore'));
  return { header: JSON.stringify({ version: 2, coversSegment: 0 }), docs: docs.map((doc) => ({ line: encodeJson(doc), name: doc.name })) };
};
/** The collections one quote submission writes to that grow with the leads (rate-limit counters and the like are left out). */
const GROWING = /\/documents\/(removalRequests|leads|mail|duplicateGuards)\//;

function submissionVariables() {
  const n = crypto.randomInt(400000000, 999999999);
  return {
    key: `bench-${crypto.randomUUID()}`,
    botCheck: { formToken: signFormToken(Date.now() - 20_000, FORM_TOKEN_SECRET) },
    input: {
      homeowner: { name: 'Bench Tester', email: `bench.${n}@example.com`, phone: `07${n}` },
      property: { postcode: 'sw1a1aa', type: 'semi', bedrooms: 3 },
      job: { foamType: 'open', locations: ['loft'], areaM2: 60, access: 'easy', urgency: 'asap', reason: 'selling', extras: [], notes: '' },
      consent: { terms: true, marketing: false },
    },
  };
}
const SUBMIT = `mutation Submit($input: RemovalRequestInput!, $key: String!, $botCheck: BotCheckInput) {
  submitRemovalRequest(input: $input, idempotencyKey: $key, botCheck: $botCheck) { requestId reference }
}`;
const randomIp = () => `198.51.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const graphqlHeaders = () => ({ 'content-type': 'application/json', 'x-forwarded-for': randomIp() });

async function submitOne(url) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: graphqlHeaders(),
    body: JSON.stringify({ query: SUBMIT, variables: submissionVariables() }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`submission failed: ${JSON.stringify(body.errors)}`);
  return body.data.submitRemovalRequest;
}

/**
 * A data directory template: the server's own seed, then what one quote submission stores (request, lead,
 * e-mails…). seedDir(n) clones that group to n leads in a snapshot (ids replaced), as if n quotes had come in.
 */
async function makeTemplate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-bench-template-'));
  const server = await startServer(dir);
  await server.stop(); // the seeded site, compacted at stop
  const before = new Set((await readStore(dir)).docs.map((doc) => doc.name));
  const again = await startServer(dir);
  await submitOne(again.url);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the outbox sends the e-mails
  await again.stop();
  const after = await readStore(dir);
  const group = after.docs
    .filter((doc) => !before.has(doc.name) && GROWING.test(doc.name))
    // Cloned e-mails count as sent: the outbox must not try to send thousands at start.
    .map((doc) => ({ ...doc, line: doc.line.replace('"status":{"string_value":"pending"}', '"status":{"string_value":"sent"}') }));
  const ids = [...new Set(group.map((doc) => doc.name.split('/').at(-1)))];
  log(
    `template: ${after.docs.length} documents; one submission stores ${group.length} (${group.map((d) => d.name.split('/').at(-2)).join(', ')})`,
  );
  return { dir, base: after, group, ids };
}

/** The embedded store's own start on a data directory (in this process): load, then stop. */
async function storeLoadMs(dir) {
  const started = performance.now();
  const store = await startEmbeddedFirestore({ dataDir: path.join(dir, 'firestore') });
  const ms = performance.now() - started;
  // Persistence: a compaction rewrites the whole snapshot in the background; the longest event-loop delay meanwhile.
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const compactStarted = performance.now();
  await store.compact();
  delay.disable();
  const compactMs = performance.now() - compactStarted;
  await store.stop();
  return { ms, compactMs, maxStallMs: delay.max / 1e6 };
}

function seedDir(template, leads) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sfr-bench-${leads}-`));
  fs.cpSync(template.dir, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'firestore'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'firestore'));
  const lines = [template.base.header, ...template.base.docs.map((doc) => doc.line)];
  const pattern = new RegExp(template.ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  // Each clone gets its own ids and times 10 s apart, going back from the template's (as leads that came in
  // one after another: lists sorted by time then have no ties, as in real data). Duplicate guards keep
  // theirs: moved back, they would expire and be swept during the run.
  const clone = (i) =>
    template.group.map((doc) => {
      const line = doc.line.replace(pattern, (id) => `${id.slice(0, 12)}b${i.toString(36)}`);
      return doc.name.includes('/duplicateGuards/')
        ? line
        : line.replace(/"seconds":(\d+)/g, (_, seconds) => `"seconds":${Number(seconds) - i * 10}`);
    });
  for (let i = 1; i < leads - 1; i += 1) lines.push(...clone(i));
  const file = path.join(dir, 'firestore', 'snapshot.ndjson');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  // The last lead as one journaled commit: the store folds it into the snapshot at start, so the compaction
  // measured below rewrites the whole snapshot (a start with nothing journaled leaves the snapshot alone).
  const journal = path.join(dir, 'firestore', 'journal-00000001.ndjson');
  fs.writeFileSync(journal, `{"docs":[${clone(leads - 1).join(',')}]}\n`);
  return { dir, bytes: fs.statSync(file).size + fs.statSync(journal).size };
}

// ---------------------------------------------------------------------------------------------- figures

async function pageFigures(server, baseline) {
  const blogPath = await firstPostPath(server.url);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'guide', path: '/dangers' },
    { name: 'blog post', path: blogPath },
  ];
  const results = [];
  const tails = [];
  for (const page of pages) {
    const url = `${server.url}${page.path}`;
    await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    const bytes = Buffer.from(await res.arrayBuffer()); // fetch decodes: store the identity bytes and compress them as sent
    const raw = await rawGet(url, { 'accept-encoding': 'br' });
    await baseline.set(page.name.replace(' ', '-'), raw.body, 'text/html; charset=utf-8', raw.headers['content-encoding']);
    page.bytes = raw.body.length;
    page.identityBytes = bytes.length;
    const headers = { 'accept-encoding': 'br' };
    results.push(
      await compare(
        `cached ${page.name} (${page.path})`,
        () => load({ url, headers }),
        () => load({ url: `${baseline.url}/static/${page.name.replace(' ', '-')}`, headers }),
      ),
    );
    tails.push(
      await compare(
        `cached ${page.name} at 20 connections, beside raw node:http`,
        () => load({ url, headers, connections: 20 }),
        () => load({ url: `${baseline.rawUrl}/static/${page.name.replace(' ', '-')}`, headers, connections: 20 }),
      ),
    );
  }
  const uncached = await compare(
    'uncached guide (rendered per request)',
    () => load({ url: `${server.url}/dangers`, headers: { 'accept-encoding': 'br', cookie: '__session=bench' } }),
    () => load({ url: `${baseline.url}/static/guide`, headers: { 'accept-encoding': 'br' } }),
  );
  return { pages, results, tails, uncached };
}

async function rawGet(url, headers) {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function firstPostPath(url) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ posts(first: 1) { nodes { slug } } }' }),
  });
  const body = await res.json();
  return `/blog/${body.data.posts.nodes[0].slug}`;
}

const BLOG_INDEX = fs
  .readFileSync(path.join(ROOT, 'client/src/features/blog/blog.operations.ts'), 'utf8')
  .match(/graphql\(`\s*(query BlogIndex[\s\S]*?)`\)/)[1];

async function graphqlFigures(server, baseline) {
  const body = JSON.stringify({ query: BLOG_INDEX, variables: { page: 1, pageSize: 9, category: null }, operationName: 'BlogIndex' });
  const headers = { 'content-type': 'application/json' };
  const answer = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
  const json = await answer.text();
  if (JSON.parse(json).errors) throw new Error(`BlogIndex failed: ${json}`);
  await baseline.set('graphql', Buffer.from(json), 'application/json');
  const check = (status, text) => status === 200 && !text.includes('"errors"');
  const result = await compare(
    'public BlogIndex query',
    () =>
      load({
        url: `${server.url}/graphql`,
        method: 'POST',
        headers,
        body,
        checkBody: check,
        requests: [{ method: 'POST', body, headers }],
      }),
    () => load({ url: `${baseline.url}/graphql`, method: 'POST', headers, body }),
  );
  // The same query as an automatic persisted query: the hash only, by GET (cacheable by a CDN).
  const hash = crypto.createHash('sha256').update(BLOG_INDEX).digest('hex');
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
  const variables = JSON.stringify({ page: 1, pageSize: 9, category: null });
  const apqUrl = `${server.url}/graphql?operationName=BlogIndex&variables=${encodeURIComponent(variables)}&extensions=${encodeURIComponent(extensions)}`;
  await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      query: BLOG_INDEX,
      variables: JSON.parse(variables),
      operationName: 'BlogIndex',
      extensions: JSON.parse(extensions),
    }),
  });
  const apq = await (await fetch(apqUrl, { headers: { 'apollo-require-preflight': 'true' } })).json();
  result.apq = apq.errors ? `not answered: ${apq.errors[0].message}` : 'answered by hash';
  return result;
}

/** Transactions the embedded store refused so far (each one retried by a client), from its owner's /healthz. */
async function transactionRetries(owner) {
  const health = await (await fetch(`${owner.url}/healthz`)).json();
  return health.transactions?.aborted ?? 0;
}

/**
 * Quote submissions spread over servers that share one store (the first owns it, the others joined it on its
 * DATA_DIR), each taking an equal share of the connections at once; the store's transaction retries meanwhile.
 */
async function submissionFigures(servers, connections) {
  const list = Array.isArray(servers) ? servers : [servers];
  const retriesBefore = await transactionRetries(list[0]);
  const journalBefore = journalSizes(list[0].dataDir);
  const startedAt = performance.now();
  const results = await Promise.all(list.map((server) => oneServerSubmissions(server, Math.max(1, Math.round(connections / list.length)))));
  const seconds = (performance.now() - startedAt) / 1000;
  const result = {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    total: results.reduce((sum, r) => sum + r.total, 0),
    retries: (await transactionRetries(list[0])) - retriesBefore,
    hottest: hottestDocument(list[0].dataDir, journalBefore, seconds),
  };
  log(
    `submissions at ${connections} connections on ${list.length} instance(s): ${round(result.rps, 1)}/s, errors ${result.errors}, transaction retries ${result.retries}; most-written document ${result.hottest.name} at ${round(result.hottest.perSecond, 2)} writes/s`,
  );
  return result;
}

/** The size of each journal segment of a data directory now (docs/decisions/0001-embedded-firestore.md). */
function journalSizes(dataDir) {
  const dir = path.join(dataDir, 'firestore');
  return new Map(
    fs
      .readdirSync(dir)
      .filter((name) => /^journal-\d+\.ndjson$/.test(name))
      .map((name) => [name, fs.statSync(path.join(dir, name)).size]),
  );
}

/**
 * The document written most often since `before` (journal sizes), from the journal: each line is one commit
 * and names every document it wrote. A segment compacted away meanwhile would be missed, so it is reported.
 */
function hottestDocument(dataDir, before, seconds) {
  const dir = path.join(dataDir, 'firestore');
  const writes = new Map();
  let commits = 0;
  for (const [name, size] of journalSizes(dataDir)) {
    const text = fs
      .readFileSync(path.join(dir, name))
      .subarray(before.get(name) ?? 0, size)
      .toString('utf8');
    for (const line of text.split('\n')) {
      if (!line) continue;
      commits += 1;
      for (const doc of JSON.parse(line).docs) writes.set(doc.name, (writes.get(doc.name) ?? 0) + 1);
    }
  }
  const compactedAway = [...before.keys()].some((name) => !fs.existsSync(path.join(dir, name)));
  const [name, count] = [...writes].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  return {
    name: name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''),
    count,
    perSecond: count / seconds,
    commits,
    compactedAway,
  };
}

/**
 * Quote submissions at a steady `rate` a second for `seconds`, spread over the servers: the most-written
 * document of the store meanwhile, from its journal (the target: at most 1 write a second at 20 submissions a second).
 */
async function sustainedSubmissions(servers, rate, seconds) {
  const journalBefore = journalSizes(servers[0].dataDir);
  const startedAt = performance.now();
  const results = await Promise.all(
    servers.map((server) => oneServerSubmissions(server, 5, { overallRate: rate / servers.length, duration: seconds })),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const result = {
    rate,
    seconds,
    instances: servers.length,
    rps: results.reduce((sum, r) => sum + r.total, 0) / elapsed,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    hottest: hottestDocument(servers[0].dataDir, journalBefore, elapsed),
  };
  log(
    `sustained ${rate} submissions/s for ${seconds} s on ${servers.length} instance(s): ${round(result.rps, 1)}/s, errors ${result.errors}; most-written document ${result.hottest.name}, ${result.hottest.count} writes, ${round(result.hottest.perSecond, 2)}/s`,
  );
  return result;
}

async function oneServerSubmissions(server, connections, pacing = {}) {
  const requests = [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        headers: graphqlHeaders(),
        body: JSON.stringify({ query: SUBMIT, variables: submissionVariables() }),
      }),
    },
  ];
  const check = (status, text) => status === 200 && !text.includes('"errors"');
  return load({ url: `${server.url}/graphql`, method: 'POST', connections, requests, checkBody: check, ...pacing });
}

/** Longest answer of a cached page (served from memory) probed every 10 ms while `during` runs: an upper bound of event-loop stalls. */
async function probeStalls(url, during) {
  let worst = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/`)
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const result = await during();
  running = false;
  await probe;
  return { worst, result };
}

const operationText = (file, name) => {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const operation = source.match(new RegExp(`graphql\\(\`\\s*((?:query|mutation) ${name}\\b[\\s\\S]*?)\`\\)`))[1];
  // The fragments it spreads, from the same file.
  const fragments = [...operation.matchAll(/\.\.\.(\w+)/g)].map(
    ([, fragment]) => source.match(new RegExp(`graphql\\(\`\\s*(fragment ${fragment}\\b[\\s\\S]*?)\`\\)`))[1],
  );
  return [operation, ...fragments].join('\n');
};
const ADMIN_DASHBOARD = operationText('client/src/features/admin-dashboard/dashboard.operations.ts', 'AdminDashboard');
const ADMIN_LEADS = operationText('client/src/features/admin-leads/leads.operations.ts', 'AdminLeads');
/** The leads table's first page with its default filters (client/src/features/admin-leads/AdminLeadsPage.tsx). */
const ADMIN_LEADS_VARIABLES = {
  filter: { status: null, archived: false, origin: null, region: null, urgency: null, search: null, createdFrom: null, createdTo: null },
  sort: 'NEWEST',
  first: 25,
  after: null,
};

/** The admin dashboard and the leads table's first page, as an administrator: requests per second and Firestore reads per request. */
async function adminFigures(server, size) {
  const token = await signIn(server, 'admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const figures = [];
  for (const [name, query, variables] of [
    ['dashboard', ADMIN_DASHBOARD, {}],
    ['leads table, first page', ADMIN_LEADS, ADMIN_LEADS_VARIABLES],
  ]) {
    const body = JSON.stringify({ query, variables });
    const answer = await (await fetch(`${server.url}/graphql`, { method: 'POST', headers, body })).json();
    if (answer.errors) throw new Error(`${name} failed: ${JSON.stringify(answer.errors)}`);
    const reads = answer.extensions?.firestoreReads ?? { documents: NaN, queries: NaN, aggregations: NaN };
    const check = (status, text) => status === 200 && !text.includes('"errors"');
    const result = await load({
      url: `${server.url}/graphql`,
      method: 'POST',
      headers,
      body,
      checkBody: check,
      requests: [{ method: 'POST', body, headers }],
    });
    log(`admin ${name} at ${size} leads: ${round(result.rps)} req/s, p99 ${result.p99} ms, reads ${JSON.stringify(reads)}`);
    figures.push({ name, size, rps: result.rps, p99: result.p99, errors: result.errors, reads });
  }
  return figures;
}

/**
 * The lead purchase race: `companies` companies (made here, through firebase-admin on the server's own
 * emulators) start a checkout for the same fresh lead and all pay at once; the lead has `maxBuyers` places.
 */
async function purchaseRace(server, companies) {
  const clients = adminClients(server);
  const { db } = clients;
  const { requestId } = await submitOne(server.url);
  const leadId = (await db.collection('removalRequests').doc(requestId).get()).get('leadId');
  const lead = (await db.collection('leads').doc(leadId).get()).data();
  const tokens = [];
  for (let i = 0; i < companies; i += 1) {
    tokens.push((await createCompany(server, clients, { region: lead.property.region, name: `Bench Removals ${i}` })).token);
  }
  const paymentIds = await Promise.all(tokens.map((token) => startLeadPurchase(server, token, leadId)));
  const started = performance.now();
  const answers = await Promise.all(paymentIds.map((id) => confirmLocalPayment(server, id)));
  const ms = performance.now() - started;
  const payments = await Promise.all(paymentIds.map((id) => db.collection('payments').doc(id).get()));
  const stored = (await db.collection('leads').doc(leadId).get()).data();
  const sold = payments.filter((p) => p.get('status') === 'succeeded').length;
  const result = {
    companies,
    places: lead.maxBuyers,
    sold,
    refunded: payments.filter((p) => p.get('status') === 'refunded').length,
    buyers: (stored.buyerCompanyIds ?? []).length,
    oversold: Math.max(0, sold - lead.maxBuyers, (stored.buyerCompanyIds ?? []).length - lead.maxBuyers),
    failedAnswers: answers.filter((answer) => answer.status !== 303).length,
    ms,
  };
  log(`purchase race: ${JSON.stringify(result)}`);
  return result;
}

function bundleFigures() {
  try {
    return execFileSync(process.execPath, [path.join(ROOT, 'scripts/checkBundle.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
}

// ---------------------------------------------------------------------------------------------- cold start

/** A production instance on a store outside its process: the embedded store of `owner`, as Cloud Firestore would be. */
const externalStoreEnv = (owner) => ({
  EMBEDDED_FIREBASE: 'false',
  FIRESTORE_EMULATOR_HOST: owner.firestore,
  FIREBASE_AUTH_EMULATOR_HOST: owner.auth,
  PERSIST_EMBEDDED_DATA: 'false',
  SEED_DEMO_DATA: 'false',
  PAYMENTS_PROVIDER: 'local',
  OPERATOR_LEGAL_NAME: 'Bench Ltd',
  OPERATOR_REGISTERED_ADDRESS: '1 Bench Street, London',
  OPERATOR_VAT_NUMBER: 'GB123456789',
  OPERATOR_PHONE: '0113 496 0000',
  REPORT_FIRESTORE_READS: 'false',
});

/** The cold-start baseline: a bare Express process answering every path with a static string. */
async function startBareExpress() {
  const started = performance.now();
  const code = `
    const express = require(${JSON.stringify(require.resolve('express'))});
    const app = express();
    app.use((req, res) => res.type('html').end('<!doctype html><title>bare</title>'));
    const server = app.listen(0, '127.0.0.1', () => console.log('BARE ' + server.address().port));
  `;
  const child = spawnChild(process.execPath, [...SERVE_NODE_FLAGS, '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const match = /BARE (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare Express exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    startMs: performance.now() - started,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One page of each public page type (docs/requirements/quality-targets.md#performance-budgets), on the demo
 * content the owner server seeded: the paths the cold-start and uncached tables measure.
 */
async function publicPageTypes(server) {
  return [
    { name: 'home', path: '/' },
    { name: 'guide', path: '/dangers' },
    { name: 'location', path: '/locations/york' },
    { name: 'calculator', path: '/calculator' },
    { name: 'blog index', path: '/blog' },
    { name: 'blog post', path: await firstPostPath(server.url) },
    { name: 'company profile', path: '/companies/loftclear-removals' },
  ];
}

/** From spawn to the first 200 of `pagePath`: the wait of the first visitor of an instance scaled from zero. */
async function firstPageMs(start, pagePath) {
  const started = performance.now();
  const server = await start();
  const res = await fetch(`${server.url}${pagePath}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`first ${pagePath} answered ${res.status}`);
  return { ms: performance.now() - started, server };
}

/** Interleaved cold starts of the server on an external store and of the bare Express process, per page type. */
async function coldStartFigures(owner, pages, rounds = COLD_ROUNDS) {
  const rows = [];
  for (const page of pages) {
    const figure = [];
    const base = [];
    for (let i = 0; i < rounds; i += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-bench-cold-'));
      const server = await firstPageMs(() => startServer(dataDir, externalStoreEnv(owner)), page.path);
      await server.server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const bare = await firstPageMs(startBareExpress, page.path);
      await bare.server.stop();
      figure.push(server.ms);
      base.push(bare.ms);
    }
    const row = { ...page, ms: median(figure), baselineMs: median(base), worstMs: Math.max(...figure), rounds };
    log(`start to first ${page.path}: ${round(row.ms)} ms (worst ${round(row.worstMs)}) vs bare Express ${round(row.baselineMs)} ms`);
    rows.push(row);
  }
  return rows;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (Linux). */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime and stime, fields 14 and 15 of stat(5)
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Requests per second and the CPU the serving process spent per request, over one load. */
async function loadWithCpu(pid, options) {
  const before = cpuMs(pid);
  const result = await load(options);
  return { ...result, cpuMsPerRequest: (cpuMs(pid) - before) / result.total };
}

/** The median of the render durations the server reported (`Server-Timing: render;dur=…`) over `count` requests. */
async function serverTimingMedian(url, headers, count = 40) {
  const durations = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    const match = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
    if (res.status !== 200 || !match) throw new Error(`${url} answered ${res.status} without a render timing`);
    durations.push(Number(match[1]));
  }
  return median(durations);
}

/**
 * Every public page type rendered on every request (a `__session` cookie bypasses the page cache), Brotli as a
 * browser asks, against the bare Express process answering a static string: CPU per request of each process and
 * the server's own render time.
 */
async function uncachedPageFigures(server, pages) {
  const bare = await startBareExpress();
  const headers = { 'accept-encoding': 'br', cookie: '__session=bench' };
  // Warmed up as a running instance is: the first seconds of load after a start run the second phase's
  // loading and the JIT compiler's work, which are the cold start's figure, not a render's.
  for (const page of pages) await load({ url: `${server.url}${page.path}`, headers, duration: Math.min(DURATION, 2) });
  const rows = [];
  for (const page of pages) {
    const url = `${server.url}${page.path}`;
    const figure = [];
    for (let i = 0; i < ROUNDS; i += 1) figure.push(await loadWithCpu(server.pid, { url, headers }));
    const row = {
      ...page,
      rps: median(figure.map((f) => f.rps)),
      p99: median(figure.map((f) => f.p99)),
      cpuMs: median(figure.map((f) => f.cpuMsPerRequest)),
      renderMs: round(await serverTimingMedian(url, headers), 2),
      errors: figure.reduce((sum, f) => sum + f.errors, 0),
    };
    log(
      `uncached ${page.path}: ${round(row.rps)} req/s, ${round(row.cpuMs, 2)} ms CPU per request, render ${row.renderMs} ms (Server-Timing median), p99 ${row.p99} ms; errors ${row.errors}`,
    );
    rows.push(row);
  }
  const base = [];
  for (let i = 0; i < ROUNDS; i += 1) base.push(await loadWithCpu(bare.pid, { url: `${bare.url}/`, headers: { 'accept-encoding': 'br' } }));
  await bare.stop();
  return { rows, baseline: { rps: median(base.map((b) => b.rps)), cpuMs: median(base.map((b) => b.cpuMsPerRequest)) } };
}

/** Both tables of a production instance on an external store; `--only=cold` runs just these. */
async function coldFigures() {
  const ownerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-bench-owner-'));
  const owner = await startServer(ownerDir);
  const pages = await publicPageTypes(owner);
  const coldStart = await coldStartFigures(owner, pages);
  const instanceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-bench-instance-'));
  const instance = await startServer(instanceDir, externalStoreEnv(owner));
  const uncached = await uncachedPageFigures(instance, pages);
  await instance.stop();
  await owner.stop();
  for (const dir of [ownerDir, instanceDir]) fs.rmSync(dir, { recursive: true, force: true });
  return { coldStart, uncached };
}

function coldSection(cold, stamp = measuredAt()) {
  const met = (ok) => (ok ? 'met' : '**not met**');
  return `## A production instance from cold, and every page rendered per request

${stamp}

A second server started as in production, on a store outside its process (\`EMBEDDED_FIREBASE=false\`, the
Firestore and Auth of a first server standing in for Cloud Firestore and Firebase Auth, with the operator's VAT
number and the form-token and download secrets set), beside a bare Express process started the same way
(\`node ${SERVE_NODE_FLAGS.join(' ')}\`). Start to first page is from spawning the process to the first 200 of
the page, the median of ${cold.coldStart[0]?.rounds} interleaved starts per page type (each start a new process asked for
that page first).

| Page type | first page | start to first page | worst start | bare Express | target |
| --- | --- | ---: | ---: | ---: | --- |
${cold.coldStart
  .map(
    (row) =>
      `| ${row.name} | \`${row.path}\` | ${round(row.ms)} ms | ${round(row.worstMs)} ms | ${round(row.baselineMs)} ms | ≤ 500 ms: ${met(row.ms <= 500)} |`,
  )
  .join('\n')}

Each page below has a \`__session\` cookie, which bypasses the page cache so every request renders it (Brotli, as
a browser asks), after a warm-up load of every page (the first seconds after a start are the cold start's
figure). CPU per request is the serving process's user + system time (\`/proc/<pid>/stat\`) over the load divided
by the requests: rendering, compression, HTTP and the garbage collector. Render is the median of the
\`Server-Timing: render\` the server sent over 40 requests one at a time: the page's render alone.

| Page type | req/s | p99 | CPU per request | render (Server-Timing median) | errors | target |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
${cold.uncached.rows
  .map(
    (row) =>
      `| ${row.name} | ${round(row.rps)} | ${row.p99} ms | ${round(row.cpuMs, 2)} ms | ${row.renderMs} ms | ${row.errors} | ≤ 5 ms CPU: ${met(row.cpuMs <= 5 && row.errors === 0)} |`,
  )
  .join('\n')}
| bare Express, a static string | ${round(cold.uncached.baseline.rps)} | | ${round(cold.uncached.baseline.cpuMs, 2)} ms | | | |
`;
}

/** `--only=hot-documents`: the steady 20 submissions a second on two instances sharing one store, alone. */
async function hotDocumentFigures() {
  const template = await makeTemplate();
  const seeded = seedDir(template, SIZES[0]);
  const owner = await startServer(seeded.dir);
  const joiner = await startServer(seeded.dir);
  try {
    await sustainedSubmissions([owner, joiner], 20, SUSTAINED_SECONDS);
  } finally {
    await joiner.stop();
    await owner.stop();
    for (const dir of [template.dir, seeded.dir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `--only=graphql`: the public BlogIndex query beside bare Express, alone, printed. */
async function graphqlOnly() {
  const baseline = await startBaseline();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-bench-graphql-'));
  const server = await startServer(dir);
  try {
    const result = await graphqlFigures(server, baseline);
    console.log(JSON.stringify(result));
  } finally {
    await server.stop();
    baseline.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  if (args.only === 'cold') {
    const stamp = measuredAt();
    return void console.log(coldSection(await coldFigures(), stamp));
  }
  if (args.only === 'hot-documents') return void (await hotDocumentFigures());
  if (args.only === 'graphql') return void (await graphqlOnly());
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${round(os.totalmem() / 2 ** 30, 1)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}; load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
  log(machine);
  const baseline = await startBaseline();
  const template = await makeTemplate();

  // Start-up by data size, each from its own seeded directory.
  const stamps = { admin: measuredAt() };
  const startup = [];
  const admin = [];
  const dataDirs = [];
  const servers = new Map();
  for (const size of SIZES) {
    const seeded = seedDir(template, size);
    dataDirs.push(seeded.dir);
    const { ms: loadMs, compactMs, maxStallMs } = await storeLoadMs(seeded.dir);
    const server = await startServer(seeded.dir);
    startup.push({ size, ms: server.startMs, loadMs, compactMs, maxStallMs, bytes: seeded.bytes });
    admin.push(...(await adminFigures(server, size)));
    log(
      `start with ${size} leads: ${round(server.startMs / 1000, 1)} s; the store alone loads in ${round(loadMs / 1000, 1)} s (${round(seeded.bytes / 2 ** 20, 1)} MB snapshot)`,
    );
    if (size === SIZES[0] || size === SIZES.at(-1)) servers.set(size, server);
    else await server.stop();
  }
  const small = servers.get(SIZES[0]);
  const large = servers.get(SIZES.at(-1));
  stamps.store = stamps.admin;

  stamps.pages = measuredAt();
  const pages = await pageFigures(small, baseline);
  stamps.graphql = measuredAt();
  const graphql = await graphqlFigures(small, baseline);

  // Submissions: 10 and 50 connections on the small store; then small against large, interleaved.
  stamps.submissions = measuredAt();
  const submit10 = await submissionFigures(small, 10);
  const submit50 = await submissionFigures(small, 50);
  // The same with two instances sharing the store: a second server joins the small one's (its DATA_DIR).
  const joiner = await startServer(dataDirs[0]);
  const twoSubmit10 = await submissionFigures([small, joiner], 10);
  const twoSubmit50 = await submissionFigures([small, joiner], 50);
  const sustained = await sustainedSubmissions([small, joiner], 20, SUSTAINED_SECONDS);
  await joiner.stop();
  const bySize = await compare(
    `submissions at ${SIZES.at(-1)} leads vs ${SIZES[0]}`,
    () => submissionFigures(large, 10),
    () => submissionFigures(small, 10),
  );
  // Event-loop stalls during persistence: the large store compacts its journal in the background at start
  // (and as its journal grows); probe while it takes submissions and folds them in.
  const stalls = await probeStalls(large.url, () => submissionFigures(large, 10));
  stamps.race = measuredAt();
  const race = await purchaseRace(small, RACE_COMPANIES);
  stamps.cold = measuredAt();
  const cold = await coldFigures();

  for (const server of servers.values()) await server.stop();
  baseline.stop();
  for (const dir of [template.dir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
  const bundle = bundleFigures();
  write({
    machine,
    startup,
    pages,
    graphql,
    submit10,
    submit50,
    twoSubmit10,
    twoSubmit50,
    sustained,
    bySize,
    stalls,
    admin,
    race,
    bundle,
    cold,
    stamps,
  });
}

/** When a section began, and the machine's load then (the figures of a busy machine read differently). */
function measuredAt() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  return `Measured from ${new Date().toISOString().slice(11, 16)} UTC; load average (1, 5, 15 min) then: ${load}.`;
}

const compactedNote = (run) => (run.hottest.compactedAway ? ' (a journal segment was compacted during the run: a lower bound)' : '');

function write(r) {
  const target = (ok) => (ok ? 'met' : '**not met**');
  const ratioRow = (res, goal) =>
    `| ${res.name} | ${round(res.rps)} | ${round(res.baseline)} | ${round(res.ratio, 2)} | ${res.p99} ms | ${res.baselineP99} ms | ${goal ? `≥ ${goal}: ${target(res.ratio >= goal)}` : '—'} |`;
  const tailRow = (res) =>
    `| ${res.name} | ${round(res.rps)} | ${round(res.baseline)} | ${round(res.ratio, 2)} | ${res.p99} ms | ${res.baselineP99} ms | p99 ≤ 2× raw node: ${target(res.p99 <= 2 * Math.max(res.baselineP99, 1))} |`;
  const ratioHeader =
    '| Figure | req/s | baseline req/s | ratio | p99 | baseline p99 | target |\n| --- | ---: | ---: | ---: | ---: | ---: | --- |';
  const largest = r.startup.at(-1);
  const text = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Each figure was measured beside its baseline in the same run, in ${ROUNDS} interleaved round(s) of ${DURATION} s
each (autocannon, 10 connections unless stated); the table shows the medians and their ratio. Absolute
requests per second depend on the machine and on what else it runs; the ratios are the figures to compare.

**Machine:** ${r.machine}

## Pages (production build, embedded Firestore, page cache on)

${r.stamps.pages}

The baseline is a bare Express server in its own process sending the very same bytes (Brotli, as the
browser asked) with no work per request.

${ratioHeader}
${r.pages.results.map((res) => ratioRow(res, 0.7)).join('\n')}
${ratioRow(r.pages.uncached)}

The tail at 20 connections, beside a raw \`node:http\` server (no Express) sending the same stored bytes:

${ratioHeader}
${r.pages.tails.map(tailRow).join('\n')}

Page sizes sent (Brotli): ${r.pages.pages.map((p) => `${p.name} ${round(p.bytes / 1024, 1)} KB (${round(p.identityBytes / 1024, 1)} KB HTML)`).join(', ')}.

## Public GraphQL

${r.stamps.graphql}

${ratioHeader}
${ratioRow(r.graphql, 0.9)}

p99 within 2× of bare Express: ${target(r.graphql.p99 <= 2 * Math.max(r.graphql.baselineP99, 1))}.

The baseline is a bare Express endpoint that parses the JSON body and answers the same JSON. Errors during
the run: ${r.graphql.errors}. Persisted query (APQ, GET by hash): ${r.graphql.apq}.

## Quote submissions

${r.stamps.submissions}

| Figure | submissions/s | errors | p99 latency | transaction retries |
| --- | ---: | ---: | ---: | ---: |
| 10 connections, ${SIZES[0]} leads, one instance | ${round(r.submit10.rps, 1)} | ${r.submit10.errors} | ${r.submit10.p99} ms | ${r.submit10.retries} |
| 50 connections, ${SIZES[0]} leads, one instance | ${round(r.submit50.rps, 1)} | ${r.submit50.errors} | ${r.submit50.p99} ms | ${r.submit50.retries} |
| 10 connections, ${SIZES[0]} leads, two instances sharing the store | ${round(r.twoSubmit10.rps, 1)} | ${r.twoSubmit10.errors} | ${r.twoSubmit10.p99} ms | ${r.twoSubmit10.retries} |
| 50 connections, ${SIZES[0]} leads, two instances sharing the store | ${round(r.twoSubmit50.rps, 1)} | ${r.twoSubmit50.errors} | ${r.twoSubmit50.p99} ms | ${r.twoSubmit50.retries} |

Two instances: a second server started on the first one's \`DATA_DIR\` joins its store
(docs/running-several-instances.md); each takes half the connections. Transaction retries are the commits the
store refused with ABORTED because something the transaction read was written since (decision 0026).

The document written most often during each run, counted from the store's journal (one line per commit,
naming every document it wrote). Cloud Firestore sustains about one write a second on one document
(docs/decisions/0031-sharded-daily-counters.md). The short runs above show which document is hottest at full
speed; the target is checked on a steady run at 20 submissions a second for ${r.sustained.seconds} s, shared
by two instances on one store.

| Run | submissions/s | most-written document | writes | writes/s | target |
| --- | ---: | --- | ---: | ---: | --- |
${[
  ['10 connections, one instance', r.submit10],
  ['50 connections, one instance', r.submit50],
  ['10 connections, two instances', r.twoSubmit10],
  ['50 connections, two instances', r.twoSubmit50],
]
  .map(
    ([label, run]) =>
      `| ${label} | ${round(run.rps, 1)} | \`${run.hottest.name}\`${compactedNote(run)} | ${run.hottest.count} | ${round(run.hottest.perSecond, 2)} | |`,
  )
  .join('\n')}
| steady ${r.sustained.rate}/s for ${r.sustained.seconds} s, two instances | ${round(r.sustained.rps, 1)} | \`${r.sustained.hottest.name}\`${compactedNote(r.sustained)} | ${r.sustained.hottest.count} | ${round(r.sustained.hottest.perSecond, 2)} | ≤ 1/s: ${target(r.sustained.hottest.perSecond <= 1 && r.sustained.errors === 0)} |

| Figure | at ${SIZES.at(-1)} leads | at ${SIZES[0]} leads | ratio | target |
| --- | ---: | ---: | ---: | --- |
| submissions/s, 10 connections | ${round(r.bySize.rps, 1)} | ${round(r.bySize.baseline, 1)} | ${round(r.bySize.ratio, 2)} | ≥ 0.8: ${target(r.bySize.ratio >= 0.8)} |

Errors: ${r.submit10.errors + r.submit50.errors + r.twoSubmit10.errors + r.twoSubmit50.errors + r.bySize.errors} (target 0: ${target(r.submit10.errors + r.submit50.errors + r.twoSubmit10.errors + r.twoSubmit50.errors + r.bySize.errors === 0)}).

## The embedded store

${r.stamps.store}

| Leads | snapshot | server start-up (to ready) | the store's own load | compaction (whole snapshot) | longest event-loop delay during it |
| ---: | ---: | ---: | ---: | ---: | ---: |
${r.startup
  .map(
    (s) =>
      `| ${s.size} | ${round(s.bytes / 2 ** 20, 1)} MB | ${round(s.ms / 1000, 1)} s | ${round(s.loadMs / 1000, 1)} s | ${round(s.compactMs / 1000, 1)} s | ${round(s.maxStallMs)} ms |`,
  )
  .join('\n')}

The server's start-up includes the Auth emulator (a firebase-tools child process started alongside the store),
which takes most of it on a busy machine whatever the data size; the last column is the embedded store's
load alone (snapshot read and handed to the emulator), measured in the bench process.

Start with ${largest.size} leads in < 15 s: ${target(largest.ms < 15_000)}${largest.size < 50_000 ? ' (this run did not go to 50,000)' : ''}.
No event-loop stall over 50 ms during persistence (\`perf_hooks.monitorEventLoopDelay\` in the process that
compacts, last column): ${target(r.startup.every((s) => s.maxStallMs < 50))}. For comparison, the longest answer of
the cached home page probed every 10 ms while the ${SIZES.at(-1)}-lead server took 10 concurrent submissions was
${round(r.stalls.worst)} ms: that is queueing behind the submissions on a saturated machine, not a stall.

${coldSection(r.cold, r.stamps.cold)}
## Bundle

\`npm run check:bundle\`'s output. It names pages and islands from \`client/src/features/\` and what loads on use
from \`client/src/\`; the guide page's row is written \`features/content/GuidePage.tsx\` here (the script prints
\`content/…\`), so that it does not read as a file in the repository's \`content/\` folder.

\`\`\`
${r.bundle.trim().replace(/ content\/GuidePage\.tsx/g, ' features/content/GuidePage.tsx')}
\`\`\`

## Admin screens

${r.stamps.admin}

As the demo administrator, 10 connections, one round of ${DURATION} s per figure, on the server of each data
size above. Reads are what one request read from Firestore (\`extensions.firestoreReads\`: documents
returned, queries, count() aggregations).

| Screen | leads | req/s | p99 latency | errors | documents read | queries | aggregations |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${r.admin
  .map(
    (a) =>
      `| ${a.name} | ${a.size} | ${round(a.rps)} | ${a.p99} ms | ${a.errors} | ${a.reads.documents} | ${a.reads.queries} | ${a.reads.aggregations} |`,
  )
  .join('\n')}

## Lead purchase race

${r.stamps.race}

${r.race.companies} companies started a checkout for the same new lead (${r.race.places} places) and all paid at once
(the local payment provider), on the ${SIZES[0]}-lead server.

| Companies | places | sold | refunded | buyers on the lead | oversold | confirmations not answered 303 | all confirmed in |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${r.race.companies} | ${r.race.places} | ${r.race.sold} | ${r.race.refunded} | ${r.race.buyers} | ${r.race.oversold} | ${r.race.failedAnswers} | ${round(r.race.ms)} ms |

Oversold must be 0: ${target(r.race.oversold === 0)}.

## Gaps and their causes (written by hand after this run)

- (to be written)
`;
  fs.writeFileSync(OUT, text);
  log(`wrote ${path.relative(ROOT, OUT)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
