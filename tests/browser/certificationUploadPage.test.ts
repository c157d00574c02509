import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { formatFileSize, WRONG_TYPE_MESSAGE } from '../../common/certification';
import { gql, signIn } from '../support/api';
import { newCertificationRequest, pdfBytes, TYPES, uploadDocument } from '../support/certification';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

const site = startSiteAndBrowser({ env: { MIN_FILL_TIME_MS: '500' } });

const pdf = (name: string, size: number) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(size) });

const DOCUMENT_LINK = `mutation Link($requestId: ID!, $type: CertificationDocumentType!) {
  certificationDocumentLink(requestId: $requestId, type: $type) { url }
}`;

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('certification upload page', () => {
  it('choosing a file uploads it at once; Replace (by keyboard) makes the new file the one the administrator reviews', async () => {
    const request = await newCertificationRequest({}, site.info);
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await page.goto(`${site.server.url}/certificate-upload/${request.id}?token=${encodeURIComponent(request.token)}`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    const insurance = page.getByTestId('upload-public_liability_insurance');
    await insurance.getByText('Not uploaded yet').waitFor();

    // 1. Choosing the file is all it takes: no other button.
    const first = pdf('insurance-2025.pdf', 40_000);
    await page.getByLabel('Choose file for public liability insurance').setInputFiles(first);
    await page
      .getByTestId('stored-public_liability_insurance')
      .getByText(`Uploaded: insurance-2025.pdf (${formatFileSize(40_000)}), waiting for review`)
      .waitFor();
    expect(await noSideways(page)).toBe(true);

    // 2. The other four arrive (from another device); the request is under review and says so.
    for (const type of TYPES.slice(1)) await uploadDocument(request, type, pdfBytes(3000), { baseUrl: site.info.url }).done;
    await page.reload();
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await page.getByText('All 5 documents are uploaded.').waitFor();
    await page.getByTestId('request-status').getByText('Documents under review').waitFor();

    // 3. At desktop width, by keyboard: Replace opens the file picker and the new file uploads at once.
    await page.setViewportSize({ width: 1366, height: 900 });
    const second = pdf('insurance-2026.pdf', 52_000);
    const replace = page.getByLabel('Replace public liability insurance');
    await replace.focus();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('file-public_liability_insurance');
    // Pressed on the control as found now: a render of the page since the focus may have put a new one in its place.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), replace.press('Space')]);
    await chooser.setFiles(second);
    await page
      .getByTestId('stored-public_liability_insurance')
      .getByText(`Uploaded: insurance-2026.pdf (${formatFileSize(52_000)}), waiting for review`)
      .waitFor();
    await page.getByTestId('request-status').getByText('Documents under review').waitFor();
    expect(errors).toEqual([]);

    // 4. A failed replacement says why, offers a retry, and the stored document stays.
    await page.getByLabel('Replace method statement').setInputFiles({
      name: 'notes.txt',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('just some notes\n'), crypto.randomBytes(2000)]),
    });
    const failure = page.getByTestId('upload-method_statement').getByRole('alert');
    await failure.getByText(`notes.txt was not uploaded: ${WRONG_TYPE_MESSAGE}`).waitFor();
    await failure.getByText('method_statement.pdf is still the document we keep.').waitFor();
    await failure.getByRole('button', { name: 'Try again to upload method statement' }).waitFor();
    await page.getByTestId('stored-method_statement').getByText('Uploaded: method_statement.pdf').waitFor();
    expect(await noSideways(page)).toBe(true);
    // The browser logs the refused request itself; nothing else went wrong.
    expect(errors).toEqual([expect.stringContaining('status of 415')]);

    // 5. The administrator sees and opens the new file, never the old one.
    const admin = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInAsAdmin(admin, site.server.url, `/admin/certification-requests/${request.id}`);
    const card = admin.getByTestId('document-public_liability_insurance');
    await card.getByText(/insurance-2026\.pdf/).waitFor();
    expect(await card.getByText(/insurance-2025\.pdf/).count()).toBe(0);
    const adminToken = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', site.info);
    const link = await gql(
      DOCUMENT_LINK,
      { requestId: request.id, type: 'PUBLIC_LIABILITY_INSURANCE' },
      { token: adminToken, baseUrl: site.info.url },
    );
    expect(link.body.errors).toBeUndefined();
    const file = await fetch(new URL(link.body.data!.certificationDocumentLink.url, site.info.url));
    expect(Buffer.from(await file.arrayBuffer()).equals(second.buffer)).toBe(true);
    await admin.close();
    await page.close();
  });
});
