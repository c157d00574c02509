import type { Locator, Page } from 'playwright-core';
import { adminDb, gql, idempotencyKey, randomMobile, SUBMIT, uniqueEmail, validRemovalRequest } from '../support/api';
import { createCompany } from '../support/marketplace';
import { eventually } from '../support/wait';
import { collectPageErrors, signInAsCompany, startSiteAndBrowser } from './browser';

/**
 * Where a homeowner lands on a 390 px phone (issue 42): each move inside the site starts at the top of the new page
 * (docs/requirements/routes-and-screens.md#scroll-position), and the request page shows the companies that bought the
 * request as aligned cards with their phone numbers formatted and their ratings in half stars.
 */
const site = startSiteAndBrowser();
const PHONE = { width: 390, height: 844 };

/** Scrolls the page so that `element` is at the top of the screen: the page is well down when it is followed. */
async function scrollDownTo(page: Page, element: Locator) {
  await element.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  return eventually(() => page.evaluate(() => window.scrollY > 100), 'the page scrolled down before the move');
}

/** The page is at the top and the heading is on screen, polled: a late scroll would show. */
async function landsAtTheTop(page: Page, heading: Locator) {
  await heading.waitFor();
  await eventually(
    async () =>
      (await page.evaluate(() => window.scrollY === 0)) &&
      (await heading.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top > -2 && box.bottom <= window.innerHeight;
      })),
    'the new page at the top, its heading in view',
    5_000,
  );
}

