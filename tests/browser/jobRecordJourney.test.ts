import { adminDb, gql, idempotencyKey, SUBMIT, uniqueEmail, validRemovalRequest } from '../support/api';
import { createCompany } from '../support/marketplace';
import { addDays, londonToday } from '../support/londonDay';
import { cameraPhoto, metadataBlocks } from '../support/jobPhotos';
import { collectPageErrors, signInAsCompany, startSiteAndBrowser } from './browser';
import type { Page } from 'playwright-core';

/**
 * The job recorded with its evidence and the removal record anyone can check, on a phone
 * (docs/requirements/quotes-and-removal-records.md#job-record, #removal-record).
 */
const site = startSiteAndBrowser();

const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;
const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { id } }`;
const PHOTOS = `query Photos($leadId: ID!) { jobPhotos(leadId: $leadId) { id url } }`;

const HOMEOWNER = { name: 'Rosalind Achterberg', email: uniqueEmail('rosalind'), phone: '07700 900461' };

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function bytesOf(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

it('at 390 px the hired company records the job with 4 photographs and 6 readings, the homeowner confirms, the record verifies signed out without personal data, and a share link shows the photographs until revoked', async () => {
  const baseUrl = site.server.url;
  const db = adminDb(site.server);

  // A request, bought by a company the homeowner marks hired (as on the request page).
  const input = validRemovalRequest({ homeowner: HOMEOWNER, property: { postcode: 'LS1 4AP' } });
  const submitted = await gql(SUBMIT, { input, key: idempotencyKey() }, { baseUrl });
  expect(submitted.body.errors).toBeUndefined();
  const { requestId } = submitted.body.data!.submitRemovalRequest;
  const confirmation = (await db.collection('mail').where('to', '==', HOMEOWNER.email).get()).docs.find(
    (doc) => doc.get('template') === 'removal_request_confirmation',
  )!;
  const requestPage = new URL(confirmation.get('data.requestPagePath'), baseUrl);
  const requestToken = requestPage.searchParams.get('token')!;
  const leadId = (await db.collection('removalRequests').doc(requestId).get()).get('leadId') as string;
  const company = await createCompany({ regions: ['Yorkshire and the Humber'], name: 'Aire Valley Foam Removal Ltd' }, site.server);
  const bought = await gql(BUY, { id: leadId }, { token: company.token, baseUrl });
  expect(bought.body.errors).toBeUndefined();
  const paid = await fetch(`${baseUrl}/payments/local/${bought.body.data!.buyLead.paymentId}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const hired = await gql(HIRED, { id: requestId, token: requestToken, companyId: company.id }, { baseUrl });
  expect(hired.body.errors).toBeUndefined();

  // The company records the job on its lead page, uploading four photographs that carry GPS and camera EXIF.
  const companyContext = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await companyContext.newPage();
  const errors = collectPageErrors(page);
  await signInAsCompany(page, baseUrl, { email: company.userEmail, password: company.password });
  await page.goto(`${baseUrl}/company/lead/${leadId}`);
  await page.getByRole('heading', { name: 'Job record' }).waitFor();
  const files = await Promise.all(
    [1, 2, 3, 4].map(async (n) => ({
      name: `roof-${n}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto('jpeg', { make: 'Pixelcam', model: `Model ${n}` }),
    })),
  );
  for (const file of files) expect(file.buffer.includes(Buffer.from('Pixelcam'))).toBe(true);
  await page.locator('.job-photo-uploader input[type=file]').setInputFiles(files);
  await page.locator('.job-photo-list li[data-state=done]').nth(3).waitFor({ timeout: 30_000 });
  expect(await page.locator('.job-photo-list li[data-state=done]').count()).toBe(4);
  await page.getByRole('checkbox', { name: 'Area 1: before photographs: photograph 4' }).waitFor();

  const started = addDays(londonToday(), -3);
  const finished = addDays(londonToday(), -1);
  await page.getByLabel('Day the job started').fill(started);
  await page.getByLabel('Day the job finished').fill(finished);
  await page.getByRole('button', { name: 'Add a roof area' }).click();
  const readings = [
    [11, 14.5, 16],
    [12, 18, 19.5],
  ];
  for (const [i, area] of [
    ['Rear slope', '34'],
    ['Front slope', '28.5'],
  ].entries()) {
    const n = i + 1;
    await page.getByLabel(`Area ${n}: name`).fill(area[0]);
    await page.getByLabel(`Area ${n}: size in m²`).fill(area[1]);
    await page.getByRole('checkbox', { name: `Area ${n}: before photographs: photograph ${2 * i + 1}` }).check();
    await page.getByRole('checkbox', { name: `Area ${n}: after photographs: photograph ${2 * i + 2}` }).check();
    for (const [r, percent] of readings[i].entries()) {
      if (r > 0) await page.getByRole('button', { name: `Add a reading to area ${n}` }).click();
      await page.getByLabel(`Area ${n}, reading ${r + 1}: moisture %`).fill(String(percent));
      await page.getByLabel(`Area ${n}, reading ${r + 1}: where taken`).fill(`rafter ${r + 1}`);
    }
    await page.getByLabel(`Area ${n}: defects found`).fill(i === 0 ? 'One rafter with surface mould' : 'None');
  }
  // A reading of 101 % is refused on its field before anything is sent, and kept as typed.
  await page.getByLabel('Area 2, reading 3: moisture %').fill('101');
  await page.getByLabel('Waste transfer note reference').fill('WTN-AV-2026-118');
  await page.getByLabel('Waste carrier').fill('Aire Valley Waste Ltd');
  await page.getByRole('button', { name: 'Send to the homeowner' }).click();
  await page.getByText('A moisture reading is a percentage from 0 to 100').waitFor();
  expect(await page.getByLabel('Area 2, reading 3: moisture %').inputValue()).toBe('101');
  await page.getByLabel('Area 2, reading 3: moisture %').fill('19.5');
  await page.getByRole('button', { name: 'Send to the homeowner' }).click();
  await page.getByText('Sent to the homeowner: waiting for their answer').waitFor();
  expect(await noSideScroll(page)).toBe(true);
  expect(errors).toEqual([]);

  // The stored photographs, as served, carry no metadata and no trace of the camera.
  const photos = await gql(PHOTOS, { leadId }, { token: company.token, baseUrl });
  expect(photos.body.data!.jobPhotos).toHaveLength(4);
  for (const photo of photos.body.data!.jobPhotos as Array<{ url: string }>) {
    const bytes = await bytesOf(new URL(photo.url, baseUrl).toString());
    expect(metadataBlocks(bytes)).toEqual([]);
    expect(bytes.includes(Buffer.from('Pixelcam'))).toBe(false);
  }
  await companyContext.close();

  // The homeowner reviews it on the request page and confirms it.
  const homeContext = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const home = await homeContext.newPage();
  const homeErrors = collectPageErrors(home);
  await home.goto(requestPage.toString());
  await home.waitForFunction(() => document.body.classList.contains('hydrated'));
  const record = home.getByTestId('homeowner-job-record');
  await record.getByText('WTN-AV-2026-118').waitFor();
  await record.getByText(/Rear slope.*3 moisture readings from 11 % to 16 %/).waitFor();
  await record.getByText(/Front slope.*from 12 % to 19\.5 %/).waitFor();
  await record.getByRole('button', { name: 'Confirm the job record' }).click();
  const dialog = home.getByRole('alertdialog', { name: 'Confirm the job record?' });
  await dialog.getByText(/numbered removal record/).waitFor();
  await dialog.getByRole('button', { name: 'Yes, confirm and issue the record' }).click();
  const number = (await home.getByTestId('removal-record-number').textContent())!.trim();
  expect(number).toMatch(/^SFR-REM-\d{4}-\d{5,}$/);
  expect(await noSideScroll(home)).toBe(true);

  // The PDF link answers a PDF.
  const pdfHref = await home.getByRole('link', { name: 'Download the PDF' }).getAttribute('href');
  const pdf = await fetch(new URL(pdfHref!, baseUrl));
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
  expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);

  // Signed out, the verify page shows the summary and nothing personal.
  const visitorContext = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectPageErrors(visitor);
  const verifyHref = await home.getByRole('link', { name: 'Open the removal record' }).getAttribute('href');
  await visitor.goto(new URL(verifyHref!, baseUrl).toString());
  await visitor.getByRole('heading', { name: `Removal record ${number}` }).waitFor();
  await visitor.getByText('Aire Valley Foam Removal Ltd').first().waitFor();
  await visitor.getByText('WTN-AV-2026-118').waitFor();
  const publicText = await visitor.locator('body').innerText();
  expect(publicText).toContain('LS1');
  for (const personal of [HOMEOWNER.name, 'Rosalind', 'Achterberg', HOMEOWNER.email, HOMEOWNER.phone, '900461', 'LS1 4AP'])
    expect(publicText).not.toContain(personal);
  expect(await visitor.locator('main img').count()).toBe(0);
  expect(await noSideScroll(visitor)).toBe(true);

  // A share link shows the photographs, served without metadata.
  await home.getByRole('button', { name: 'Make a share link' }).click();
  const shareUrl = await home.getByLabel(/Your new share link/).inputValue();
  expect(shareUrl).toMatch(new RegExp(`/verify-removal/${number}\\?token=`));
  await home.getByRole('button', { name: /^Revoke the share link made/ }).waitFor();
  await visitor.goto(shareUrl);
  await visitor.getByRole('img', { name: 'Before the removal, Rear slope, photograph 1' }).waitFor();
  await visitor.locator('main img').nth(3).waitFor();
  expect(await visitor.locator('main img').count()).toBe(4);
  await visitor.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  );
  const sharedSrc = await visitor.locator('main img').first().getAttribute('src');
  expect(metadataBlocks(await bytesOf(new URL(sharedSrc!, baseUrl).toString()))).toEqual([]);
  expect(await noSideScroll(visitor)).toBe(true);

  // Revoked (after confirming), the same link shows only the summary.
  await home.getByRole('button', { name: /^Revoke the share link made/ }).click();
  await home.getByRole('button', { name: 'Yes, revoke it' }).click();
  await home.getByText('No share links yet.').waitFor();
  expect(visitorErrors).toEqual([]);
  await visitor.goto(shareUrl);
  await visitor.getByRole('heading', { name: /Removal record|No such removal record/ }).waitFor();
  expect(await visitor.locator('main img').count()).toBe(0);
  expect(await visitor.locator('body').innerText()).not.toContain(HOMEOWNER.name);
  expect(await noSideScroll(home)).toBe(true);
  expect(homeErrors).toEqual([]);
  // A revoked link answers as an unknown one: the server's plain 404 is the only error the visitor's page saw.
  expect(visitorErrors.every((error) => error.includes('status of 404'))).toBe(true);
  await homeContext.close();
  await visitorContext.close();
});
