import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../support/serverProcess';

/** One real server (with its embedded Firestore and Auth emulators) shared by the API suites. */
export default async function globalSetup() {
  const server = await startServer();
  (globalThis as Record<string, unknown>).__SFR_SERVER__ = server;
  // One file per jest run: several runs (other worktrees, CI jobs) may share this machine's temp directory.
  const file = path.join(os.tmpdir(), `sfr-api-server-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify({ url: server.url, firestore: server.firestore, auth: server.auth, dataDir: server.dataDir }));
  process.env.SFR_SERVER_INFO = file;
}
