import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { logger } from '../logger';
import type { SignInThrottleConfig } from '../config';
import { createAuthEmulatorProxy, protectEmailEnumeration, serveAuthProxy, type AuthEmulatorProxy } from './authEmulatorProxy';
import { createSignInThrottle } from './signInThrottle';
import { loadEmulatorTokenKey } from './emulatorTokens';

/**
 * The Firebase Auth emulator of firebase-tools (pure JavaScript, no Java), run as a child process on a
 * private loopback port, behind this process's proxy (./authEmulatorProxy.ts). Everything reaches the
 * emulator through the proxy: firebase-admin and tools on `host`, browsers through the site's own origin.
 * The proxy stores the accounts after every change before it answers, so no signal or crash loses one.
 */
export interface AuthEmulator {
  /** host:port of the loopback proxy: what FIREBASE_AUTH_EMULATOR_HOST points at. */
  host: string;
  proxy: AuthEmulatorProxy;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Auth emulator exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth emulator did not become ready within ${timeoutMs} ms:\n${output()}`);
}

interface AuthEmulatorOptions {
  projectId: string;
  /** Port of the proxy (the emulator's public face); 0: any free port. */
  port: number;
  dataDir: string;
  persist: boolean;
  signInThrottle: SignInThrottleConfig;
}

const START_ATTEMPTS = 3;

/**
 * Free ports are picked by probing, so another process may take one before the emulator binds it (seen with
 * several test runs on one machine); such a start is retried on fresh ports.
 */
export async function startEmulatorChild(options: Omit<AuthEmulatorOptions, 'signInThrottle'>, exportDir: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startEmulatorChildOnce(options, exportDir);
    } catch (error) {
      const portTaken = /port taken|is not open|EADDRINUSE/i.test((error as Error).message);
      if (!portTaken || attempt >= START_ATTEMPTS) throw error;
      logger.warn({ attempt }, 'auth emulator port was taken; retrying on other ports');
    }
  }
}

async function startEmulatorChildOnce(options: Omit<AuthEmulatorOptions, 'signInThrottle'>, exportDir: string) {
  const port = await freePort();
  const workDir = path.join(options.dataDir, 'auth-emulator');
  // firebase-tools keeps a locator file for its hub in the temporary directory, named after the project
  // only: two instances on one machine would find (and export) each other. Each data directory gets its own.
  const tmpDir = path.join(workDir, 'tmp');
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const configFile = path.join(workDir, 'firebase.json');
  await fs.promises.writeFile(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configFile];
  if (options.persist && fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
  // The emulator ends with this process however it ends (a SIGKILL runs no exit handler): it exits when its
  // stdin, a pipe from this process, closes.
  const exitWithParent = `process.stdin.on('end',()=>process.exit(0));process.stdin.resume();process.argv.splice(1,0,${JSON.stringify(cli)});require(${JSON.stringify(cli)});`;
  const child = spawn(process.execPath, ['-e', exitWithParent, '--', ...args], {
    cwd: workDir,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      TMPDIR: tmpDir,
      TMP: tmpDir,
      TEMP: tmpDir,
      FIREBASE_CLI_EXPERIMENTS: '',
      NO_UPDATE_NOTIFIER: '1',
      FIRESTORE_EMULATOR_HOST: '',
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitUntilReady(`http://127.0.0.1:${port}/`, child, 120_000, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  try {
    // Also proves the port is this emulator's: a probed port another process took answers the readiness check too.
    await protectEmailEnumeration(`http://127.0.0.1:${port}`, options.projectId);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`auth emulator port taken by another process or not configurable (${(error as Error).message.slice(0, 200)})`);
  }
  logger.debug({ port }, 'auth emulator ready');
  const stop = () =>
    new Promise<void>((resolve) => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null) return resolve();
      const forceKill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(forceKill);
        resolve();
      });
      child.kill('SIGINT');
    });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

export const emulatorTokenKeyFile = (dataDir: string) => path.join(dataDir, 'auth-emulator', 'token-key');

/** @lazy loaded on first use, with `require` */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const exportDir = path.join(options.dataDir, 'auth-export');
  const child = await startEmulatorChild(options, exportDir);
  const proxy = createAuthEmulatorProxy({
    upstream: child.origin,
    projectId: options.projectId,
    exportDir: options.persist ? exportDir : null,
    // Kept in the data directory even when accounts are not: a server joining this store checks tokens with it.
    tokenKey: loadEmulatorTokenKey(emulatorTokenKeyFile(options.dataDir)),
    signInThrottle: createSignInThrottle(options.signInThrottle),
  });
  let served: Awaited<ReturnType<typeof serveAuthProxy>>;
  try {
    served = await serveAuthProxy(proxy, options.port);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    host: served.host,
    proxy,
    async stop() {
      await served.stop();
      await child.stop();
    },
  };
}
