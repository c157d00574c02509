import { startSiteAndBrowser, submitSignIn } from './browser';

/**
 * The sign-in pages say in words what happened (docs/requirements/access.md#messages): the same sentence for an
 * unknown e-mail and a wrong password, then, once the account's failed sign-ins reach the limit
 * (docs/auth-front.md, "Throttling"; 2 here), that there were too many attempts.
 */
const site = startSiteAndBrowser({ env: { SIGN_IN_RATE_LIMIT_ACCOUNT_MAX: '2', SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: '600' } });

it.each([
  ['/company/login', 'company@demo.sprayfoamremoval.uk'],
  ['/admin/login', 'admin@demo.sprayfoamremoval.uk'],
])('%s: an unknown e-mail and a wrong password read the same, then too many attempts', async (path, email) => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.server.url}${path}`);
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));

  await submitSignIn(page, { email: `nobody.${Date.now()}@test.example`, password: 'Not-the-password-1' });
  await page.getByText('The email or password is incorrect').waitFor();
  for (let i = 0; i < 2; i++) {
    await submitSignIn(page, { email, password: `Wrong-password-${i}` });
    await page.getByText('The email or password is incorrect').waitFor();
  }
  await submitSignIn(page, { email, password: 'Wrong-password-again' });
  await page.getByText('Too many attempts: wait a few minutes and try again').waitFor();
  await context.close();
});
