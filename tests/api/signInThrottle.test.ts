import { adminAuth, randomIp, uniqueEmail } from '../support/api';
import { instancePairForThisFile } from '../support/serverProcess';
import { eventually } from '../support/wait';

/**
 * Repeated failed sign-ins are throttled per account and per client address, across every instance on one
 * store (docs/auth-front.md, "Throttling"): over the limit the front answers TOO_MANY_ATTEMPTS_TRY_LATER, as
 * Firebase does, until the window has passed. Two servers on one store, with a short window and small limits.
 */
const WINDOW_SECONDS = 4;
const PER_ACCOUNT = 3;
const PER_ADDRESS = 6;
const pair = instancePairForThisFile(() => ({
  SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  SIGN_IN_RATE_LIMIT_ACCOUNT_MAX: String(PER_ACCOUNT),
  SIGN_IN_RATE_LIMIT_ADDRESS_MAX: String(PER_ADDRESS),
}));
let instances: string[];

beforeAll(() => {
  instances = [pair.first.url, pair.second.url];
});

/** A sign-in as the browser sends it, from `address` (the test talks through loopback, which the site trusts to name the visitor). */
async function signIn(instance: string, email: string, password: string, address: string) {
  const res = await fetch(`${instance}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password, returnSecureToken: true, clientType: 'CLIENT_TYPE_WEB' }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { code: number; message: string; errors: unknown[] } };
  return { status: res.status, body, message: body.error?.message ?? null };
}

async function newAccount() {
  const email = uniqueEmail('throttled');
  const password = 'Right-Password-2026!';
  await adminAuth().createUser({ email, password });
  return { email, password };
}

const TOO_MANY = {
  status: 400,
  body: {
    error: {
      code: 400,
      message: 'TOO_MANY_ATTEMPTS_TRY_LATER',
      errors: [expect.objectContaining({ message: 'TOO_MANY_ATTEMPTS_TRY_LATER' })],
    },
  },
};

describe('failed sign-ins through the site', () => {
  it('are throttled per account across both instances and every address, then released after the window', async () => {
    const account = await newAccount();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const failed = await signIn(instances[i % 2], account.email, 'Wrong-Password-1', randomIp());
      expect(failed.message).toBe('INVALID_LOGIN_CREDENTIALS');
    }
    const started = Date.now();
    // Even the right password, from another address, on either instance: the account waits.
    for (const instance of instances) {
      const refused = await signIn(instance, account.email, account.password, randomIp());
      expect({ status: refused.status, body: refused.body }).toEqual(TOO_MANY);
    }
    // The same address in capitals is the same account.
    expect((await signIn(instances[0], account.email.toUpperCase(), account.password, randomIp())).message).toBe(
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    );
    const released = await eventually(
      async () => ((await signIn(instances[1], account.email, account.password, randomIp())).status === 200 ? Date.now() : null),
      'the account to be released',
      (WINDOW_SECONDS + 5) * 1000,
      250,
    );
    expect(released - started).toBeGreaterThan((WINDOW_SECONDS - 1) * 1000);
  });

  it('are throttled per address, for every account, while other addresses still sign in', async () => {
    const address = randomIp();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const failed = await signIn(instances[i % 2], uniqueEmail('nobody'), 'Wrong-Password-1', address);
      expect(failed.message).toBe('INVALID_LOGIN_CREDENTIALS');
    }
    const account = await newAccount();
    for (const instance of instances) {
      const refused = await signIn(instance, account.email, account.password, address);
      expect({ status: refused.status, body: refused.body }).toEqual(TOO_MANY);
    }
    expect((await signIn(instances[0], account.email, account.password, randomIp())).status).toBe(200);
    await eventually(
      async () => (await signIn(instances[0], account.email, account.password, address)).status === 200,
      'the address to be released',
      (WINDOW_SECONDS + 5) * 1000,
      250,
    );
  });

  it('let through at most the limit of a burst of wrong passwords sent at once, and answer every one', async () => {
    const account = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(instances[i % 2], account.email, `Wrong-Password-${i}`, randomIp())),
    );
    const messages = answers.map((answer) => answer.message);
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(messages.filter((message) => message === 'INVALID_LOGIN_CREDENTIALS').length).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(messages.filter((message) => message === 'TOO_MANY_ATTEMPTS_TRY_LATER').length).toBeGreaterThanOrEqual(30 - PER_ACCOUNT);
  }, 120_000);

  it('are forgotten for an account whose owner sets a new password from the e-mailed link', async () => {
    const account = await newAccount();
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(instances[i % 2], account.email, 'Wrong-Password-1', randomIp());
    expect((await signIn(instances[0], account.email, account.password, randomIp())).message).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    // As /company/set-password does it, through the joining instance.
    const oobCode = new URL(await adminAuth().generatePasswordResetLink(account.email)).searchParams.get('oobCode')!;
    const reset = await fetch(`${instances[1]}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: 'New-Password-2026!' }),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(instances[0], account.email, 'New-Password-2026!', randomIp())).status).toBe(200);
  });

  it('do not count successful sign-ins', async () => {
    const account = await newAccount();
    const address = randomIp();
    for (let i = 0; i < PER_ACCOUNT + 2; i++) {
      expect((await signIn(instances[i % 2], account.email, account.password, address)).status).toBe(200);
    }
  });
});
