import { adminAuth, signIn, uniqueEmail } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * Accounts created while the server runs are stored when they change, not at a clean exit: they survive
 * SIGKILL, and SIGTERM to the whole process group (what systemd and `docker stop` send). Two instances on
 * one machine each keep their own accounts.
 */
describe('accounts across restarts', () => {
  const env = { PERSIST_EMBEDDED_DATA: 'true' };
  const running: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(running.map((server) => server.kill('SIGKILL', { group: true })));
  });

  async function createAccount(server: RunningServer) {
    const email = uniqueEmail('survivor');
    const password = 'Survive-2026!';
    await adminAuth(server).createUser({ email, password });
    return { email, password };
  }
  const canSignIn = (server: RunningServer, account: { email: string; password: string }) =>
    signIn(account.email, account.password, server).then(
      () => true,
      () => false,
    );

  it('keeps each instance’s accounts through SIGKILL and SIGTERM to the process group, side by side', async () => {
    const [one, two] = await Promise.all([startServer({ env, detached: true }), startServer({ env, detached: true })]);
    running.push(one, two);
    // One after the other: firebase-admin finds the Auth emulator through a process-wide variable.
    const accountOne = await createAccount(one);
    const accountTwo = await createAccount(two);
    expect(await canSignIn(one, accountOne)).toBe(true);
    expect(await canSignIn(one, accountTwo)).toBe(false);

    await Promise.all([one.kill('SIGKILL', { group: true }), two.kill('SIGTERM', { group: true })]);
    const [oneAgain, twoAgain] = await Promise.all([
      startServer({ env, dataDir: one.dataDir, detached: true }),
      startServer({ env, dataDir: two.dataDir, detached: true }),
    ]);
    running.push(oneAgain, twoAgain);

    expect(await canSignIn(oneAgain, accountOne)).toBe(true); // after SIGKILL
    expect(await canSignIn(twoAgain, accountTwo)).toBe(true); // after SIGTERM to the group
    // Neither instance read or wrote the other's accounts.
    expect(await canSignIn(oneAgain, accountTwo)).toBe(false);
    expect(await canSignIn(twoAgain, accountOne)).toBe(false);
    // The demo admin is there once in each.
    expect(await canSignIn(oneAgain, { email: 'admin@demo.sprayfoamremoval.uk', password: 'DemoAdmin2026!' })).toBe(true);
  }, 300_000);
});
