import fs from 'node:fs';
import type { RunningServer } from '../support/serverProcess';

export default async function globalTeardown() {
  const server = (globalThis as Record<string, unknown>).__SFR_SERVER__ as RunningServer | undefined;
  await server?.stop();
  if (process.env.SFR_SERVER_INFO) fs.rmSync(process.env.SFR_SERVER_INFO, { force: true });
}
