import { adminDb } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** /admin/companies: find a company, open it, suspend it after confirming with a reason, see the change. */
const site = startSiteAndBrowser();

it('edits a company without losing typed input, suspends it only after the confirmation with a reason, and shows the new status and its history', async () => {
  const db = adminDb(site.server);
  const run = Math.random().toString(36).slice(2, 8);
  const name = `Qx${run} Browser Removals`;
  const id = `browser-co-${run}`;
  const email = `office.${run}@browser-removals.example`;
  const now = new Date();
  await db
    .collection('companies')
    .doc(id)
    .set({
      name,
      slug: `qx${run}-browser-removals`,
      contactName: 'Bea Browser',
      email,
      phone: '07700900456',
      website: null,
      address: '',
      postcode: '',
      regions: ['Wales'],
      services: ['loft'],
      description: '',
      logoPath: null,
      status: 'active',
      certified: false,
      certificateId: null,
      certifiedUntil: null,
      leadAlerts: true,
      userIds: [],
      createdAt: now,
      updatedAt: now,
    });

  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/admin/companies`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/companies$/);
  expect(await page.getByText('This area is being built').count()).toBe(0);

  // The name search lives in the address and finds the company alone.
  await page.getByLabel('Name starts with').fill(`qx${run} browser`);
  await page.waitForURL(new RegExp(`q=qx${run}`));
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  await page.getByText(/^1 company$/).waitFor();
  await row.getByText('Active', { exact: true }).waitFor();
  await row.getByRole('link', { name }).click();
  await page.waitForURL(new RegExp(`/admin/companies/${id}$`));
  await page.getByRole('heading', { name, level: 1 }).waitFor();

  // A bad postcode is refused beside its field; what was typed stays; the fixed form saves.
  const form = page.getByRole('form', { name: 'Edit company details' });
  await form.getByLabel('Contact name').fill('Bea Edited');
  await form.getByLabel('Postcode (optional)').fill('NOT A CODE');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form.getByText('Enter a valid UK postcode, like SW1A 1AA, or leave it empty').waitFor();
  expect(await form.getByLabel('Contact name').inputValue()).toBe('Bea Edited');
  expect((await db.collection('companies').doc(id).get()).get('contactName')).toBe('Bea Browser');
  await form.getByLabel('Postcode (optional)').fill('cf10 1aa');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText(`${name}: changes saved`).waitFor();
  expect(await form.getByLabel('Postcode (optional)').inputValue()).toBe('CF10 1AA');
  expect((await db.collection('companies').doc(id).get()).data()).toMatchObject({ contactName: 'Bea Edited', postcode: 'CF10 1AA' });

  // Cancel: nothing changes.
  await page.getByRole('button', { name: 'Suspend…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend this company?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await db.collection('companies').doc(id).get()).get('status')).toBe('active');

  // A reason is required.
  await page.getByRole('button', { name: 'Suspend…' }).click();
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await dialog.getByText('Give a reason of at least 3 characters').waitFor();
  const reason = `Insurance lapsed ${run}`;
  await dialog.getByLabel('Reason (e-mailed to the company)').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await page.getByText(`${name} is suspended`).waitFor();

  await page.locator('.page-header').getByText('Suspended', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Reinstate…' }).waitFor();
  await page.locator('.history li').filter({ hasText: 'Edited by admin@demo.sprayfoamremoval.uk' }).waitFor();
  await page
    .locator('.history li')
    .filter({ hasText: `Suspended by admin@demo.sprayfoamremoval.uk (${reason})` })
    .waitFor();
  const stored = (await db.collection('companies').doc(id).get()).data()!;
  expect(stored.status).toBe('suspended');
  const mails = await db.collection('mail').where('to', '==', email).get();
  expect(mails.docs.map((mail) => mail.get('template'))).toEqual(['company_suspended']);
  expect(errors).toEqual([]);
});
