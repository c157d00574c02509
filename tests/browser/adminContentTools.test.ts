import { newCertificationRequest } from '../support/certification';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/** The outbox, the blog editor and the AI tools as an admin meets them on a server with no AI endpoint. */
const site = startSiteAndBrowser({ env: { AI_API_KEY: '', AI_BASE_URL: '' } });

it('shows an e-mail in the outbox with its links clickable, opening in a new tab without the opener', async () => {
  const request = await newCertificationRequest({}, site.server);
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await signInAsAdmin(page, site.server.url, '/admin/outbox');
  await page.getByText(request.email).first().waitFor();
  const row = page.locator('tbody tr', { hasText: request.email }).first();
  await row.locator('button.link-button').first().click();
  const dialog = page.getByRole('dialog');
  const upload = dialog.getByRole('link', { name: new RegExp(`/certificate-upload/${request.id}\\?token=`) });
  await upload.waitFor();
  expect(await upload.getAttribute('href')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/certificate-upload/${request.id}\\?token=`));
  expect(await upload.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await upload.getAttribute('target')).toBe('_blank');
  expect(errors).toEqual([]);
});

it('clears a blog editor field’s error as soon as the field changes', async () => {
  const page = await site.browser.newPage();
  await signInAsAdmin(page, site.server.url, '/admin/blog/create');
  await page.getByLabel('Title', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const titleField = page.locator('.field', { has: page.getByLabel('Title', { exact: true }) });
  await titleField.locator('.field-error').waitFor();
  const otherErrors = await page.locator('.field-error').count();
  expect(otherErrors).toBeGreaterThan(1);
  await page.getByLabel('Title', { exact: true }).fill('Valuers and spray foam: what they look for');
  await titleField.locator('.field-error').waitFor({ state: 'detached' });
  // Only the changed field's error goes (and the slug's, which follows the title); the others stay until fixed.
  expect(await page.locator('.field-error').count()).toBeGreaterThan(0);
});

it('disables the AI tools with one message saying what to configure when no endpoint is set', async () => {
  const page = await site.browser.newPage();
  await signInAsAdmin(page, site.server.url, '/admin/blog/ai-ideas');
  const alert = page.locator('.form-alert');
  await alert.waitFor();
  expect(await alert.count()).toBe(1);
  expect(await alert.textContent()).toMatch(/AI_API_KEY/);
  const suggest = page.getByRole('button', { name: 'Suggest ideas' });
  await suggest.waitFor();
  expect(await suggest.isDisabled()).toBe(true);
  expect(await page.getByLabel('Topic area').isDisabled()).toBe(true);
  // The usage report has nothing to call: it stays usable.
  await page.getByRole('navigation', { name: 'AI tools' }).getByRole('link', { name: /usage/i }).click();
  await page.waitForURL(/\/admin\/blog\/ai-usage$/);
  // The ideas form leaves the page once the usage report is shown.
  await page.getByLabel('Topic area').waitFor({ state: 'detached' });
  expect(await page.locator('fieldset.ai-tool-frame:disabled').count()).toBe(0);
});
