import { adminDb, gql, idempotencyKey, SUBMIT, validRemovalRequest } from '../support/api';
import { currentVetting } from '../support/marketplace';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/** The admin console, part 1 (docs/requirements/admin-console.md), as the demo admin uses it. */
const site = startSiteAndBrowser();

describe('admin console', () => {
  it('lands on a working dashboard whose cards link to the lists behind them', async () => {
    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAsAdmin(page, site.server.url, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('New leads, last 30 days').waitFor();
    await page.getByText('Leads per day by source (30 days)').waitFor();
    await page
      .getByRole('table', { name: /removal records issued per month/ })
      .getByRole('columnheader', { name: 'Quotes sent' })
      .waitFor();
    expect(await page.getByText('This area is being built').count()).toBe(0);
    await page.getByRole('link', { name: /Open disputes/ }).click();
    await page.waitForURL(/\/admin\/disputes$/);
    expect(errors).toEqual([]);
  });

  it('filters the requests table from the URL, opens the details modal, archives with undo', async () => {
    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAsAdmin(page, site.server.url, '/admin/leads');
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const all = await rows.count();
    expect(all).toBeGreaterThan(1);
    // Labels, not codes.
    const table = (await page.locator('table').textContent())!;
    expect(table).not.toMatch(/unknown cell|1-3months/);

    // A search for one lead's reference keeps it in the URL and finds only that lead.
    const ref = (await rows
      .first()
      .getByRole('button', { name: /^Details of/ })
      .textContent())!.trim();
    await page.getByLabel('Search').fill(ref);
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL(new RegExp(`[?&]q=${ref}`));
    await page.getByText(/^1 lead$/).waitFor();
    expect(await rows.count()).toBe(1);

    // A reload keeps the filter.
    await page.reload();
    await page.getByText(/^1 lead$/).waitFor();
    expect(await page.getByLabel('Search').inputValue()).toBe(ref);

    // The details modal.
    await page.getByRole('button', { name: `Details of ${ref}` }).click();
    const dialog = page.getByRole('dialog', { name: `Request ${ref}` });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'History' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Archive, see it in the history, then undo.
    await page.getByRole('button', { name: `Archive ${ref}` }).click();
    await page.getByText(`${ref} archived`).waitFor();
    await page.getByText('No leads match these filters.').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`${ref} brought back`).waitFor();
    await page.getByText(/^1 lead$/).waitFor();
    await page.getByRole('button', { name: `Details of ${ref}` }).click();
    await dialog.getByRole('tab', { name: 'History' }).click();
    await dialog.getByText(/Archived by admin@demo\.sprayfoamremoval\.uk/).waitFor();
    await dialog.getByText(/Unarchived by admin@demo\.sprayfoamremoval\.uk/).waitFor();
    await page.keyboard.press('Escape');

    // A filter that matches nothing says so, and Clear brings every lead back.
    await page.getByLabel('Region').selectOption('Northern Ireland');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/admin\/leads$/);
    await rows.nth(all - 1).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a lead to two companies: both are e-mailed and the distributions modal lists them', async () => {
    const db = adminDb(site.server);
    const tag = Math.random().toString(36).slice(2, 8);
    const companies = ['Alpha', 'Beta'].map((word) => ({
      id: `browser-send-${word.toLowerCase()}-${tag}`,
      name: `${word} Foam Clearers ${tag}`,
      email: `${word.toLowerCase()}.${tag}@companies.example`,
    }));
    const now = new Date();
    for (const company of companies) {
      await db
        .collection('companies')
        .doc(company.id)
        .set({
          name: company.name,
          slug: company.id,
          email: company.email,
          contactName: 'Pat',
          phone: '01632 960000',
          regions: ['North East'],
          services: ['loft'],
          status: 'active',
          certified: false,
          leadAlerts: false,
          userIds: [],
          // Only companies that may buy leads are offered (docs/decisions/0035-vetting-enforced.md).
          vetting: currentVetting(),
          vettingReminderDueOn: null,
          createdAt: now,
          updatedAt: now,
        });
    }
    const submitted = await gql(
      SUBMIT,
      { input: validRemovalRequest({ property: { postcode: 'NE1 4ST' } }), key: idempotencyKey() },
      { baseUrl: site.server.url },
    );
    expect(submitted.body.errors).toBeUndefined();
    const ref = submitted.body.data!.submitRemovalRequest.reference as string;

    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAsAdmin(page, site.server.url, `/admin/leads?q=${ref}`);
    await page.getByText(/^1 lead$/).waitFor();
    await page.getByRole('button', { name: `Send ${ref} to companies` }).click();
    const chooser = page.getByRole('dialog', { name: `Send ${ref} to companies` });
    for (const company of companies) await chooser.getByLabel(company.name).check();
    await chooser.getByRole('button', { name: 'Send to 2 companies' }).click();
    await page.getByText(`${ref} sent to 2 companies`).waitFor();

    const sent = page.getByRole('dialog', { name: `${ref}: sent to companies` });
    await sent.waitFor();
    for (const company of companies) await sent.getByRole('cell', { name: company.name }).waitFor();
    expect(await sent.getByRole('cell', { name: 'admin@demo.sprayfoamremoval.uk' }).count()).toBe(2);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Companies ${ref} was sent to` }).waitFor();

    for (const company of companies) {
      const mail = await db.collection('mail').where('to', '==', company.email).get();
      expect(mail.docs.map((doc) => [doc.get('template'), doc.get('data').reference, doc.get('data').chosenByStaff])).toEqual([
        ['new_lead_alert', ref, true],
      ]);
    }
    expect(errors).toEqual([]);
  });

  it('fits a 375 px phone and names an unknown admin path in full', async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    await signInAsAdmin(page, site.server.url, '/admin/leads');
    await page.locator('tbody tr').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${site.server.url}/admin/no-such-screen`);
    await page.getByText('Page not found: /admin/no-such-screen').waitFor();
  });

  it('shows a working screen, not a placeholder, on the routes this part covers', async () => {
    const page = await site.browser.newPage();
    await signInAsAdmin(page, site.server.url, '/admin/dashboard');
    // Removal requests showed the same list as Leads (one lead per homeowner's request): one screen, the old address redirects.
    await page.goto(`${site.server.url}/admin/removal-requests`);
    await page.waitForURL(/\/admin\/leads$/);
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    expect(await page.getByRole('link', { name: 'Removal requests' }).count()).toBe(0);
    for (const path of [
      '/admin/dashboard',
      '/admin/leads',
      '/admin/payments',
      '/admin/quick-callbacks',
      '/admin/outbox',
      '/admin/companies',
      '/admin/rics-surveys',
      '/admin/contact-inquiries',
      '/admin/pdf-leads',
      '/admin/disputes',
      '/admin/privacy',
      '/admin/removal-requests/new',
      '/admin/videos',
      '/admin/videos/create',
      '/admin/guest-posts',
      '/admin/blog',
      '/admin/blog/create',
      '/admin/indexnow',
      '/admin/outreach',
      '/admin/phone-tracking',
      '/admin/ai-tracking',
      '/admin/blog/ai-functions',
      '/admin/blog/ai-generator',
      '/admin/blog/ai-images',
      '/admin/blog/ai-ideas',
      '/admin/blog/url-analyzer',
      '/admin/blog/seo-optimizer',
      '/admin/blog/ai-usage',
    ]) {
      await page.goto(`${site.server.url}${path}`);
      await page.locator('h1').waitFor();
      // A screen with data or its empty state, never the placeholder.
      await page.locator('.stat-cards, table.data-table, .empty-state, form, .form-alert').first().waitFor();
      expect(await page.getByText('This area is being built').count()).toBe(0);
    }
  });
});
