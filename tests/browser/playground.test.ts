import { startServer } from '../support/serverProcess';
import { eventually } from '../support/wait';
import { collectPageErrors, startSiteAndBrowser } from './browser';

const site = startSiteAndBrowser();

describe('the GraphQL playground', () => {
  it('opens on the example tabs and runs the public example, showing its data', async () => {
    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    // The editor's language services run in workers, which the CSP allows by worker-src, 'strict-dynamic' or not.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${site.server.url}/graphql`, { waitUntil: 'domcontentloaded' });
    // One tab per example: public, the quote form, a company, an administrator.
    await page.getByRole('tab').nth(3).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('tab').count()).toBeGreaterThanOrEqual(4);
    await page.getByText('query PublicExample').first().waitFor();

    await page.getByRole('button', { name: /Execute query/ }).click();
    // The response is an editor that renders the lines in view: the data comes first.
    const result = page.locator('.graphiql-response');
    await result.getByText('"locations"').waitFor({ timeout: 30_000 });
    await result.getByText('"region"').first().waitFor();
    expect(await result.textContent()).not.toContain('"errors"');
    await eventually(() => workers.some((url) => url.startsWith(`${site.server.url}/assets/`)), 'a worker of the editor');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('in production, signed out, says why there is no schema and how to sign in, instead of an introspection error', async () => {
    const production = await startServer({ env: { NODE_ENV: 'production' } });
    try {
      const page = await site.browser.newPage();
      await page.goto(`${production.url}/graphql`, { waitUntil: 'domcontentloaded' });
      const notice = page.getByRole('status').filter({ hasText: 'No schema or Docs here' });
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.getByRole('link', { name: 'sign in as an administrator' }).getAttribute('href')).toBe('/admin/login');
      await page.getByRole('tab').nth(3).waitFor({ timeout: 30_000 });
      // No introspection request was refused: the playground asked for none.
      expect(await page.getByText(/introspection/i).count()).toBe(0);
      await page.close();
    } finally {
      await production.stop();
    }
  });

  it('in production, signed out, runs the public example and shows its data within seconds', async () => {
    const production = await startServer({ env: { NODE_ENV: 'production' } });
    try {
      const page = await site.browser.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${production.url}/graphql`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('status').filter({ hasText: 'No schema or Docs here' }).waitFor({ timeout: 30_000 });
      await page.getByText('query PublicExample').first().waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: /Execute query/ }).click();
      const result = page.locator('.graphiql-response');
      await result.getByText('"locations"').waitFor({ timeout: 15_000 });
      expect(await result.textContent()).not.toContain('"errors"');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await production.stop();
    }
  });
});
