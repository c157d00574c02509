import { REQUEST_FREE_GUIDE, adminDb, gql, idempotencyKey, randomMobile } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** /admin/contact-inquiries, /admin/rics-surveys and /admin/pdf-leads as the demo admin uses them. */
const site = startSiteAndBrowser();

async function submit(query: string, input: Record<string, unknown>) {
  const { body } = await gql(query, { input, key: idempotencyKey() }, { baseUrl: site.server.url });
  expect(body.errors).toBeUndefined();
  return body.data!;
}

it('replies to a contact message, and lists survey requests and guide downloads', async () => {
  const inquiry = (
    await submit(
      `mutation C($input: ContactInquiryInput!, $key: String!, $botCheck: BotCheckInput) { result: submitContactInquiry(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id reference } }`,
      {
        name: 'Bea Browser',
        email: 'bea.browser@example.com',
        subject: 'mortgage',
        message: 'Which survey does my lender need for a loft with spray foam?',
        consent: { terms: true },
      },
    )
  ).result as { id: string; reference: string };
  await submit(
    `mutation S($input: RicsSurveyInput!, $key: String!, $botCheck: BotCheckInput) { requestRicsSurvey(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id } }`,
    {
      name: 'Sam Surveyed',
      email: 'sam.surveyed@example.com',
      phone: randomMobile(),
      postcode: 'BS1 4DJ',
      propertyType: 'detached',
      surveyLevel: 'spray_foam_inspection',
      consent: { terms: true },
    },
  );
  const guide = await gql(
    REQUEST_FREE_GUIDE,
    {
      input: { name: 'Gus Guide', email: 'gus.guide@example.com', consent: { terms: true, marketing: false } },
      key: idempotencyKey(),
      source: null,
    },
    { baseUrl: site.server.url },
  );
  expect(guide.body.errors).toBeUndefined();

  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/admin/contact-inquiries`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/contact-inquiries$/);
  const row = page.getByRole('row').filter({ hasText: 'Bea Browser' });
  await row.waitFor();
  expect(await page.getByText('This area is being built').count()).toBe(0);
  await row.getByText('Mortgages and surveys').waitFor(); // the subject's label, not its code

  await row.getByRole('button', { name: /Open the message from Bea Browser/ }).click();
  const dialog = page.getByRole('dialog', { name: `Message ${inquiry.reference}` });
  await dialog.getByText('Which survey does my lender need').waitFor();

  // An empty reply: a field error, nothing sent.
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await dialog.getByText('Write a reply before sending it').waitFor();
  expect((await adminDb(site.server).collection('contactInquiries').doc(inquiry.id).get()).get('status')).toBe('new');

  const reply = 'A specialist spray foam inspection report is what most lenders ask for.';
  await dialog.getByLabel(/Your reply/).fill(reply);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText('Reply sent to Bea Browser').waitFor();
  await dialog.locator('.badge', { hasText: 'Replied' }).waitFor();
  await dialog.locator('.history').getByText(reply).waitFor();
  await row.locator('.badge', { hasText: 'Replied' }).waitFor();
  const stored = (await adminDb(site.server).collection('contactInquiries').doc(inquiry.id).get()).data()!;
  expect(stored.status).toBe('replied');
  const mails = await adminDb(site.server).collection('mail').where('template', '==', 'contact_inquiry_reply').get();
  expect(mails.docs.map((mail) => [mail.get('to'), mail.get('data.reply')])).toEqual([['bea.browser@example.com', reply]]);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });

  await page.goto(`${site.server.url}/admin/rics-surveys?status=new`);
  const survey = page.getByRole('row').filter({ hasText: 'Sam Surveyed' });
  await survey.waitFor();
  await survey.getByText('Specialist spray foam inspection report').waitFor();
  expect(await page.getByText('This area is being built').count()).toBe(0);
  // One step along the pipeline from the details, which show labels, not codes.
  await survey.getByRole('button', { name: 'Sam Surveyed' }).click();
  const details = page.getByRole('dialog', { name: /^Survey request RS-/ });
  await details.getByText('Detached house, BS1 4DJ').waitFor();
  await details.getByRole('button', { name: /^Mark contacted/ }).click();
  await page.getByText(/^RS-[0-9A-F]{6}: Contacted$/).waitFor();
  await details.locator('.history').getByText('Contacted by admin@demo.sprayfoamremoval.uk').waitFor();
  // It has left the "New" list but its details stay open with the change.
  await survey.waitFor({ state: 'detached' });
  await details.locator('.badge', { hasText: 'Contacted' }).waitFor();
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByLabel('Status').selectOption('CONTACTED');
  await page.waitForURL(/status=contacted/);
  await survey.locator('.badge', { hasText: 'Contacted' }).waitFor();
  // On a phone the page does not scroll sideways: the table scrolls in its own box.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto(`${site.server.url}/admin/pdf-leads`);
  const lead = page.getByRole('row').filter({ hasText: 'Gus Guide' });
  await lead.waitFor();
  await lead.getByText('Spray foam removal guide').waitFor();
  expect(await page.getByText('This area is being built').count()).toBe(0);
  expect(errors).toEqual([]);
});
