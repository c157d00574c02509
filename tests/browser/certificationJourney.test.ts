import crypto from 'node:crypto';
import { adminAuth, adminDb } from '../support/api';
import { collectPageErrors, DEMO_ADMIN, signInAsAdmin, startSiteAndBrowser, submitSignIn } from './browser';

const site = startSiteAndBrowser({ env: { MIN_FILL_TIME_MS: '500' } });

const DOCUMENTS = [
  'Public liability insurance',
  'Waste carrier registration',
  'Operative training certificates',
  'Method statement',
  'Risk assessment',
];

/** A small PDF: what the server accepts is judged by its first bytes. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(40_000)]),
});

/** An approved company with its sign-in, as an approval leaves it, with the business address paying needs. */
async function newCompany() {
  const db = adminDb(site.info);
  const company = db.collection('companies').doc();
  const email = `cert.journey.${Date.now()}@test.example`;
  const password = 'JourneyCompany2026!';
  const name = `Journey Foam ${company.id.slice(0, 6)} Ltd`;
  const user = await adminAuth(site.info).createUser({ email, password });
  await adminAuth(site.info).setCustomUserClaims(user.uid, { role: 'company', companyId: company.id });
  await company.set({
    name,
    slug: `journey-${company.id.toLowerCase()}`,
    email,
    address: '5 Journey Road, London',
    postcode: 'SW1A 2AA',
    status: 'active',
    regions: ['London'],
    services: ['loft'],
    certified: false,
    leadAlerts: false,
    userIds: [user.uid],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await db.collection('users').doc(user.uid).set({ email, role: 'company', companyId: company.id, createdAt: new Date() });
  return { id: company.id, name, email, password };
}

describe('certification journey', () => {
  it('request → upload the five documents → admin accepts → the company pays → the certificate is verifiable by its number', async () => {
    const company = await newCompany();
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // 1. The request.
    await page.goto(`${site.server.url}/certificate-request`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await page.getByLabel('Company name').fill(company.name);
    await page.getByLabel('Contact name').fill('Jo Journey');
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Phone').fill('07700 900456');
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByRole('button', { name: 'Request certification' }).click();
    await page.getByRole('heading', { name: 'Certification request received' }).waitFor();

    // 2. The private upload link from the e-mail; the five documents.
    const db = adminDb(site.info);
    const mail = (await db.collection('mail').where('to', '==', company.email).get()).docs.find(
      (m) => m.get('template') === 'certification_request_received',
    )!;
    const uploadUrl = mail.get('data.uploadUrl') as string;
    const requestId = new URL(uploadUrl).pathname.split('/').pop()!;
    await page.goto(uploadUrl);
    await page.getByRole('heading', { name: 'Upload certification documents' }).waitFor();
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    // Choosing a file starts its upload.
    for (const name of DOCUMENTS) {
      await page.getByLabel(`Choose file for ${name.toLowerCase()}`).setInputFiles(pdf(`${name}.pdf`));
      await page.getByText(new RegExp(`^Uploaded: ${name}\\.pdf \\(.*\\), waiting for review$`)).waitFor();
    }
    await page.getByText('All 5 documents are uploaded.').waitFor();
    expect(errors).toEqual([]);

    // 3. An admin previews and accepts each document.
    const admin = await context.newPage();
    const adminErrors = collectPageErrors(admin);
    await admin.goto(`${site.server.url}/admin/login`);
    await submitSignIn(admin, DEMO_ADMIN);
    await admin.waitForURL(/\/admin\/dashboard$/);
    await admin.goto(`${site.server.url}/admin/certification-requests/${requestId}`);
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    for (const name of DOCUMENTS) {
      // Insurance and waste carrier registration are vetting evidence: the reviewer records what they read off them.
      if (name === 'Public liability insurance') {
        await admin.getByLabel('Cover per claim in pounds (at least 1,000,000)').fill('2000000');
        await admin.getByLabel('Last day of cover').fill(nextYear);
      }
      if (name === 'Waste carrier registration') {
        await admin.getByLabel('Registration number').fill('CBDU123456');
        await admin.getByLabel('Registration tier').selectOption('upper');
        await admin.getByLabel('Expiry date (upper tier)').fill(nextYear);
      }
      await admin.getByRole('button', { name: `Accept ${name}` }).click();
      await admin.getByRole('button', { name: `Accept ${name}` }).waitFor({ state: 'detached' });
    }
    await admin.getByTestId('request-status').getByText('Approved: waiting for payment').waitFor();
    expect(adminErrors).toEqual([]);

    // 4. The company signs in and pays with the local test checkout.
    await page.goto(`${site.server.url}/company/login`);
    await submitSignIn(page, { email: company.email, password: company.password });
    await page.waitForURL(/\/company\/available-leads$/);
    await page.goto(`${site.server.url}/company/certification/${requestId}/payment`);
    await page.getByRole('button', { name: 'Pay £354.00' }).click();
    await page.waitForURL(/\/payments\/local\//);
    await page.getByText('Test payment — no money moves').waitFor();
    await page.getByRole('button', { name: 'Pay £354 (test)' }).click();
    await page.waitForURL(new RegExp(`/company/certification/${requestId}/success\\?payment=`));
    await page.getByText('You are certified').waitFor();
    const number = (await page.getByTestId('certificate-number').textContent())!.trim();
    expect(number).toMatch(/^SFR-CERT-\d{4}-\d{4}$/);
    // The paid page links to the documents behind the certificate.
    await page.getByRole('link', { name: 'See the documents you uploaded' }).waitFor();

    // 5. Anyone can check the certificate by its number.
    const visitor = await site.browser.newContext();
    const check = await visitor.newPage();
    await check.goto(`${site.server.url}/verify-certificate`);
    await check.waitForFunction(() => document.body.classList.contains('hydrated'));
    await check.getByLabel('Certificate number').fill(number.toLowerCase());
    await check.getByRole('button', { name: 'Check certificate' }).click();
    await check.waitForURL(new RegExp(`/verify-certificate/${number}$`));
    await check.getByTestId('certificate-status').getByText('Valid').waitFor();
    await check.getByText(company.name).first().waitFor();
    expect((await db.collection('companies').doc(company.id).get()).get('certified')).toBe(true);
    // Without JavaScript the form still works: the server sends ?number= to the number's page.
    const noScript = await site.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${site.server.url}/verify-certificate`);
    await plain.getByLabel('Certificate number').fill(number);
    await plain.getByRole('button', { name: 'Check certificate' }).click();
    await plain.waitForURL(new RegExp(`/verify-certificate/${number}$`));
    await plain.getByTestId('certificate-status').getByText('Valid').waitFor();
    await noScript.close();
    await visitor.close();

    // 6. The company's profile links to the public check of its certificate.
    await page.goto(`${site.server.url}/company/profile`);
    await page.getByRole('link', { name: `Check certificate ${number}` }).click();
    await page.waitForURL(new RegExp(`/verify-certificate/${number}$`));
    await page.getByTestId('certificate-status').getByText('Valid').waitFor();

    // 7. An administrator revokes it, with a reason, after confirming; the public check then says so.
    // (In a browser of its own, apart from the company's session in this one.)
    const certificateId = (await db.collection('certificates').where('number', '==', number).get()).docs[0].id;
    const adminContext = await site.browser.newContext();
    const revoker = await adminContext.newPage();
    const revokerErrors = collectPageErrors(revoker);
    await signInAsAdmin(revoker, site.server.url, `/admin/certificates/${certificateId}`);
    await revoker.getByRole('button', { name: 'Revoke certificate' }).click();
    const revokeDialog = revoker.getByRole('dialog', { name: `Revoke certificate ${number}?` });
    await revokeDialog.getByLabel('Reason (optional)').fill('Insurance lapsed');
    await revokeDialog.getByRole('button', { name: 'Yes, revoke' }).click();
    await revoker.getByTestId('certificate-status').getByText('Revoked').waitFor();
    await revoker.getByText(': Insurance lapsed', { exact: false }).waitFor();
    expect(await revoker.getByRole('button', { name: 'Revoke certificate' }).count()).toBe(0);
    await page.goto(`${site.server.url}/verify-certificate/${number}`);
    await page.getByTestId('certificate-status').getByText('Revoked').waitFor();
    expect(revokerErrors).toEqual([]);
    await adminContext.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
