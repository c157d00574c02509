import fs from 'node:fs';
import { serverInfoFile, startServer } from '../support/serverProcess';


/** One real server (with its embedded Firestore and Auth emulators) shared by the API suites. */
export default async function globalSetup() {
  const server = await startServer();
  (globalThis as Record<string, unknown>).__SFR_SERVER__ = server;
  const file = serverInfoFile();
  fs.writeFileSync(file, JSON.stringify({ url: server.url, firestore: server.firestore, auth: server.auth }));
  process.env.SFR_SERVER_INFO = file;
}
