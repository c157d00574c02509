import type { Page } from 'playwright-core';
import { createCompany } from '../support/marketplace';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver';
import { collectPageErrors, openCompanyPage, signInAsCompany, startSiteAndBrowser } from './browser';

/**
 * The company area's Webhooks page on a phone and a laptop (docs/integrations.md#webhooks): an owner adds an endpoint
 * (the embedded trial's http://127.0.0.1 receiver), copies the secret shown once, sends a test event, reads the
 * delivery log with its response code and time, and sends a delivery again.
 */
const site = startSiteAndBrowser({ env: { WEBHOOK_POLL_MS: '200' } });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.stop();
});

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([
  [390, 844],
  [1366, 900],
])('webhooks at %i px', (width, height) => {
  it('an owner adds an endpoint, sees its secret once, and reads and resends from the delivery log', async () => {
    const company = await createCompany({ regions: ['London'] }, site.info);
    const context = await site.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
    await openCompanyPage(page, 'Webhooks');
    await page.waitForURL(/\/company\/webhooks$/);
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText('No endpoints yet: add one below.').waitFor();

    // A refused address keeps what was typed.
    await page.getByLabel(/Endpoint URL/).fill('http://crm.example.com/hooks');
    await page.getByRole('checkbox', { name: /A purchase is completed/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText(/^Webhook endpoints must use https:\/\//).waitFor();
    expect(await page.getByLabel(/Endpoint URL/).inputValue()).toBe('http://crm.example.com/hooks');

    const url = receiver.url(`/browser-${width}`);
    await page.getByLabel(/Endpoint URL/).fill(url);
    await page.getByLabel('Description (optional)').fill('Our job software');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByLabel('Signing secret', { exact: true }).textContent())!;
    expect(secret).toMatch(/^whsec_/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.getByText(secret).count()).toBe(0);

    const card = page.getByRole('listitem', { name: url });
    await card.getByText(`Secret whsec_…${secret.slice(-4)}`).waitFor();
    await card.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('A test event is on its way.').waitFor();
    await card.getByRole('button', { name: 'Delivery log' }).click();
    const log = card.getByRole('region', { name: 'Delivery log' });
    // The open log reads itself again every few seconds: the worker delivers in the background.
    await log.getByText(/^Response: 200 · \d+ ms · .+ · attempt 1$/).waitFor();
    const delivery = log.getByRole('listitem').first();
    await delivery.getByText('webhook.test').waitFor();
    await delivery.getByText(/ms · \d/).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await delivery.getByRole('button', { name: 'Send again' }).click();
    await log.getByText('Sent again: it goes out within seconds.').waitFor();
    await log.getByText(/^Response: 200 · \d+ ms · .+ · attempt 2$/).waitFor();
    expect(receiver.answeredOk(`/browser-${width}`).map((r) => r.attempt)).toEqual([1, 2]);

    // Deleting asks first.
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByRole('alertdialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('listitem', { name: url }).count()).toBe(1);
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByRole('alertdialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('The endpoint is deleted.').waitFor();
    await page.getByText('No endpoints yet: add one below.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
