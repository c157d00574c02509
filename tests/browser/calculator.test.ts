import type { Page } from 'playwright-core';
import { estimateRemoval, formatPounds, type CalculatorInput } from '../../common/calculator';
import { collectPageErrors, startSiteAndBrowser } from './browser';

const site = startSiteAndBrowser();

/** Waits until the element shows the text (React applies URL changes in a transition, just after the URL). */
async function waitForText(page: Page, testId: string, text: string) {
  await page.waitForFunction(
    ([id, expected]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === expected,
    [testId, text] as const,
    { timeout: 5000 },
  );
}

async function waitForValue(page: Page, name: string, value: string) {
  await page.waitForFunction(([n, v]) => document.querySelector<HTMLInputElement>(`[name="${n}"]`)?.value === v, [name, value] as const, {
    timeout: 5000,
  });
}

const rangeOf = (input: CalculatorInput) => {
  const estimate = estimateRemoval(input);
  return `${formatPounds(estimate.lowPence)} – ${formatPounds(estimate.highPence)}`;
};

describe('cost calculator in a real browser', () => {
  it('hydrates the server-rendered estimate, updates while typing, and Back steps through the answers', async () => {
    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.server.url}/calculator?type=semi&foam=open&access=easy&locations=loft&region=North+West`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await waitForText(
      page,
      'estimate-range',
      rangeOf({ propertyType: 'semi', foamType: 'open', locations: ['loft'], access: 'easy', region: 'North West' }),
    );
    const base: CalculatorInput = { propertyType: 'semi', foamType: 'open', locations: ['loft'], access: 'easy', region: 'North West' };

    await page.getByLabel('Type of foam').selectOption('closed');
    await page.waitForURL(/foam=closed/);
    await waitForText(page, 'estimate-range', rangeOf({ ...base, foamType: 'closed' }));

    // Typed key by key with no delay: no keystroke may be lost to the router's transition.
    await page.getByLabel('Floor area under the foam in m² (optional)').pressSequentially('135', { delay: 0 });
    await page.waitForURL(/area=135/);
    await waitForValue(page, 'area', '135');
    await waitForText(page, 'estimate-range', rangeOf({ ...base, foamType: 'closed', areaM2: 135 }));
    await page.getByLabel('Access').focus(); // leaving the box ends the edit

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('area='));
    await waitForValue(page, 'area', '');
    await waitForValue(page, 'foam', 'closed');
    await page.goBack();
    await page.waitForURL(/foam=open/);
    await waitForText(
      page,
      'estimate-range',
      rangeOf({ propertyType: 'semi', foamType: 'open', locations: ['loft'], access: 'easy', region: 'North West' }),
    );
    await page.goForward();
    await waitForValue(page, 'foam', 'closed');

    await page.getByRole('link', { name: 'Get quotes for this job' }).click();
    await page.waitForURL(/\/contact\/enhanced-quote\?type=semi&foam=closed&access=easy&locations=loft&region=North\+West$/);
    await waitForValue(page, 'propertyType', 'semi'); // step 1 of the quote form; the foam type waits on step 2
    expect(errors).toEqual([]);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/calculator?type=detached&extras=membrane,timber_treatment,reinsulation,inspection_report`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it.each([
    [390, 844],
    [1366, 900],
  ])('the breakdown table fits at %i px (no column clipped or scrolled) and shows whole pounds', async (width, height) => {
    const context = await site.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    // A large detached house with every extra: the widest amounts, and VAT at two rates (so pence before rounding).
    await page.goto(
      `${site.server.url}/calculator?type=detached&foam=closed&area=240&access=difficult&locations=loft,walls&extras=membrane,timber_treatment,reinsulation,inspection_report`,
    );
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    const fit = await page.evaluate(() => {
      const table = document.querySelector<HTMLTableElement>('.estimate-breakdown')!;
      const box = table.parentElement!;
      const panel = table.closest('.estimate-panel')!.getBoundingClientRect();
      const cells = [...table.querySelectorAll('th, td')].map((cell) => cell.getBoundingClientRect());
      return {
        scrolls: box.scrollWidth - box.clientWidth,
        beyondPanel: Math.max(...cells.map((c) => c.right)) - panel.right,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        amounts: [...table.querySelectorAll('.amount'), ...document.querySelectorAll('.estimate-facts dd')]
          .map((cell) => cell.textContent ?? '')
          .filter((text) => text.includes('£')),
      };
    });
    expect(fit.scrolls).toBeLessThanOrEqual(0);
    expect(fit.beyondPanel).toBeLessThanOrEqual(0);
    expect(fit.page).toBeLessThanOrEqual(0);
    expect(fit.amounts.length).toBeGreaterThan(8);
    for (const amount of fit.amounts) expect(amount).not.toMatch(/\.\d\d/);
    await context.close();
  });
});
