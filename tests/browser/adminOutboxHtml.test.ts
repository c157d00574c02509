import { newCertificationRequest } from '../support/certification';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/** The outbox shows an e-mail's HTML part in an empty-sandbox frame beside its text part, under the admin pages' CSP. */
const site = startSiteAndBrowser();

it('shows the HTML part in a sandboxed srcdoc frame beside the text part, and labels the e-mail by its purpose', async () => {
  const request = await newCertificationRequest({}, site.server);
  const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors = collectPageErrors(page);
  await signInAsAdmin(page, site.server.url, '/admin/outbox');
  const row = page.locator('tbody tr', { hasText: request.email }).first();
  await row.waitFor();
  await row.getByText('Certification request received: upload links').waitFor();
  const subject = (await row.locator('button.link-button').first().textContent())!;
  await row.locator('button.link-button').first().click();

  const dialog = page.getByRole('dialog', { name: subject });
  const text = dialog.getByRole('region', { name: 'Text part' });
  const htmlPart = dialog.getByRole('region', { name: 'HTML part' });
  await text.getByText('Hello Priya Test,').first().waitFor();
  const frame = htmlPart.locator('iframe');
  await frame.waitFor();
  expect(await frame.getAttribute('title')).toBe(`HTML part of “${subject}”`);
  // An empty sandbox: no scripts, no forms, no same-origin access to the admin page.
  expect(await frame.getAttribute('sandbox')).toBe('');
  expect(await frame.getAttribute('srcdoc')).toMatch(/^<!doctype html><html lang="en-GB">/);
  expect(await frame.evaluate((element: HTMLIFrameElement) => element.sandbox.length)).toBe(0);
  // The e-mail is drawn inside the frame (the CSP lets a srcdoc frame render), its button a real link.
  const inside = page.frameLocator(`iframe[title="HTML part of “${subject}”"]`);
  const upload = inside.getByRole('link', { name: /Upload your documents/ });
  await upload.waitFor();
  expect(await upload.getAttribute('href')).toMatch(new RegExp(`/certificate-upload/${request.id}\\?token=`));

  // Side by side at 1366 px: the HTML part to the right of the text part, level with it.
  const [textBox, htmlBox] = [await text.boundingBox(), await htmlPart.boundingBox()];
  expect(htmlBox!.x).toBeGreaterThan(textBox!.x + textBox!.width - 1);
  expect(Math.abs(htmlBox!.y - textBox!.y)).toBeLessThan(2);
  expect(errors).toEqual([]);
});
