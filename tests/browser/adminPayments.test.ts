import { adminDb } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** /admin/payments: a refund happens only after the admin confirms it and gives a reason. */
const site = startSiteAndBrowser();

it('refunds a payment after the confirmation, with a reason, and not before', async () => {
  const db = adminDb(site.server);
  const company = (await db.collection('companies').limit(1).get()).docs[0];
  const now = new Date();
  await db.collection('payments').doc('browser-refund-1').set({
    kind: 'lead_purchase',
    description: 'Lead SFR-000777, one place',
    amountPence: 4000,
    vatPence: 800,
    currency: 'GBP',
    status: 'succeeded',
    provider: 'local',
    providerRef: 'local_browser-refund-1',
    companyId: company.id,
    leadId: null,
    paidAt: now,
    fulfilled: true,
    successPath: '/company/leads',
    cancelPath: '/company/leads',
    createdAt: now,
    updatedAt: now,
  });

  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/admin/payments`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/payments$/);
  const row = page.getByRole('row').filter({ hasText: 'Lead SFR-000777' });
  await row.waitFor();
  expect(await page.getByText('This area is being built').count()).toBe(0);

  // Cancel: nothing moves.
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
  await dialog.getByText(/£48 \(VAT included\) goes back to/).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await db.collection('payments').doc('browser-refund-1').get()).get('status')).toBe('succeeded');

  // A reason is required; what was typed stays.
  await row.getByRole('button', { name: 'Refund' }).click();
  await dialog.getByRole('button', { name: 'Refund £48' }).click();
  await dialog.getByText('Give a reason of at least 3 characters').waitFor();
  await dialog.getByLabel('Reason (e-mailed to the company)').fill('Homeowner unreachable: agreed refund');
  await dialog.getByRole('button', { name: 'Refund £48' }).click();
  await page.getByText(/^Refunded £48 to/).waitFor();
  await row.getByText('Refunded', { exact: true }).waitFor();
  const stored = (await db.collection('payments').doc('browser-refund-1').get()).data()!;
  expect(stored.status).toBe('refunded');
  expect(stored.refundReason).toBe('Homeowner unreachable: agreed refund');

  // The filter lives in the address.
  await page.getByLabel('Status').selectOption('REFUNDED');
  await page.waitForURL(/status=REFUNDED/);
  await row.waitFor();
  expect(errors).toEqual([]);
});
