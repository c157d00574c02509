import type { Page } from 'playwright-core';
import { startSiteAndBrowser } from './browser';

/**
 * The sign-in pages say in words what happened (docs/requirements/access.md#messages): the same sentence for an
 * unknown e-mail and a wrong password, then, once the account's failed sign-ins reach the limit
 * (docs/auth-front.md, "Throttling"; 2 here), that there were too many attempts.
 */
const site = startSiteAndBrowser({ env: { SIGN_IN_RATE_LIMIT_ACCOUNT_MAX: '2', SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: '600' } });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

it.each([
  ['/company/login', 'company@demo.sprayfoamremoval.uk'],
  ['/admin/login', 'admin@demo.sprayfoamremoval.uk'],
])('%s: an unknown e-mail and a wrong password read the same, then too many attempts', async (path, email) => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.server.url}${path}`);
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));

  await signIn(page, `nobody.${Date.now()}@test.example`, 'Not-the-password-1');
  await page.getByText('The email or password is incorrect').waitFor();
  for (let i = 0; i < 2; i++) {
    await signIn(page, email, `Wrong-password-${i}`);
    await page.getByText('The email or password is incorrect').waitFor();
  }
  await signIn(page, email, 'Wrong-password-again');
  await page.getByText('Too many attempts: wait a few minutes and try again').waitFor();
  await context.close();
});
