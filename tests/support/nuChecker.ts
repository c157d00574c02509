import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu HTML Checker's errors (warnings left out) for each page, keyed by the name given; run once over all of
 * them, with a canary page of one known error proving it ran (as tests/api/validHtml.test.ts does for the sitemap).
 */
export async function nuErrorsOf(pages: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-pages-'));
  const nameOf = new Map<string, string>();
  Object.entries(pages).forEach(([name, html], index) => {
    const file = path.join(dir, `page-${index}.html`);
    fs.writeFileSync(file, html);
    nameOf.set(`file:${file}`, name);
  });
  const canary = path.join(dir, 'canary.html');
  fs.writeFileSync(
    canary,
    '<!doctype html><html lang="en"><head><title>Canary</title></head><body><img src="a b.png" alt=""></body></html>',
  );
  try {
    const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
    const run = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', dir], {
      maxBuffer: 64 * 1024 * 1024,
    });
    // vnu writes its JSON report to stderr.
    const errors = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages.filter((message) => message.type === 'error');
    if (!errors.some((error) => error.url === `file:${canary}`)) throw new Error('The Nu HTML Checker did not report the canary page');
    return errors
      .filter((error) => error.url !== `file:${canary}`)
      .map(
        (error) =>
          `${nameOf.get(error.url) ?? error.url} ${error.lastLine ?? '?'}: ${error.message} [${(error.extract ?? '').slice(0, 80)}]`,
      );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
