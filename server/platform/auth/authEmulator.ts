import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { logger } from '../logger';

/**
 * Starts the Firebase Auth emulator of firebase-tools (pure JavaScript, no Java) as a child process.
 * Accounts are exported to `<dataDir>/auth-export` on exit and imported at the next start, so company users
 * and admins survive a restart like the Firestore data does.
 */
export interface AuthEmulator {
  host: string;
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
  /** 0: any free port. */
  port: number;
  dataDir: string;
  persist: boolean;
}

const START_ATTEMPTS = 3;

/**
 * Free ports are picked by probing, so another process may take one before the emulator binds it (seen with
 * several test runs on one machine); such a start is retried on fresh ports. A fixed, configured port is not.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAuthEmulatorOnce(options);
    } catch (error) {
      const portTaken = /port taken|is not open|EADDRINUSE/i.test((error as Error).message);
      if (!portTaken || attempt >= START_ATTEMPTS) throw error;
      logger.warn({ attempt }, 'auth emulator port was taken; retrying on other ports');
    }
  }
}

async function startAuthEmulatorOnce(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const port = options.port || (await freePort());
  const workDir = path.join(options.dataDir, 'auth-emulator');
  await fs.promises.mkdir(workDir, { recursive: true });
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
  const exportDir = path.join(options.dataDir, 'auth-export');
  const args = [
    require.resolve('firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    configFile,
  ];
  if (options.persist) {
    if (fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', NO_UPDATE_NOTIFIER: '1', FIRESTORE_EMULATOR_HOST: '' },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  await waitUntilReady(`http://127.0.0.1:${port}/`, child, 60_000, () => output);
  logger.debug({ port }, 'auth emulator ready');

  return {
    host: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        const forceKill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(forceKill);
          resolve();
        });
        child.kill('SIGINT');
      }),
  };
}
