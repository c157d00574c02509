import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  firestore: string;
  auth: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
  /** Sends a signal (to the whole process group with `group`, as systemd and `docker stop` do) and waits for the exit. */
  kill(signal: NodeJS.Signals, options?: { group?: boolean }): Promise<void>;
}

export const ADMIN_REGISTRATION_KEY = 'test-registration-key-0123456789';
/** The key the test servers sign download links with, so a test can sign its own (e.g. expired) links. */
export const DOWNLOAD_SIGNING_SECRET = 'test-download-signing-secret-0123456789abcdef';
/** The key the test servers sign form tokens with, so a test can date its own (tests/support/api.ts formToken). */
export const FORM_TOKEN_SECRET = 'test-form-token-secret-0123456789abcdefghij';
export const VETTING_REMINDERS_SECRET = 'test-vetting-reminders-secret-0123456789';
/** The site operator the test servers say runs them. */
export const TEST_OPERATOR = {
  OPERATOR_LEGAL_NAME: 'Foam Clear Test Ltd',
  OPERATOR_COMPANY_NUMBER: '12345678',
  OPERATOR_REGISTERED_ADDRESS: '1 Test Street, Leeds LS1 1AA',
  OPERATOR_ICO_REGISTRATION: 'ZA123456',
  OPERATOR_EMAIL: 'privacy@foamclear.test',
  OPERATOR_VAT_NUMBER: 'GB123456789',
  OPERATOR_PHONE: '0113 496 0000',
};

/** Starts the built server (dist/) exactly as `npm run serve` does, on free ports, and waits for SFR_READY. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; detached?: boolean } = {},
): Promise<RunningServer> {
  const root = path.resolve(__dirname, '../..');
  const externalEmulators = process.env.EMBEDDED_FIREBASE === 'false';
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-test-'));
  const child = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      FIRESTORE_PORT: '0',
      AUTH_EMULATOR_PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_REGISTRATION_KEY,
      DOWNLOAD_SIGNING_SECRET,
      FORM_TOKEN_SECRET,
      VETTING_REMINDERS_SECRET,
      ...TEST_OPERATOR,
      LOG_LEVEL: 'error',
      // With EMBEDDED_FIREBASE=false the suite runs against already running (e.g. official) emulators.
      FIRESTORE_EMULATOR_HOST: externalEmulators ? (process.env.FIRESTORE_EMULATOR_HOST ?? '') : '',
      FIREBASE_AUTH_EMULATOR_HOST: externalEmulators ? (process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '') : '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a test can signal the server and its Auth emulator together.
    detached: options.detached ?? false,
  });
  let output = '';
  const ready = await new Promise<{ url: string; firestore: string; auth: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 150 s:\n${output}`)), 150_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('SFR_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('SFR_READY '.length)));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  // SFR_SERVER_LOG=<file>: the server's output goes on to that file, to read a masked 500's cause.
  const logFile = process.env.SFR_SERVER_LOG;
  if (logFile) for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => fs.appendFileSync(logFile, chunk));
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    ...ready,
    dataDir,
    process: child,
    kill(signal, { group = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        if (group) process.kill(-child.pid!, signal);
        else child.kill(signal);
      }
      return exited;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Two servers on one store, as two Cloud Run instances share Cloud Firestore: the second joins the embedded
 * store of the first (docs/running-several-instances.md). Either is a ServerInfo for the support helpers.
 */
export async function startInstancePair(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-two-'));
  const first = await startServer({ dataDir, env });
  const second = await startServer({ dataDir, env });
  return {
    dataDir,
    first,
    second,
    async stop() {
      await second.stop();
      await first.stop();
    },
  };
}
export type InstancePair = Awaited<ReturnType<typeof startInstancePair>>;

/**
 * For a test file: two instances on one store, started before its tests and stopped after them, with the support
 * helpers (adminDb, createCompany, createLead…) pointed at the first (SFR_SERVER_INFO). `env` may wait for a fake
 * the servers talk to. Read the pair's instances through the handle once the tests run.
 */
export function instancePairForThisFile(env: () => Record<string, string> | Promise<Record<string, string>> = () => ({})) {
  let pair: InstancePair | undefined;
  let previousInfo: string | undefined;
  beforeAll(async () => {
    pair = await startInstancePair(await env());
    const file = path.join(pair.dataDir, 'server-info.json');
    fs.writeFileSync(file, JSON.stringify({ url: pair.first.url, firestore: pair.first.firestore, auth: pair.first.auth }));
    previousInfo = process.env.SFR_SERVER_INFO;
    process.env.SFR_SERVER_INFO = file;
  }, 240_000);
  afterAll(async () => {
    if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
    await pair?.stop();
  });
  const started = () => {
    if (!pair) throw new Error('The instance pair starts in beforeAll: read it from a test or a later hook');
    return pair;
  };
  return {
    get first() {
      return started().first;
    },
    get second() {
      return started().second;
    },
  };
}
