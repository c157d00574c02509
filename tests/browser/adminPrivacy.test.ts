import fs from 'node:fs/promises';
import { adminDb, randomMobile } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** /admin/privacy: find a person's records, export them, and erase them only after typing their e-mail again. */
const site = startSiteAndBrowser();

it('finds, exports and, once confirmed, erases a person’s records', async () => {
  const db = adminDb(site.server);
  const tag = Math.random().toString(36).slice(2, 10);
  const person = { name: `Bea Browser${tag}`, email: `bea.${tag}@privacy.example`, phone: randomMobile() };
  const now = new Date();
  const inquiry = db.collection('contactInquiries').doc(`ci_browser_${tag}`);
  await inquiry.set({
    ...person,
    subject: 'removal',
    message: `Private message ${tag}`,
    reference: `CI-${tag.slice(0, 6).toUpperCase()}`,
    status: 'new',
    createdAt: now,
    updatedAt: now,
  });
  const callback = db.collection('quickCallbacks').doc(`cb_browser_${tag}`);
  await callback.set({
    name: person.name,
    phone: person.phone,
    preferredTime: 'morning',
    pagePath: '/',
    reference: `CB-${tag.slice(0, 6).toUpperCase()}`,
    status: 'new',
    createdAt: now,
    updatedAt: now,
  });

  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/admin/privacy`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/privacy$/);

  await page.getByLabel('E-mail address').fill(person.email.toUpperCase());
  await page.getByLabel('Phone number').fill(person.phone.replace(/^0/, '+44 '));
  await page.getByRole('button', { name: 'Find their data' }).click();
  await page.getByRole('heading', { name: 'Contact inquiries (1)' }).waitFor();
  await page.getByRole('heading', { name: 'Call-back requests (1)' }).waitFor();
  await page.getByText('Contact inquiry, Spray foam removal').waitFor();
  // On a 375 px phone the page does not scroll sideways (tables scroll in their own box).
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
  const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
  expect(exported.records.contact_inquiry[0].data).toMatchObject({ email: person.email, message: `Private message ${tag}` });

  // Erasing asks first, naming the count, and needs the e-mail or phone typed again.
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this person’s data?' });
  await dialog.getByText(/2 records held about/).waitFor();
  await dialog.getByRole('button', { name: 'Erase 2 records' }).click();
  await dialog.getByText('Type the e-mail address or phone number exactly as searched').waitFor();
  expect((await inquiry.get()).get('email')).toBe(person.email);
  await dialog.getByLabel(/to confirm$/).fill(person.email);
  await dialog.getByRole('button', { name: 'Erase 2 records' }).click();
  await page.getByText(/^Erased 2 records on/).waitFor();
  expect((await inquiry.get()).data()).toMatchObject({ name: 'erased', email: 'erased', phone: 'erased', message: 'erased' });
  expect((await callback.get()).data()).toMatchObject({ name: 'erased', phone: 'erased', preferredTime: 'morning' });

  await page.getByRole('button', { name: 'Find their data' }).click();
  await page.getByText(/^Nothing is held about/).waitFor();
  expect(errors).toEqual([]);
});
