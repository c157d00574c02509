import type { Browser } from 'playwright-core';
import { estimateRemoval, formatPounds } from '../../common/calculator';
import { parseCalculatorParams } from '../../client/src/features/calculator/calculatorParams';
import { startServer, type RunningServer } from '../support/serverProcess';
import { collectPageErrors, launchBrowser } from './browser';

/** The public site on a phone, and without JavaScript (docs/requirements/routes-and-screens.md). */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };

it('keeps the phone header to one line, with the sections behind Menu', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/`);
  const header = await page.locator('header.site-header').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(80);
  expect(await page.locator('.desktop-nav').isVisible()).toBe(false);
  await page.locator('.mobile-menu > summary').click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Calculator' }).click();
  await page.waitForURL(/\/calculator$/);
  // Following a link closes the menu.
  await menu.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
});

it('shows the desktop sections and no Menu on a laptop', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${server.url}/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calculator' }).waitFor();
  expect(await page.locator('.mobile-menu > summary').isVisible()).toBe(false);
});

describe('without JavaScript', () => {
  it('opens the phone menu and recalculates the estimate through the form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/calculator`);
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
});
