import type { Page } from 'playwright-core';
import { adminDb, createUser, gql, idempotencyKey, SUBMIT, uniqueEmail, validRemovalRequest } from '../support/api';
import { addDays, londonToday } from '../support/londonDay';
import { createCompany } from '../support/marketplace';
import { eventually } from '../support/wait';
import { nuErrorsOf } from '../support/nuChecker';
import { collectPageErrors, signInAsCompany, startSiteAndBrowser } from './browser';
import { recordConfirmAndShareTheJob, surveyTheRemoval } from './jobRecordSteps';

/**
 * From introduction to a record a lender can check, on a 390 px phone (docs/requirements/quotes-and-removal-records.md):
 * companies that bought a request quote on the site, the homeowner compares the quotes side by side, asks a question,
 * reads the answer and accepts one; the company not chosen is told on its lead page. In England the journey goes on:
 * the hired company records the job, the homeowner confirms it, the record verifies and is shared, and an
 * independent surveyor's outcome joins it.
 */
const site = startSiteAndBrowser();
const PHONE = { width: 390, height: 844 };

const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;
const SET_VAT = `mutation Vat($vat: Boolean!) { setMyCompanyVatRegistration(vatRegistered: $vat) { id vatRegistered } }`;
const SEND = `mutation Send($leadId: ID!, $input: QuoteInput!) { sendQuote(leadId: $leadId, input: $input) { id status } }`;

