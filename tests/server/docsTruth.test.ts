import fs from 'node:fs';
import path from 'node:path';

/** Docs that stay true: the decision index lists every record, and every source path a doc names exists. */
const root = path.resolve(__dirname, '../..');
const decisionsDir = path.join(root, 'docs/decisions');

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'lighthouse' || entry.name === 'screenshots' ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const records = fs.readdirSync(decisionsDir).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = fs.readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');

describe('the decision index', () => {
  it('lists every record, once, by its file', () => {
    const listed = [...index.matchAll(/^\| \[(\d{4})\]\((\d{4}-[^)]+\.md)\) \|/gm)].map((match) => match[2]);
    expect([...listed].sort()).toEqual([...records].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('says why any number is missing', () => {
    const numbers = records.map((name) => Number(name.slice(0, 4)));
    const missing = [];
    for (let n = 1; n <= Math.max(...numbers); n++) if (!numbers.includes(n)) missing.push(String(n).padStart(4, '0'));
    for (const number of missing) expect(index).toMatch(new RegExp(`${number}[^\\n]*(not used|withdrawn)`));
  });

  it('gives every record a status line', () => {
    const without = records.filter((name) => !/^Status: /m.test(fs.readFileSync(path.join(decisionsDir, name), 'utf8')));
    expect(without).toEqual([]);
  });
});

/** Paths from the repository's root that a doc names, e.g. `server/modules/leads/leads.repository.ts`. */
const SOURCE_PATH =
  /(?<![\w./-])((?:server|client|common|scripts|tests|content|schema|patches|docs)\/[\w./-]+\.(?:ts|tsx|mts|mjs|cjs|js|json|md|graphql|patch|html|css))\b/g;
const docs = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];
/** Files a worked example tells the reader to create. */
const EXAMPLE_FILES = /^server\/modules\/operatorNotices\//;

describe('source paths named in the docs', () => {
  it.each(docs.map((file) => path.relative(root, file)))('%s names only files that exist', (doc) => {
    const text = fs.readFileSync(path.join(root, doc), 'utf8');
    const named = [...new Set([...text.matchAll(SOURCE_PATH)].map((match) => match[1].replace(/[.]+$/, '')))];
    const missing = named.filter((name) => !name.includes('*') && !EXAMPLE_FILES.test(name) && !fs.existsSync(path.join(root, name)));
    expect(missing).toEqual([]);
  });
});
