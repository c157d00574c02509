import { adminDb, gql, randomMobile, uniqueEmail } from '../support/api';
import { createCompany } from '../support/marketplace';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** The homeowner's request page on a phone (docs/decisions/0041-homeowner-request-page.md). */
const site = startSiteAndBrowser();

const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;

async function buy(leadId: string, token: string) {
  const { body } = await gql(BUY, { id: leadId }, { token, baseUrl: site.server.url });
  if (body.errors) return body.errors[0].extensions?.code;
  const confirmed = await fetch(`${site.server.url}/payments/local/${body.data!.buyLead.paymentId}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
  return 'bought';
}

it('on a 390 px phone, a homeowner sends the quote form, opens the page from the e-mail, sees the companies that bought, marks one hired, stops further sales, marks the job done and reviews the company; an administrator publishes the review and the company replies', async () => {
  // The homeowner asks for quotes through the form on the phone.
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const email = uniqueEmail('homeowner');
  await page.goto(`${site.server.url}/contact/enhanced-quote`);
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));
  await page.getByLabel('Postcode').fill('NE1 4ST');
  await page.getByLabel('Property type').selectOption('semi');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Type of foam').selectOption('open');
  await page.getByLabel('How soon?').selectOption('asap');
  await page.getByLabel('Why do you want it removed?').selectOption('selling');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Nadia Flores');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill(randomMobile());
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Send my request' }).click();
  await page.waitForURL(/\/contact\/thank-you\?ref=SFR-\d{6}$/);
  const reference = (await page.locator('.reference').textContent())!.trim();
  await page.getByTestId('thank-you-estimate').waitFor();

  // The confirmation e-mail in the outbox carries the request page's link.
  const db = adminDb(site.server);
  const confirmation = (await db.collection('mail').where('to', '==', email).get()).docs.find(
    (doc) => doc.get('template') === 'removal_request_confirmation',
  )!;
  const requestId = (confirmation.get('related') as string[]).find((path) => path.startsWith('removalRequests/'))!.split('/')[1];
  const leadId = (await db.collection('removalRequests').doc(requestId).get()).get('leadId') as string;
  const pageUrl = `${site.server.url}${confirmation.get('data.requestPagePath')}`;

  // Before any company buys, the page says so; after two buy, it lists them.
  await page.goto(pageUrl);
  await page.getByText('No company has your details yet.', { exact: false }).waitFor();
  const first = await createCompany({ regions: ['North East'], name: 'Tyne Foam Removal Ltd' }, site.server);
  const second = await createCompany({ regions: ['North East'], name: 'Quayside Insulation Ltd' }, site.server);
  const third = await createCompany({ regions: ['North East'], name: 'Late Bidder Ltd' }, site.server);
  expect(await buy(leadId, first.token)).toBe('bought');
  expect(await buy(leadId, second.token)).toBe('bought');

  await page.reload();
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));
  await page.getByRole('heading', { name: 'Your removal request' }).waitFor();
  await page.getByText(reference).first().waitFor();
  await page.getByText('up to 3, and 2 so far').waitFor();
  for (const name of ['Tyne Foam Removal Ltd', 'Quayside Insulation Ltd']) await page.getByRole('heading', { name }).waitFor();
  expect(await page.getByRole('link', { name: '01632 960999' }).count()).toBe(2);

  const firstCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tyne Foam Removal Ltd' }) });
  await firstCard.getByRole('button', { name: 'We hired this company' }).click();
  await firstCard.getByRole('button', { name: 'Yes, we hired them' }).click();
  await firstCard.getByText('You hired this company').waitFor();

  await page.getByRole('button', { name: 'Stop further sales' }).click();
  await page.getByRole('button', { name: 'Yes, stop further sales' }).click();
  await page.getByTestId('sales-stopped').waitFor();
  expect(await buy(leadId, third.token)).toBe('CONFLICT');

  await page.getByRole('button', { name: 'The job is done' }).click();
  await page.getByRole('button', { name: 'Yes, the job is done' }).click();
  await page.getByText(/You told us the job was done on/).waitFor();

  // Reloaded, the server-rendered page says the same; nothing runs off the side of the phone.
  await page.reload();
  await page.getByTestId('sales-stopped').waitFor();
  await page.getByText('You hired this company').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const history = (await db.collection('leads').doc(leadId).get()).get('history') as Array<{ by: string; action: string }>;
  expect(history.filter((entry) => entry.by === 'homeowner').map((entry) => entry.action)).toEqual([
    'marked a company hired',
    'stopped further sales',
    'marked the job done',
  ]);

  // The review invitation in the outbox opens the review form; stars are radio groups, chosen here by keyboard too.
  const invitation = (await db.collection('mail').where('to', '==', email).get()).docs.find(
    (doc) => doc.get('template') === 'review_invitation',
  )!;
  expect(invitation.get('data.companyName')).toBe('Tyne Foam Removal Ltd');
  await page.goto(`${site.server.url}${invitation.get('data.reviewPath')}`);
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));
  await page.getByRole('heading', { name: 'Review Tyne Foam Removal Ltd' }).waitFor();
  await page.getByRole('button', { name: 'Send my review' }).click();
  await page.getByText('Choose 1 to 5 stars for quality of the work').waitFor();
  await page.getByRole('group', { name: 'Quality of the work' }).getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.getByRole('group', { name: 'Quality of the work' }).getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
  for (const [aspect, stars] of [
    ['Tidiness', '4 stars'],
    ['Value for money', '4 stars'],
    ['Communication', '5 stars'],
  ] as const)
    await page.getByRole('group', { name: aspect }).getByRole('radio', { name: stars }).check();
  const reviewText = 'Two men took the foam off the rafters in a day and a half, bagged it all and hoovered the landing every evening.';
  await page.getByLabel('Your review').fill(reviewText);
  await page.getByRole('button', { name: 'Send my review' }).click();
  await page.getByText('Confirm that nobody offered you anything for this review').waitFor();
  expect(await page.getByLabel('Your review').inputValue()).toBe(reviewText);
  await page.getByLabel(/Nobody offered me money/).check();
  await page.getByRole('button', { name: 'Send my review' }).click();
  await page
    .getByText(/An administrator reads every review before it is published/)
    .first()
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();

  // An administrator publishes it from the queue, after confirming.
  const adminContext = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await admin.goto(`${site.server.url}/admin/reviews`);
  await admin.waitForURL(/\/admin\/login$/);
  await admin.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await admin.getByLabel('Password').fill('DemoAdmin2026!');
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL(/\/admin\/reviews$/);
  const moderation = admin.getByRole('group', { name: 'Moderate the review of Tyne Foam Removal Ltd' });
  await moderation.getByRole('button', { name: 'Publish' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await admin.getByText('Review of Tyne Foam Removal Ltd published').waitFor();
  await adminContext.close();

  // The company reads it in its area and replies once, in public.
  const companyContext = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const company = await companyContext.newPage();
  await company.goto(`${site.server.url}/company/login`);
  await company.getByLabel('Email').fill(first.userEmail);
  await company.getByLabel('Password').fill(first.password);
  await company.getByRole('button', { name: 'Sign in' }).click();
  await company.waitForURL(/\/company\/available-leads/);
  await company.goto(`${site.server.url}/company/reviews`);
  await company.getByText(reviewText).waitFor();
  await company.getByText(/Nadia F\., NE1/).waitFor();
  const replyText = 'Thank you, Nadia: it was a pleasure to work in such a well-kept house.';
  await company.getByLabel('Your public reply').fill(replyText);
  await company.getByRole('button', { name: 'Post reply' }).click();
  await company.getByText('Tyne Foam Removal Ltd replied').waitFor();
  expect(await company.getByLabel('Your public reply').count()).toBe(0);
  await companyContext.close();

  // The review and the reply are on the company's public profile, which any visitor opens from the request page's link.
  const visitorContext = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(pageUrl);
  await visitor.getByRole('link', { name: 'Tyne Foam Removal Ltd', exact: true }).click();
  await visitor.waitForURL(new RegExp(`/companies/${first.id}$`));
  await visitor.getByRole('heading', { name: 'Reviews' }).waitFor();
  await visitor
    .getByTestId('company-rating')
    .getByText(/4\.5 out of 5 from 1 review/)
    .waitFor();
  await visitor.getByText(reviewText).waitFor();
  await visitor.getByText(replyText).waitFor();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await visitorContext.close();
});