it('from the calculator to the quote form and from "Send my request" to the thank-you page, each page opens at its heading; the thank-you page links to the request page', async () => {
  const context = await site.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/calculator?type=semi&foam=open&access=easy&locations=loft&region=North+East`);
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));

  const getQuotes = page.getByRole('link', { name: 'Get quotes for this job' });
  await scrollDownTo(page, getQuotes);
  await getQuotes.click();
  await page.waitForURL(/\/contact\/enhanced-quote\?/);
  await landsAtTheTop(page, page.getByRole('heading', { level: 1, name: 'Get free removal quotes' }));

  await page.getByLabel('Postcode').fill('NE1 4ST');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('How soon?').selectOption('asap');
  await page.getByLabel('Why do you want it removed?').selectOption('selling');
  await page.getByRole('button', { name: 'Continue' }).click();
  const email = uniqueEmail('landing');
  await page.getByLabel('Full name').fill('Nadia Flores');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill(randomMobile());
  await page.getByLabel(/I agree to the terms/).check();
  const send = page.getByRole('button', { name: 'Send my request' });
  await scrollDownTo(page, send);
  await send.click();
  await page.waitForURL(/\/contact\/thank-you\?ref=SFR-\d{6}$/);
  await landsAtTheTop(page, page.getByRole('heading', { level: 1, name: 'Thank you: your request is in' }));
  await page.getByTestId('thank-you-estimate').waitFor();

  // The thank-you page links to the request page with the link the confirmation e-mail carries.
  const confirmation = (await adminDb(site.info).collection('mail').where('to', '==', email).get()).docs.find(
    (doc) => doc.get('template') === 'removal_request_confirmation',
  )!;
  const emailed = new URL(confirmation.get('data.requestPagePath') as string, site.server.url);
  const requestPage = page.getByRole('link', { name: 'See your request page' });
  const linked = new URL((await requestPage.getAttribute('href'))!, site.server.url);
  expect(linked.pathname).toBe(emailed.pathname);
  await scrollDownTo(page, requestPage);
  await requestPage.click();
  await page.waitForURL((url) => url.pathname === emailed.pathname);
  await landsAtTheTop(page, page.getByRole('heading', { level: 1, name: 'Your removal request' }));
  await page.getByText('No company has your details yet.', { exact: false }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;

async function buy(leadId: string, token: string) {
  const { body } = await gql(BUY, { id: leadId }, { token, baseUrl: site.server.url });
  expect(body.errors).toBeUndefined();
  const confirmed = await fetch(`${site.server.url}/payments/local/${body.data!.buyLead.paymentId}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
}

/** A published review of the company, as moderation leaves it: its overall score is the mean of the four ratings. */
async function publishedReview(companyId: string, ratings: { quality: number; tidiness: number; value: number; communication: number }) {
  const leadId = `seeded-lead-${Math.random().toString(36).slice(2, 10)}`;
  const at = new Date();
  await adminDb(site.info).collection('companyReviews').doc(`${leadId}_${companyId}`).set({
    leadId,
    leadRef: 'SFR-999999',
    companyId,
    companyName: 'seeded',
    ratings,
    text: 'They took the foam off the rafters in two days and left the loft clean.',
    reviewerName: 'Sam P.',
    district: 'NE1',
    region: 'North East',
    jobDate: null,
    status: 'published',
    submittedAt: at,
    publishedAt: at,
    moderatedBy: 'test-admin',
    rejectionReason: null,
    reply: null,
  });
}

it('on a 390 px phone the request page shows three companies as aligned cards without bullets, their numbers formatted, a 4.5 rating as four and a half stars', async () => {
  const email = uniqueEmail('three');
  const input = validRemovalRequest({ homeowner: { name: 'Nadia Flores', email }, property: { postcode: 'NE1 4ST' } });
  const { body } = await gql(SUBMIT, { input, key: idempotencyKey() }, { baseUrl: site.server.url });
  expect(body.errors).toBeUndefined();
  const db = adminDb(site.info);
  const { requestId } = body.data!.submitRemovalRequest;
  const leadId = (await db.collection('removalRequests').doc(requestId).get()).get('leadId') as string;
  const confirmation = (await db.collection('mail').where('to', '==', email).get()).docs.find(
    (doc) => doc.get('template') === 'removal_request_confirmation',
  )!;

  // Phones as the forms store them: national digits, no spaces.
  const companies = [
    { name: 'Tyne Foam Removal Ltd', phone: '02079460321', shown: '020 7946 0321' },
    { name: 'Quayside Insulation Ltd', phone: '07700900123', shown: '07700 900123' },
    { name: 'Jesmond Loft Care Ltd', phone: '01134960000', shown: '0113 496 0000' },
  ];
  const created = [];
  for (const company of companies) {
    const made = await createCompany({ regions: ['North East'], name: company.name }, site.info);
    await db.collection('companies').doc(made.id).update({ phone: company.phone });
    await buy(leadId, made.token);
    created.push(made);
  }
  // 4.5: one review of 5, 5, 4 and 4. 4: two reviews, 5 and 3 overall.
  await publishedReview(created[0].id, { quality: 5, tidiness: 5, value: 4, communication: 4 });
  await publishedReview(created[1].id, { quality: 5, tidiness: 5, value: 5, communication: 5 });
  await publishedReview(created[1].id, { quality: 3, tidiness: 3, value: 3, communication: 3 });

  const context = await site.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}${confirmation.get('data.requestPagePath')}`);
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));
  const section = page.locator('section[aria-labelledby="companies-heading"]');
  await section.getByRole('heading', { name: 'Who has your details' }).waitFor();
  const cards = section.locator('.card');
  await eventually(async () => (await cards.count()) === 3, 'the three companies on the page');

  // No bullets, no indent: each card starts where the section's heading does and is as wide as the others.
  const geometry = await cards.evaluateAll((elements) =>
    elements.map((card) => {
      const box = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      return { left: box.left, width: box.width, listStyle: style.listStyleType, display: style.display };
    }),
  );
  const headingLeft = await section
    .getByRole('heading', { name: 'Who has your details' })
    .evaluate((el) => el.getBoundingClientRect().left);
  for (const card of geometry) {
    expect(card.listStyle === 'none' || card.display !== 'list-item').toBe(true);
    expect(Math.abs(card.left - headingLeft)).toBeLessThan(1);
    expect(Math.abs(card.width - geometry[0].width)).toBeLessThan(1);
  }
  expect(geometry[0].width).toBeGreaterThan(300);

  // Numbers as people read them, calling the stored number, each on one line.
  for (const company of companies) {
    const card = cards.filter({ has: page.getByRole('heading', { name: company.name }) });
    const link = card.getByRole('link', { name: company.shown, exact: true });
    expect(await link.getAttribute('href')).toBe(`tel:${company.phone}`);
    expect(await link.evaluate((el) => el.getClientRects().length)).toBe(1);
  }
  expect(await section.getByText('02079460321').count()).toBe(0);

  // 4.5 is four whole stars and a half: the half star filled over half its width; 4 is four stars and an empty one.
  const starsOf = (rating: Locator) =>
    rating.locator('.star').evaluateAll((stars) =>
      stars.map((star) => {
        const kind = star.classList.contains('star-full') ? 'full' : star.classList.contains('star-half') ? 'half' : 'empty';
        const filled = kind === 'half' ? parseFloat(getComputedStyle(star, '::before').width) / star.getBoundingClientRect().width : null;
        return { kind, filled };
      }),
    );
  const tyne = cards.filter({ has: page.getByRole('heading', { name: companies[0].name }) });
  const tyneRating = tyne.getByRole('img', { name: 'Rated 4.5 out of 5' });
  const tyneStars = await starsOf(tyneRating);
  expect(tyneStars.map((star) => star.kind)).toEqual(['full', 'full', 'full', 'full', 'half']);
  expect(tyneStars[4].filled).toBeCloseTo(0.5, 1);
  await tyne.getByText(/4\.5 out of 5 from 1 review/).waitFor();
  const quayside = cards.filter({ has: page.getByRole('heading', { name: companies[1].name }) });
  expect((await starsOf(quayside.getByRole('img', { name: 'Rated 4 out of 5' }))).map((star) => star.kind)).toEqual([
    'full',
    'full',
    'full',
    'full',
    'empty',
  ]);
  const jesmond = cards.filter({ has: page.getByRole('heading', { name: companies[2].name }) });
  expect(await jesmond.getByRole('img').count()).toBe(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

it('a link to a section of another page lands at that section once the page shows it: the lead page’s VAT question to the profile', async () => {
  const input = validRemovalRequest({ homeowner: { email: uniqueEmail('hash') }, property: { postcode: 'NE1 4ST' } });
  const { body } = await gql(SUBMIT, { input, key: idempotencyKey() }, { baseUrl: site.server.url });
  expect(body.errors).toBeUndefined();
  const db = adminDb(site.info);
  const leadId = (await db.collection('removalRequests').doc(body.data!.submitRemovalRequest.requestId).get()).get('leadId') as string;
  const company = await createCompany({ regions: ['North East'], name: 'Heaton Foam Removal Ltd' }, site.info);
  await buy(leadId, company.token);

  const context = await site.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
  await page.goto(`${site.server.url}/company/lead/${leadId}`);
  const answer = page.getByRole('link', { name: 'Answer it on your profile' });
  await scrollDownTo(page, answer);
  await answer.click();
  await page.waitForURL(/\/company\/profile#vat-registration$/);
  const section = page.locator('#vat-registration');
  await section.waitFor();
  await eventually(
    () =>
      section.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top > -2 && box.top < window.innerHeight / 2; // -2: the browser places it to a fraction of a pixel
      }),
    'the VAT registration section at the top of the screen',
    5_000,
  );
  expect(errors).toEqual([]);
  await context.close();
});
