import { adminDb } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** /admin/quick-callbacks → Convert to lead: the manual entry, prefilled, creates the lead and marks the call-back converted. */
const site = startSiteAndBrowser();

it('converts a call-back into a lead from the call-backs list', async () => {
  const db = adminDb(site.server);
  const id = `cb_browser_${Date.now().toString(36)}`;
  const reference = `CB-${id.slice(-6).toUpperCase()}`;
  const phone = `07${Math.floor(400000000 + Math.random() * 599999999)}`;
  const now = new Date();
  await db
    .collection('quickCallbacks')
    .doc(id)
    .set({
      reference,
      name: 'Conny Version',
      phone,
      preferredTime: 'morning',
      consent: { terms: true },
      pagePath: '/contact',
      status: 'new',
      createdAt: now,
      updatedAt: now,
    });

  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/admin/quick-callbacks`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/quick-callbacks$/);

  // The list shows who asked, not the reference; the name is this test's own.
  const row = page.getByRole('row').filter({ hasText: 'Conny Version' });
  await row.getByRole('link', { name: `Convert ${reference} to a lead` }).click();
  await page.waitForURL(new RegExp(`/admin/removal-requests/new\\?callback=${id}$`));
  await page.getByText(`Converting call-back ${reference}`).waitFor();
  await page.waitForFunction(() => (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value === 'Conny Version');
  expect(await page.getByLabel('Phone').inputValue()).toBe(phone);

  // Sent incomplete: each missing answer is named beside its field, and what was typed stays.
  await page.getByLabel('Email', { exact: true }).fill('conny.version@example.com');
  await page.getByRole('button', { name: 'Create the lead and mark converted' }).click();
  await page.getByText('Some answers need your attention').waitFor();
  await page.getByText('Choose the type of property').waitFor();
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('conny.version@example.com');
  expect(await page.getByLabel('Full name').inputValue()).toBe('Conny Version');
  expect((await db.collection('quickCallbacks').doc(id).get()).get('status')).toBe('new');

  // On a phone, the form fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByLabel('Postcode').fill('M1 1AE');
  await page.getByLabel('Property type').selectOption('terraced');
  await page.getByLabel('Type of foam').selectOption('open');
  await page.getByLabel('How soon?').selectOption('asap');
  await page.getByLabel('Why removed?').selectOption('mortgage');
  await page.getByLabel(/The homeowner agreed to the/).check();
  await page.getByRole('button', { name: 'Create the lead and mark converted' }).click();

  const created = page.getByText(/Lead SFR-\d{6} created/).first();
  await created.waitFor();
  const leadRef = (await created.textContent())!.match(/SFR-\d{6}/)![0];
  await page.getByText(`Call-back ${reference} is marked converted.`).waitFor();

  const stored = (await db.collection('quickCallbacks').doc(id).get()).data()!;
  expect(stored).toMatchObject({ status: 'converted', convertedLeadRef: leadRef });
  const lead = (await db.collection('leads').doc(stored.convertedLeadId).get()).data()!;
  expect(lead).toMatchObject({ ref: leadRef, origin: 'callback' });
  expect(lead.homeowner).toMatchObject({ name: 'Conny Version', phone, email: 'conny.version@example.com' });

  // Back on the list: converted, with a link to its lead, and no actions left.
  await page.getByRole('link', { name: 'Back to call-backs' }).first().click();
  await page.waitForURL(/\/admin\/quick-callbacks$/);
  await row.getByText('Converted to a lead').waitFor();
  await row.getByRole('link', { name: `Lead ${leadRef}` }).waitFor();
  expect(await row.getByRole('link', { name: `Convert ${reference} to a lead` }).count()).toBe(0);
  expect(errors).toEqual([]);
});
