import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/serverProcess';
import { collectPageErrors, launchBrowser } from './browser';

/** The admin console's layout on a phone (390 px) and a laptop (1366 px): details, tables, filters, search. */
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
const LAPTOP = { width: 1366, height: 900 };

async function signIn(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('on a %s', (_name, viewport) => {
  it('the lead details window pairs each label with its value, the value right under its label', async () => {
    const page = await browser.newPage({ viewport });
    const errors = collectPageErrors(page);
    await signIn(page, '/admin/leads');
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
});
