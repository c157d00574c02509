import { DOCS, newCertificationRequest, pdfBytes, typeEnum, TYPES, uploadDocument } from '../support/certification';
import { adminDb, gql, signIn } from '../support/api';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

const site = startSiteAndBrowser({ env: { MIN_FILL_TIME_MS: '500' } });

const REVIEW = `mutation Review($requestId: ID!, $type: CertificationDocumentType!, $decision: DocumentDecision!, $note: String) {
  reviewCertificationDocument(requestId: $requestId, type: $type, decision: $decision, note: $note) { id status }
}`;

describe('certification links', () => {
  it('the link in the first of two rejection e-mails still opens the upload page', async () => {
    const request = await newCertificationRequest({}, site.info);
    for (const type of TYPES) await uploadDocument(request, type, pdfBytes(3000), { baseUrl: site.info.url }).done;
    const adminToken = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', site.info);
    for (const type of TYPES.slice(0, 2)) {
      const { body } = await gql(
        REVIEW,
        { requestId: request.id, type: typeEnum(type), decision: 'REJECT', note: `Please send a clearer copy of ${type}` },
        { token: adminToken, baseUrl: site.info.url },
      );
      expect(body.errors).toBeUndefined();
    }
    const rejections = (
      await adminDb(site.info).collection('mail').where('related', 'array-contains', `certificationRequests/${request.id}`).get()
    ).docs
      .filter((d) => d.get('template') === 'certification_request_received' && d.get('data.note'))
      .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis());
    expect(rejections.map((m) => m.get('data.rejectedDocument'))).toEqual(['Public liability insurance', 'Waste carrier registration']);

    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await page.goto(rejections[0].get('data.uploadUrl'));
    await page.getByRole('heading', { name: 'Upload certification documents' }).waitFor();
    expect(await page.getByText('This link is not valid').count()).toBe(0);
    await page.goto(rejections[0].get('data.docsUrl'));
    expect(await page.getByText('This link is not valid').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an administrator revokes the links after confirming: the old link shows the invalid-link page, the e-mailed one works', async () => {
    const request = await newCertificationRequest({}, site.info);
    const oldUploadUrl = `${site.server.url}/certificate-upload/${request.id}?token=${encodeURIComponent(request.token)}`;
    const admin = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = collectPageErrors(admin);
    await signInAsAdmin(admin, site.server.url, `/admin/certification-requests/${request.id}`);

    // Asked first; Cancel leaves the link working.
    const revoke = admin.getByRole('button', { name: 'Revoke upload link' });
    await revoke.click();
    const dialog = admin.getByRole('dialog', { name: `Revoke the private links of ${request.reference}?` });
    await dialog.getByText(`New links are e-mailed to ${request.email}`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await gql(DOCS, { id: request.id, token: request.token }, { baseUrl: site.info.url })).body.errors).toBeUndefined();

    await revoke.click();
    await dialog.getByRole('button', { name: 'Revoke links and e-mail new ones' }).click();
    await admin.getByText(`Links revoked: new upload and documents links were e-mailed to ${request.email}.`).waitFor();
    expect(errors).toEqual([]);

    const company = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await company.goto(oldUploadUrl);
    await company.getByRole('heading', { name: 'Upload certification documents: link not valid' }).waitFor();
    await company.getByText('This link is not valid').waitFor();
    const sent = (
      await adminDb(site.info).collection('mail').where('related', 'array-contains', `certificationRequests/${request.id}`).get()
    ).docs
      .filter((m) => m.get('template') === 'certification_request_received')
      .map((m) => m.get('data.uploadUrl') as string);
    const fresh = sent.find((url) => new URL(url).searchParams.get('token') !== request.token)!;
    await company.goto(fresh);
    await company.getByRole('heading', { name: 'Upload certification documents', exact: true }).waitFor();
    await admin.close();
    await company.close();
  });
});
