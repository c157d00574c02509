import { startServer } from '../support/serverProcess';
import { eventually } from '../support/wait';
import type { Page } from 'playwright-core';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';
import { gql } from '../support/api';
import { createCompany } from '../support/marketplace';

const site = startSiteAndBrowser();

/** A company's API key that reads leads. */
async function companyKey() {
  const company = await createCompany({ regions: ['London'] }, site.info);
  const { body } = await gql(
    `mutation { createApiKey(input: { name: "Playground", scopes: [LEADS_READ] }) { secret } }`,
    {},
    { token: company.token, baseUrl: site.server.url },
  );
  return body.data!.createApiKey.secret as string;
}

/** Replaces the query of the tab in view, as a developer types it. */
async function typeQuery(page: Page, query: string) {
  await page.getByText('query PublicExample').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(query);
}

/**
 * Runs the query in view and returns what the playground sent and what came back, read from the network: the
 * response editor renders only the lines in view, wrapped at its width.
 */
async function runAndRead(page: Page, operationName: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url() === `${site.server.url}/graphql` &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(operationName),
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = await answered;
  const { authorization } = await response.request().allHeaders();
  return {
    authorization,
    status: response.status(),
    body: (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> },
  };
}

/** Replaces the Headers tab's JSON. */
async function typeHeaders(page: Page, json: string) {
  await page.getByRole('button', { name: 'Headers' }).click();
  const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
  await headers.waitFor();
  await headers.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(json);
}

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

  it('runs a company’s query with an API key typed in the Headers tab, signed out (docs/integrations.md#api-keys)', async () => {
    const secret = await companyKey();
    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.server.url}/graphql`, { waitUntil: 'domcontentloaded' });
    // The API key tab is there to copy from; the query is typed in the first tab, as a developer would.
    await page.getByRole('tab', { name: /AvailableLeadsWithAKey/ }).waitFor({ timeout: 30_000 });
    await typeQuery(page, 'query WithAKey { marketplaceLeads(first: 1) { nodes { id } } }');
    await typeHeaders(page, `{ "Authorization": "Bearer ${secret}" }`);
    await page.getByRole('button', { name: /Execute query/ }).click();
    const result = page.locator('.graphiql-response');
    await result.getByText('"marketplaceLeads"').waitFor({ timeout: 30_000 });
    expect(await result.textContent()).not.toContain('"errors"');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('signed in, sends the key typed in the Headers tab instead of the session, and the session without one', async () => {
    const secret = await companyKey();
    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAsAdmin(page, site.server.url, '/admin/dashboard');
    await page.goto(`${site.server.url}/graphql`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('tab', { name: /AvailableLeadsWithAKey/ }).waitFor({ timeout: 30_000 });
    await typeQuery(page, 'query AsWhom { marketplaceLeads(first: 1) { nodes { id } } }');

    // The administrator's session is sent (an ID token, a JWT), and the company field refuses it.
    const asAdministrator = await runAndRead(page, 'AsWhom');
    expect(asAdministrator.authorization).toMatch(/^Bearer eyJ/);
    expect(asAdministrator.status).toBe(403);
    expect(asAdministrator.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(errors.splice(0)).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);

    // The typed key is sent instead of the session, not beside it, and the same query answers as its company.
    await typeHeaders(page, `{ "Authorization": "Bearer ${secret}" }`);
    const withKey = await runAndRead(page, 'AsWhom');
    expect(withKey.authorization).toBe(`Bearer ${secret}`);
    expect(withKey.status).toBe(200);
    expect(withKey.body.errors).toBeUndefined();
    expect(withKey.body.data).toEqual({ marketplaceLeads: { nodes: expect.any(Array) } });
    expect(errors).toEqual([]);
    await page.close();
  });
});
