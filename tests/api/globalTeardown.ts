import type { RunningServer } from '../support/serverProcess';

export default async function globalTeardown() {
  const server = (globalThis as Record<string, unknown>).__SFR_SERVER__ as RunningServer | undefined;
  await server?.stop();
}
