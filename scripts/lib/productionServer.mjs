// The local production build (`dist/`) started as `npm run serve` does, for the measuring scripts: NODE_ENV=production,
// free ports, the embedded emulators and a temporary data directory (so the demo content is seeded fresh).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the server; `ready` resolves to its URL, `info` to its URL and its emulators' hosts (`firestore`, `auth`),
 * `stop()` ends it and removes its data.
 */
export function startProductionServer({ name = 'script', env = {} } = {}) {
  for (const file of ['dist/node/server/main.js', 'dist/client/index.html', 'dist/ssr/entry-server.mjs']) {
    if (!fs.existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sfr-${name}-`));
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/node/server/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      FIRESTORE_PORT: '0',
      AUTH_EMULATOR_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FIRESTORE_EMULATOR_HOST: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const info = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 150 s:\n${output}`)), 150_000);
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
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  // Errors surface through `ready` (or `info`, for a caller that awaits it instead).
  info.catch(() => undefined);
  const ready = info.then((started) => started.url);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }).finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { ready, info, stop };
}
