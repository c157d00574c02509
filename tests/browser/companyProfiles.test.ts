import { collectPageErrors, startSiteAndBrowser } from './browser';

/** Public company profiles on a phone and a laptop (docs/decisions/0045-public-company-profiles.md). */
const site = startSiteAndBrowser();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

it('on a 390 px phone, a company card on a location page links to the company’s profile, which shows its checks', async () => {
  const page = await site.browser.newPage({ viewport: PHONE });
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/locations/london`);
  const card = page.locator('.company-list li', { hasText: 'LoftClear Removals Ltd' });
  await card.getByRole('link', { name: 'LoftClear Removals Ltd', exact: true }).click();
  await page.waitForURL(/\/companies\/loftclear-removals$/);

  await page.getByRole('heading', { level: 1, name: /LoftClear Removals Ltd/ }).waitFor();
  const checks = page.getByTestId('company-checks');
  await checks.getByRole('heading', { name: 'What we checked' }).waitFor();
  const checkText = await checks.innerText();
  expect(checkText).toMatch(/Public liability insurance of £5,000,000 per claim, valid until \d{1,2} \w+ \d{4}/);
  expect(checkText).toMatch(/Waste carrier registration CBDU100001 \(upper tier\), valid until \d{1,2} \w+ \d{4}/);
  expect(await page.getByTestId('company-certification').innerText()).toMatch(/^Certified by us until \d{1,2} \w+ \d{4}\./);
  expect(await page.getByRole('region', { name: 'Where it works' }).innerText()).toContain('South East');
  await page.getByRole('link', { name: 'Request a quote from LoftClear Removals Ltd' }).waitFor();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
});

it('on a laptop, the profile keeps a readable width, and an unlisted company answers the 404 page', async () => {
  const page = await site.browser.newPage({ viewport: LAPTOP });
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/companies/northern-foam-solutions`);
  await page.getByRole('heading', { level: 1, name: /Northern Foam Solutions/ }).waitFor();
  expect(await page.getByTestId('company-certification').innerText()).toContain('Not certified by us.');
  const main = (await page.locator('main').boundingBox())!;
  expect(main.width).toBeLessThanOrEqual(760);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
  expect(errors).toEqual([]);

  // The demo's Celtic Insulation Recovery has no checked insurance or registration: it is not listed.
  const response = await page.goto(`${site.server.url}/companies/celtic-insulation-recovery`);
  expect(response!.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
});

it('a company sends its about text on a phone; it shows on the profile only after an administrator approves it; a rejection’s reason reaches the company', async () => {
  const run = Math.random().toString(36).slice(2, 7);
  const first = `LoftClear ${run} removes open- and closed-cell foam from lofts across London, with a timber check after every job.`;
  const second = `LoftClear ${run} removes open- and closed-cell foam from lofts across London and the South East.`;

  const companyContext = await site.browser.newContext({ viewport: PHONE });
  const company = await companyContext.newPage();
  const companyErrors = collectPageErrors(company);
  await company.goto(`${site.server.url}/company/login`);
  await company.getByLabel('Email').fill('company@demo.sprayfoamremoval.uk');
  await company.getByLabel('Password').fill('DemoCompany2026!');
  await company.getByRole('button', { name: 'Sign in' }).click();
  await company.waitForURL(/\/company\/available-leads$/);
  await company.goto(`${site.server.url}/company/profile`);
  const aboutForm = company.getByRole('form', { name: 'About the company' });
  // A mistake is named beside the field.
  await aboutForm.getByLabel('Your text').fill('Too short.');
  await aboutForm.getByRole('button', { name: 'Send for checking' }).click();
  await aboutForm.getByText('Write at least 30 characters: what you do, where, and how').waitFor();
  await aboutForm.getByLabel('Your text').fill(first);
  await aboutForm.getByRole('button', { name: 'Send for checking' }).click();
  await company
    .getByTestId('about-submission')
    .getByText(/is waiting for our check/)
    .waitFor();
  expect(await company.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const visitor = await site.browser.newPage({ viewport: PHONE });
  await visitor.goto(`${site.server.url}/companies/loftclear-removals`);
  await visitor.getByRole('heading', { name: 'About LoftClear Removals Ltd' }).waitFor();
  expect(await visitor.locator('main').innerText()).not.toContain(run);

  const adminContext = await site.browser.newContext({ viewport: LAPTOP });
  const admin = await adminContext.newPage();
  const adminErrors = collectPageErrors(admin);
  await admin.goto(`${site.server.url}/admin/companies?about=pending`);
  await admin.waitForURL(/\/admin\/login$/);
  await admin.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await admin.getByLabel('Password').fill('DemoAdmin2026!');
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL(/\/admin\/companies\?about=pending$/);
  await admin.getByRole('row').filter({ hasText: 'LoftClear Removals Ltd' }).getByRole('link', { name: 'LoftClear Removals Ltd' }).click();
  const panel = admin.getByTestId('about-check');
  await panel.getByText(first).waitFor();
  await panel.getByRole('button', { name: 'Reject…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject this about text?' });
  const reason = `Please leave out the timber check ${run}: we have not seen evidence of it.`;
  await dialog.getByLabel('Reason (for the company)').fill(reason);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await admin.getByText('LoftClear Removals Ltd: about text rejected').waitFor();

  await company.reload();
  await company.getByTestId('about-submission').getByText(`Why: ${reason}`, { exact: false }).waitFor();
  await aboutForm.getByLabel('Your text').fill(second);
  await aboutForm.getByRole('button', { name: 'Send for checking' }).click();
  await company
    .getByTestId('about-submission')
    .getByText(/is waiting for our check/)
    .waitFor();

  await admin.reload();
  await panel.getByText(second).waitFor();
  await panel.getByRole('button', { name: 'Approve and publish' }).click();
  await admin.getByText('LoftClear Removals Ltd: about text published').waitFor();

  await visitor.reload();
  await visitor.getByText(second).waitFor();
  expect(await visitor.locator('main').innerText()).not.toContain('timber check');
  await company.reload();
  await company.getByTestId('about-published').getByText(second).waitFor();
  expect(companyErrors).toEqual([]);
  expect(adminErrors).toEqual([]);
  await companyContext.close();
  await adminContext.close();
});
