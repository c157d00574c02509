import { estimateRemoval, formatPounds } from '../../common/calculator';
import { parseCalculatorParams } from '../../client/src/features/calculator/calculatorParams';
import { adminDb, randomMobile, uniqueEmail } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';
import { eventually } from '../support/wait';

/** The public site on a phone, and without JavaScript (docs/requirements/routes-and-screens.md). */
const site = startSiteAndBrowser();

const PHONE = { width: 390, height: 844 };

it('keeps the phone header to one line, with the sections behind Menu', async () => {
  const page = await site.browser.newPage({ viewport: PHONE });
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/`);
  const header = await page.locator('header.site-header').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(80);
  expect(await page.locator('.desktop-nav').isVisible()).toBe(false);
  await page.locator('.mobile-menu > summary').click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const name of ['Locations', 'FAQ', 'Free guide']) await menu.getByRole('link', { name }).waitFor();
  // One link per row, each the menu's full width, one under the other.
  const rows = await menu.locator('li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
  const menuBox = (await menu.boundingBox())!;
  for (const [i, row] of rows.entries()) {
    expect(Math.round(row.width)).toBe(Math.round(menuBox.width));
    expect(row.height).toBeGreaterThanOrEqual(44);
    if (i > 0) expect(row.top).toBeGreaterThanOrEqual(rows[i - 1].bottom - 1);
  }
  await menu.getByRole('link', { name: 'Calculator' }).click();
  await page.waitForURL(/\/calculator$/);
  // Following a link closes the menu.
  await menu.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
});

it('shows the desktop sections and no Menu on a laptop', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${site.server.url}/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calculator' }).waitFor();
  expect(await page.locator('.mobile-menu > summary').isVisible()).toBe(false);
});

it('keeps the estimate in view on a phone while the inputs change, until the estimate itself is on screen', async () => {
  const page = await site.browser.newPage({ viewport: PHONE });
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/calculator`);
  const bar = page.getByTestId('estimate-bar');
  await bar.waitFor();
  // A first visit opens the consent banner at the foot of the screen: the bar moves above it, so neither covers the
  // other (polled: the banner opens after the page has painted, and the bar moves once it knows its height).
  const banner = page.getByRole('region', { name: 'Cookies on Spray Foam Removal UK' });
  await banner.waitFor();
  await eventually(async () => {
    const [barBox, bannerBox] = await Promise.all([bar.boundingBox(), banner.boundingBox()]);
    return barBox && bannerBox && bannerBox.y < PHONE.height && Math.abs(barBox.y + barBox.height - bannerBox.y) <= 1;
  }, 'the bar to sit on the consent banner');
  // Once the banner is answered, the bar is at the foot of the screen.
  await banner.getByRole('button', { name: 'Reject analytics cookies' }).click();
  await banner.waitFor({ state: 'detached' });
  await eventually(async () => {
    const box = await bar.boundingBox();
    return box && box.y + box.height <= PHONE.height && box.y > PHONE.height - 120;
  }, 'the bar at the foot of the screen');

  await page.locator('select[name="type"]').selectOption('detached');
  await page.locator('input[name="area"]').fill('90');
  const expected = estimateRemoval(parseCalculatorParams(new URLSearchParams('type=detached&area=90')).input);
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="estimate-bar"] strong')?.textContent?.includes(text),
    formatPounds(expected.lowPence),
  );
  // Its link scrolls to the estimate, and while the estimate is on screen the bar steps aside.
  await bar.click();
  await bar.waitFor({ state: 'hidden' });
  expect(await page.getByTestId('estimate-range').isVisible()).toBe(true);
  expect(errors).toEqual([]);
});

describe('without JavaScript', () => {
  it("sends the home page's cost teaser to the calculator with its answers", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await page.getByLabel('Property', { exact: true }).selectOption('bungalow');
    await page.getByLabel('Loft floor area in m² (optional)').fill('70');
    await page.getByRole('button', { name: 'See the estimate' }).click();
    await page.waitForURL(/\/calculator\?type=bungalow&area=70$/);
    const expected = estimateRemoval(parseCalculatorParams(new URLSearchParams('type=bungalow&area=70')).input);
    expect((await page.getByTestId('estimate-range').textContent())!.replace(/\s+/g, ' ')).toContain(formatPounds(expected.lowPence));
    await context.close();
  });

  it('opens the phone menu and recalculates the estimate through the form', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/calculator`);
    await page.locator('.mobile-menu > summary').click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Costs' }).waitFor();

    await page.locator('select[name="type"]').selectOption('detached');
    await page.locator('input[name="area"]').fill('80');
    await page.locator('select[name="foam"]').selectOption('closed');
    await page.locator('input[name="locations"][value="walls"]').check();
    await page.getByRole('button', { name: 'Update the estimate' }).click();
    await page.waitForURL(/[?&]type=detached/);

    const url = new URL(page.url());
    expect(url.pathname).toBe('/calculator');
    const expected = estimateRemoval(parseCalculatorParams(url.searchParams).input);
    expect(parseCalculatorParams(url.searchParams).input).toMatchObject({
      propertyType: 'detached',
      areaM2: 80,
      foamType: 'closed',
      locations: ['loft', 'walls'],
    });
    expect((await page.getByTestId('estimate-range').textContent())!.replace(/\s+/g, ' ')).toContain(formatPounds(expected.lowPence));
    await context.close();
  });

  it('sends the quote form as one page, says what to correct, and keeps what was typed', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/contact/enhanced-quote?type=detached&foam=open`);
    // All three steps on one page, with the job details from the link.
    expect(await page.getByLabel('Property type').inputValue()).toBe('detached');
    await page.getByLabel('Postcode').fill('LS6 2AB');
    await page.getByLabel('How soon?').selectOption({ index: 1 });
    await page.getByLabel('Why do you want it removed?').selectOption({ index: 1 });
    const email = uniqueEmail('nojs');
    await page.getByLabel('Full name').fill('Nadia Noscript');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone').fill(randomMobile());
    // The terms are not ticked: the server lists what to correct.
    await page.waitForTimeout(3100); // the server's minimum fill time counts from when the page was rendered
    await page.getByRole('button', { name: 'Send my request' }).click();
    await page.getByRole('heading', { name: 'Your request was not sent yet' }).waitFor();
    expect(await page.locator('li').allTextContents()).toEqual([expect.stringMatching(/terms/i)]);
    // The site header, as on every page: the way home and to the main sections.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Spray Foam Removal UK' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Get quotes' }).getAttribute('href')).toBe('/contact/enhanced-quote');

    await page.goBack();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Nadia Noscript');
    expect(await page.getByLabel('Postcode').inputValue()).toBe('LS6 2AB');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Send my request' }).click();
    await page.waitForURL(/\/contact\/thank-you\?ref=SFR-\d+$/);
    const reference = new URL(page.url()).searchParams.get('ref');
    await page.getByText(reference!).first().waitFor();

    const stored = await adminDb(site.server).collection('removalRequests').where('leadRef', '==', reference).get();
    expect(stored.docs.map((doc) => doc.get('homeowner').email)).toEqual([email]);
    expect(stored.docs[0].get('property')).toMatchObject({ postcode: 'LS6 2AB', type: 'detached' });
    expect(stored.docs[0].get('job')).toMatchObject({ foamType: 'open' });
    await context.close();
  });
});