async function buy(leadId: string, token: string) {
  const { body } = await gql(BUY, { id: leadId }, { token, baseUrl: site.server.url });
  expect(body.errors).toBeUndefined();
  const confirmed = await fetch(`${site.server.url}/payments/local/${body.data!.buyLead.paymentId}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
}

/** A homeowner's request through the API, and its request page's link from the confirmation e-mail. */
async function requestFor(postcode: string) {
  const email = uniqueEmail('homeowner');
  const input = validRemovalRequest({ homeowner: { name: 'Nadia Flores', email }, property: { postcode } });
  const { body } = await gql(SUBMIT, { input, key: idempotencyKey() }, { baseUrl: site.server.url });
  expect(body.errors).toBeUndefined();
  const { requestId } = body.data!.submitRemovalRequest;
  const db = adminDb(site.info);
  const mails = await db.collection('mail').where('to', '==', email).get();
  const confirmation = mails.docs.find((doc) => doc.get('template') === 'removal_request_confirmation')!;
  const leadId = (await db.collection('removalRequests').doc(requestId).get()).get('leadId') as string;
  return { leadId, email, pageUrl: `${site.server.url}${confirmation.get('data.requestPagePath')}` };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);

it.each([
  ['Northern Ireland', 'BT1 5GS'],
  ['North East', 'NE1 4ST'],
] as const)(
  'in %s, at 390 px: three companies buy a request, two quote, the homeowner compares them, asks, reads the answer and accepts; the other is told the job went elsewhere (in England the job then goes on to its record and survey)',
  async (region, postcode) => {
    const nation = region === 'Northern Ireland' ? 'Northern Ireland' : 'Great Britain';
    const { leadId, email, pageUrl } = await requestFor(postcode);
    const tyne = await createCompany({ regions: [region], name: `Tyne Foam Removal ${region}` }, site.info);
    const quay = await createCompany({ regions: [region], name: `Quayside Insulation ${region}` }, site.info);
    const late = await createCompany({ regions: [region], name: `Late Bidder ${region}` }, site.info);
    for (const company of [tyne, quay, late]) await buy(leadId, company.token);

    // The first company says on its profile that it is VAT-registered, then quotes on the lead's page: removal, waste, a
    // membrane and re-insulation, the VAT of each line shown as it types.
    const tyneContext = await site.browser.newContext({ viewport: PHONE });
    const company = await tyneContext.newPage();
    const companyErrors = collectPageErrors(company);
    await signInAsCompany(company, site.server.url, { email: tyne.userEmail, password: tyne.password });
    await company.goto(`${site.server.url}/company/lead/${leadId}`);
    await company.getByRole('link', { name: 'Answer it on your profile' }).click();
    await company.waitForURL(/\/company\/profile#vat-registration$/);
    await company.getByRole('radio', { name: 'Yes', exact: true }).check();
    await company.getByRole('button', { name: 'Save VAT registration' }).click();
    await company.getByText('Saved: your quotes add VAT.').waitFor();
    await company.goto(`${site.server.url}/company/lead/${leadId}`);
    const line = (index: number) => company.getByTestId('quote-line').nth(index);
    await line(0).getByLabel('What this line is').selectOption('foam_removal');
    await line(0).getByLabel('Area (m²)').fill('42');
    await line(0).getByLabel('What the foam is sprayed on').selectOption('pitched_tiles');
    await line(0).getByLabel('Price before VAT (£)').fill('4200');
    await line(1).getByLabel('What this line is').selectOption('waste_disposal');
    await line(1).getByLabel('Price before VAT (£)').fill('600');
    await line(2).getByLabel('What this line is').selectOption('membrane');
    await line(2).getByLabel('Price before VAT (£)').fill('800');
    await company.getByRole('button', { name: 'Add a line' }).click();
    await line(3).getByLabel('What this line is').selectOption('reinsulation');
    await line(3).getByLabel('Insulation material').selectOption('mineral_wool');
    await line(3).getByLabel('Thickness (mm)').fill('270');
    await line(3).getByLabel('Thermal conductivity λ (W/m·K)').fill('0.044');
    await line(3).getByLabel('Price before VAT (£)').fill('1500');
    await company.getByLabel('Valid until').fill(addDays(londonToday(), 30));
    await company.getByLabel('Earliest start').fill(addDays(londonToday(), 14));
    await company.getByLabel('Duration (working days)').fill('3');
    await company.getByLabel('Guarantee (years, 0 for none)').fill('10');
    await company.getByLabel('The guarantee is insurance-backed').check();
    await company.getByLabel('Insurer').fill('Guarantee Protection Insurance');
    await company
      .getByLabel('Method statement')
      .fill('Sheet the loft, cut the foam back from the rafters, bag it, read the timber, clean up.');
    // Checked by hand: £4,200 + £600 + £800 = £5,600 at 20 % is £1,120; £1,500 of insulation in a home at 0 % until 31 March 2027.
    await company.getByText('VAT 20 %: £840 (20 %: standard rate)').waitFor();
    await company.getByText(`VAT 0 %: £0 (0 % (zero-rated): insulation installed in a home, ${nation})`).waitFor();
    await company.getByText('Thermal resistance R = thickness ÷ λ = 6.14 m²·K/W').waitFor();
    await company.getByTestId('quote-totals').getByText('£8,220').waitFor();
    await company.getByRole('heading', { name: 'Your right to cancel' }).waitFor();
    expect(await noSidewaysScroll(company)).toBe(true);
    await company.getByRole('button', { name: 'Send the quote' }).click();
    await company.getByText('Sent: waiting for the homeowner to decide.').waitFor();
    await company.getByRole('button', { name: 'Revise' }).waitFor();

    // The second company quotes through the API: an inspection and the removal only.
    expect((await gql(SET_VAT, { vat: true }, { token: quay.token, baseUrl: site.server.url })).body.errors).toBeUndefined();
    const sent = await gql(
      SEND,
      {
        leadId,
        input: {
          lines: [
            { kind: 'inspection', amountPence: 15_000 },
            { kind: 'foam_removal', amountPence: 390_000, areaM2: 42, roofType: 'pitched_tiles' },
          ],
          validUntil: addDays(londonToday(), 20),
          earliestStart: addDays(londonToday(), 7),
          durationDays: 2,
          guarantee: { years: 0, insuranceBacked: false },
          methodStatement: 'Cut the foam back, bag it and take it away.',
        },
      },
      { token: quay.token, baseUrl: site.server.url },
    );
    expect(sent.body.errors).toBeUndefined();

    // The homeowner compares them on the phone: the same rows in the same order on both cards, nothing off the side.
    const homeContext = await site.browser.newContext({ viewport: PHONE });
    const home = await homeContext.newPage();
    const homeErrors = collectPageErrors(home);
    await home.goto(pageUrl);
    await home.getByRole('heading', { name: 'Quotes' }).waitFor();
    const cards = home.getByTestId('quote-card');
    await eventually(async () => (await cards.count()) === 2, 'both quotes on the page');
    const tyneCard = cards.filter({ has: home.getByRole('heading', { name: tyne.name }) });
    const quayCard = cards.filter({ has: home.getByRole('heading', { name: quay.name }) });
    const rowsOf = (card: typeof tyneCard) =>
      card.locator('[data-row]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));
    const tyneRows = await rowsOf(tyneCard);
    expect(tyneRows.slice(0, 5)).toEqual(['inspection', 'foam_removal', 'waste_disposal', 'membrane', 'reinsulation']);
    expect(await rowsOf(quayCard)).toEqual(tyneRows);
    await tyneCard.locator('[data-row="inspection"]').getByText('Not included').waitFor();
    await quayCard.locator('[data-row="membrane"]').getByText('Not included').waitFor();
    await quayCard.locator('[data-row="reinsulation"]').getByText('Not included').waitFor();
    await tyneCard
      .locator('[data-row="reinsulation"]')
      .getByText(/^£1,500 \+ VAT 0 %/)
      .waitFor();
    await tyneCard
      .locator('[data-row="membrane"]')
      .getByText(/^£800 \+ VAT 20 %/)
      .waitFor();
    await tyneCard.locator('[data-row="vat"]').getByText('£1,120 (20 % on £5,600; 0 % on £1,500)').waitFor();
    await tyneCard.locator('[data-row="total"]').getByText('£8,220').waitFor();
    await quayCard.locator('[data-row="total"]').getByText('£4,860').waitFor();
    await tyneCard
      .locator('[data-row="placement"]')
      .getByText(/^Above our estimate/)
      .waitFor();
    expect(await noSidewaysScroll(home)).toBe(true);
    // The page as rendered, quotes and all, is valid HTML.
    expect(await nuErrorsOf({ 'request page with quotes': await home.content() })).toEqual([]);

    // At 1366 px the quotes stand side by side, each row level with the same row of the other quote.
    const wideContext = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const wide = await wideContext.newPage();
    await wide.goto(pageUrl);
    const wideCards = wide.getByTestId('quote-card');
    await eventually(async () => (await wideCards.count()) === 2, 'both quotes on the wide page');
    const top = async (index: number, selector: string) => (await wideCards.nth(index).locator(selector).first().boundingBox())!.y;
    expect(await top(1, 'h3')).toBe(await top(0, 'h3'));
    for (const row of ['reinsulation', 'total', 'guarantee', 'method']) {
      expect(await top(1, `[data-row="${row}"]`)).toBe(await top(0, `[data-row="${row}"]`));
    }
    expect(await wide.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await wideContext.close();

    // A question to the first company, answered on its lead page; the homeowner reads the answer.
    await tyneCard.getByText('Ask a question').click();
    await tyneCard.getByLabel(`Your question to ${tyne.name}`).fill('Do you take up the loft boards or work around them?');
    await tyneCard.getByRole('button', { name: 'Send question' }).click();
    await tyneCard.getByText('Do you take up the loft boards or work around them?').waitFor();
    await company.reload();
    await company.getByText('Do you take up the loft boards or work around them?').waitFor();
    await company.getByLabel('Your answer').fill('We lift them, number them and put them back.');
    await company.getByRole('button', { name: 'Send answer' }).click();
    await company.getByText('We lift them, number them and put them back.').waitFor();
    await home.reload();
    await tyneCard.getByText('We lift them, number them and put them back.').waitFor();

    // Accepting asks first and says what happens.
    await tyneCard.getByRole('button', { name: 'Accept this quote' }).click();
    await tyneCard
      .getByRole('alertdialog')
      .getByText(/tell the other companies that bought your request that the job went elsewhere, and no more companies can buy/)
      .waitFor();
    await tyneCard.getByRole('button', { name: 'Yes, accept this quote' }).click();
    await tyneCard.getByText('You accepted this quote').waitFor();
    await quayCard.getByText('Not chosen').waitFor();
    await eventually(async () => (await home.getByRole('button', { name: 'Accept this quote' }).count()) === 0, 'no quote left to accept');
    expect(await noSidewaysScroll(home)).toBe(true);
    await company.reload();
    await company.getByText(/^Accepted: the homeowner hired you/).waitFor();
    expect(homeErrors).toEqual([]);
    expect(companyErrors).toEqual([]);
    await homeContext.close();
    await tyneContext.close();

    // The second company's lead page says the job went elsewhere.
    const quayContext = await site.browser.newContext({ viewport: PHONE });
    const other = await quayContext.newPage();
    await signInAsCompany(other, site.server.url, { email: quay.userEmail, password: quay.password });
    await other.goto(`${site.server.url}/company/lead/${leadId}`);
    await other.getByText('Not chosen: the homeowner accepted another company’s quote, so the job went elsewhere.').waitFor();
    expect(await other.getByRole('button', { name: 'Revise' }).count()).toBe(0);
    expect(await noSidewaysScroll(other)).toBe(true);
    await quayContext.close();
    if (region === 'Northern Ireland') return;

    // The hired company records the job; the homeowner confirms it; the record verifies and is shared.
    const db = adminDb(site.info);
    const lead = (await db.collection('leads').doc(leadId).get()).data()!;
    const {
      home: requestPage,
      homeContext: requestContext,
      number,
    } = await recordConfirmAndShareTheJob(site.browser, site.server.url, {
      leadId,
      requestPageUrl: pageUrl,
      company: tyne,
      homeowner: { district: 'NE1', personal: ['Nadia Flores', 'Flores', email, lead.homeowner.phone, postcode] },
    });
    // An independent surveyor's outcome joins the record.
    const jobRecordId = (await db.collection('jobRecords').where('leadId', '==', leadId).get()).docs[0].id;
    await surveyTheRemoval(site.browser, site.server.url, {
      home: requestPage,
      number,
      jobRecordId,
      adminToken: (await createUser({ claims: { admin: true } }, site.info)).token,
      linkOf: async (surveyorEmail) => {
        const mails = await db.collection('mail').where('to', '==', surveyorEmail).get();
        return mails.docs.find((doc) => doc.get('template') === 'surveyor_report_link')!.get('data.path') as string;
      },
    });
    await requestContext.close();
  },
  300_000,
);
