import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/** The admin console's layout on a phone (390 px) and a laptop (1366 px): details, tables, filters, search. */
const site = startSiteAndBrowser();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('on a %s', (_name, viewport) => {
  it('the lead details window pairs each label with its value, the value right under its label', async () => {
    const page = await site.browser.newPage({ viewport });
    const errors = collectPageErrors(page);
    await signInAsAdmin(page, site.server.url, '/admin/leads');
    const first = page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Details of/ });
    const ref = (await first.textContent())!.trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name: `Request ${ref}` });
    await dialog.getByRole('heading', { name: 'Homeowner' }).waitFor();
    const pairs = await dialog.locator('dl').evaluateAll((lists) =>
      lists.flatMap((list) =>
        [...list.querySelectorAll('dt')].map((dt) => {
          const dd = dt.nextElementSibling as HTMLElement | null;
          const label = dt.getBoundingClientRect();
          const value = dd?.getBoundingClientRect();
          return {
            label: dt.textContent,
            valueFollows: dd?.tagName === 'DD' && dd.parentElement === dt.parentElement,
            // The value starts on the line below its own label, in the same column.
            underItsLabel:
              !!value && Math.abs(value.left - label.left) < 1 && value.top >= label.bottom - 1 && value.top - label.bottom < 16,
          };
        }),
      ),
    );
    expect(pairs.length).toBeGreaterThanOrEqual(15);
    expect(pairs.filter((pair) => !pair.valueFollows || !pair.underItsLabel)).toEqual([]);
    // The e-mail is the value under "E-mail", not under another label.
    const email = await dialog.locator('dt', { hasText: /^E-mail$/ }).evaluate((dt) => dt.nextElementSibling!.textContent);
    expect(email).toMatch(/@/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the leads table shows status and actions without sideways scrolling, with full-size filters and Sign out inside the sidebar', async () => {
    const page = await site.browser.newPage({ viewport });
    const errors = collectPageErrors(page);
    await signInAsAdmin(page, site.server.url, '/admin/leads');
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    for (const column of ['status', 'actions']) {
      const cell = row.locator(`td.col-${column}`);
      const seen = await cell.evaluate((td) => {
        td.scrollIntoView({ block: 'center', inline: 'nearest' });
        const box = td.getBoundingClientRect();
        const onTop = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
        return { inWindow: box.left >= 0 && box.right <= window.innerWidth, uncovered: !!onTop && td.contains(onTop) };
      });
      expect({ column, ...seen }).toEqual({ column, inWindow: true, uncovered: true });
    }
    // No sideways scrolling of the page or (on a phone) of the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (viewport === PHONE) {
      expect(await page.locator('.table-scroll').evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
      // Each cell is named by its column on the card.
      expect(await row.locator('td.col-status').getAttribute('data-label')).toBe('Status');
    }
    const filterHeights = await page
      .getByRole('search', { name: 'Filter leads' })
      .locator('select, input:not([type="checkbox"])')
      .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().height));
    expect(filterHeights.length).toBeGreaterThan(4);
    expect(Math.min(...filterHeights)).toBeGreaterThanOrEqual(40);

    if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
    const signOut = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
    const sidebar = await page.locator('aside.admin-nav').boundingBox();
    expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(sidebar!.x + sidebar!.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('searches as the admin types, without Enter', async () => {
    const page = await site.browser.newPage({ viewport });
    await signInAsAdmin(page, site.server.url, '/admin/leads');
    const rows = page.locator('tbody tr');
    const ref = (await rows
      .first()
      .getByRole('button', { name: /^Details of/ })
      .textContent())!.trim();
    await page.getByLabel('Search').pressSequentially(ref, { delay: 20 });
    await page.waitForURL(new RegExp(`[?&]q=${ref}`));
    await page.getByText(/^1 lead$/).waitFor();
    await page.close();
  });

  it('draws the dashboard charts with labelled axes', async () => {
    const page = await site.browser.newPage({ viewport });
    await signInAsAdmin(page, site.server.url, '/admin/dashboard');
    const chart = page.locator('figure.chart', { hasText: 'Revenue per week' });
    await chart.waitFor();
    const valueTicks = await chart.locator('.chart-value-axis li').allTextContents();
    expect(valueTicks[0]).toBe('£0');
    expect(valueTicks.length).toBeGreaterThanOrEqual(2);
    expect((await chart.locator('.chart-period-axis li').allTextContents()).length).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  it('sorts the leads by price and by date, the two orders the indexes serve (decision 0025), and no other column', async () => {
    const page = await site.browser.newPage({ viewport });
    const errors = collectPageErrors(page);
    await signInAsAdmin(page, site.server.url, '/admin/leads');
    await page.locator('tbody tr').first().waitFor();
    const sortable = await page.locator('thead th .sort-button').allTextContents();
    expect(sortable.map((text) => text.replace(/[^A-Za-z ]/g, '').trim())).toEqual(['Received', 'Price']);
    // The rows come back in the chosen order (polled: the new page replaces the old one when it arrives).
    const rowsSorted = (direction: 'desc' | 'asc') =>
      page.waitForFunction((order) => {
        const prices = [...document.querySelectorAll('tbody td.col-pricePence')].map((cell) =>
          Number(cell.textContent!.replace(/[^0-9.]/g, '')),
        );
        return (
          prices.length > 1 && prices.every((price, i) => i === 0 || (order === 'desc' ? prices[i - 1] >= price : prices[i - 1] <= price))
        );
      }, direction);
    await page.locator('thead th.col-pricePence .sort-button').click();
    await page.waitForURL(/[?&]sort=PRICE_HIGH/);
    await rowsSorted('desc');
    expect(await page.locator('th.col-pricePence').getAttribute('aria-sort')).toBe('descending');
    await page.locator('thead th.col-pricePence .sort-button').click();
    await page.waitForURL(/[?&]sort=PRICE_LOW/);
    await rowsSorted('asc');
    expect(await page.locator('th.col-pricePence').getAttribute('aria-sort')).toBe('ascending');
    await page.locator('thead th.col-createdAt .sort-button').click();
    await page.waitForURL(/[?&]sort=NEWEST|\/admin\/leads$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
