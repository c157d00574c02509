import { visitPage } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/** /admin/outreach, /admin/phone-tracking and /admin/ai-tracking (docs/requirements/admin-console.md#marketing). */
const site = startSiteAndBrowser();

const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

it('adds an outreach site, moves it to Contacted with a follow-up today and finds it under follow-ups due', async () => {
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/admin/outreach`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/outreach$/);
  expect(await page.getByText('This area is being built').count()).toBe(0);

  // A bad address is refused beside the field, and what was typed stays.
  await page.getByRole('button', { name: 'Add a site' }).click();
  const form = page.getByRole('dialog', { name: 'Add a site' });
  await form.getByLabel('Site').fill('Loft Lovers Magazine');
  await form.getByLabel('Address').fill('loftlovers');
  await form.getByLabel('Contact e-mail').fill('editor@loftlovers.example.co.uk');
  await form.getByLabel('Kind').selectOption('GUEST_POST');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('Enter a full address, like https://example.co.uk').waitFor();
  expect(await form.getByLabel('Site').inputValue()).toBe('Loft Lovers Magazine');
  await form.getByLabel('Address').fill('https://loftlovers.example.co.uk');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Loft Lovers Magazine added').waitFor();

  const row = page.getByRole('row').filter({ hasText: 'Loft Lovers Magazine' });
  await row.getByText('To contact').waitFor();
  await row.getByRole('button', { name: 'Move Loft Lovers Magazine' }).click();
  const move = page.getByRole('dialog', { name: 'Move Loft Lovers Magazine' });
  await move.getByLabel('New status').selectOption('CONTACTED');
  await move.getByLabel('Follow up on').fill(today());
  await move.getByLabel('Note for the history').fill('Pitched a loft guide');
  await move.getByRole('button', { name: 'Move' }).click();
  await page.getByText('Loft Lovers Magazine: Contacted').waitFor();
  await row.getByText('Contacted', { exact: true }).waitFor();
  await row.getByText(/Pitched a loft guide/).waitFor();

  // The card leads to the follow-ups due, which include this site.
  await page.getByRole('link', { name: /Follow-ups due today/ }).click();
  await page.waitForURL(/\/admin\/outreach\?due=today$/);
  await page
    .getByRole('table', { name: /Follow-ups due/ })
    .getByRole('row')
    .filter({ hasText: 'Loft Lovers Magazine' })
    .getByText('(due)')
    .waitFor();

  // The dashboard counts it too.
  await page.goto(`${site.server.url}/admin/dashboard`);
  const card = page.getByRole('link', { name: /Outreach follow-ups due/ });
  await card.waitFor();
  expect(Number((await card.locator('.stat-value').innerText()).trim())).toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);
  await page.close();
});

it('shows phone clicks and AI visits recorded through the public endpoints', async () => {
  for (const [pagePath, count] of [
    ['/locations/leeds', 3],
    ['/calculator', 1],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${site.server.url}/api/phone-click`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ number: '01632 960123', pagePath }),
      });
      expect(res.status).toBe(204);
    }
  }
  await visitPage('/dangers', { 'user-agent': GPTBOT }, site.server);
  await visitPage('/calculator', { 'user-agent': CHROME, referer: 'https://chatgpt.com/' }, site.server);

  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/admin/login`);
  await page.getByLabel('Email').fill('admin@demo.sprayfoamremoval.uk');
  await page.getByLabel('Password').fill('DemoAdmin2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);

  await page.goto(`${site.server.url}/admin/phone-tracking`);
  await page.getByRole('img', { name: 'Phone-link clicks per day: chart' }).waitFor();
  const pages = page.getByRole('table', { name: 'Top pages' });
  await pages.getByRole('row').filter({ hasText: '/locations/leeds' }).getByRole('cell', { name: '3' }).waitFor();
  await page
    .getByRole('table', { name: 'Numbers clicked' })
    .getByRole('row')
    .filter({ hasText: /01632 ?960123/ })
    .waitFor();
  // The range lives in the address; a range before today has none of these clicks.
  await page.goto(`${site.server.url}/admin/phone-tracking?from=2020-01-01&to=2020-01-31`);
  await page.getByText('Nothing in this range.').first().waitFor();

  // AI visits are written after the page is served: reload until both are in.
  const agents = page.getByRole('table', { name: 'Agents' });
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.goto(`${site.server.url}/admin/ai-tracking`);
    await page.getByRole('img', { name: 'AI visits per day by kind: chart' }).waitFor();
    if (
      (await agents
        .getByRole('row')
        .filter({ hasText: /GPTBot|chatgpt\.com/ })
        .count()) === 2
    )
      break;
    await page.waitForTimeout(500);
  }
  await agents.getByRole('row').filter({ hasText: 'GPTBot' }).getByText('AI crawler').waitFor();
  await agents.getByRole('row').filter({ hasText: 'chatgpt.com' }).getByText('From an AI assistant').waitFor();
  expect(errors).toEqual([]);
  await page.close();
});
