import type { Browser } from 'playwright-core';
import { adminDb, gql, signIn, type ServerInfo } from '../support/api';
import { newCertificationRequest, pdfBytes, typeEnum, TYPES, uploadDocument } from '../support/certification';
import { startServer, type RunningServer } from '../support/serverProcess';
import { collectPageErrors, launchBrowser } from './browser';

let server: RunningServer;
let browser: Browser;
let info: ServerInfo;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ env: { MIN_FILL_TIME_MS: '500' } });
  info = { url: server.url, firestore: server.firestore, auth: server.auth };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const REVIEW = `mutation Review($requestId: ID!, $type: CertificationDocumentType!, $decision: DocumentDecision!, $note: String) {
  reviewCertificationDocument(requestId: $requestId, type: $type, decision: $decision, note: $note) { id status }
}`;

describe('certification links', () => {
  it('the link in the first of two rejection e-mails still opens the upload page', async () => {
    const request = await newCertificationRequest({}, info);
    for (const type of TYPES) await uploadDocument(request, type, pdfBytes(3000), { baseUrl: info.url }).done;
    const adminToken = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', info);
    for (const type of TYPES.slice(0, 2)) {
      const { body } = await gql(
        REVIEW,
        { requestId: request.id, type: typeEnum(type), decision: 'REJECT', note: `Please send a clearer copy of ${type}` },
        { token: adminToken, baseUrl: info.url },
      );
      expect(body.errors).toBeUndefined();
    }
    const rejections = (
      await adminDb(info).collection('mail').where('related', 'array-contains', `certificationRequests/${request.id}`).get()
    ).docs
      .filter((d) => d.get('template') === 'certification_request_received' && d.get('data.note'))
      .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis());
    expect(rejections.map((m) => m.get('data.rejectedDocument'))).toEqual(['Public liability insurance', 'Waste carrier registration']);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await page.goto(rejections[0].get('data.uploadUrl'));
    await page.getByRole('heading', { name: 'Upload certification documents' }).waitFor();
    expect(await page.getByText('This link is not valid').count()).toBe(0);
    await page.goto(rejections[0].get('data.docsUrl'));
    expect(await page.getByText('This link is not valid').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
