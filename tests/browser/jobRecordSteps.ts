import type { Browser, Page } from 'playwright-core';
import { gql } from '../support/api';
import { addDays, londonToday } from '../support/londonDay';
import { cameraPhoto, metadataBlocks } from '../support/jobPhotos';
import { nuErrorsOf } from '../support/nuChecker';
import { collectPageErrors, signInAsCompany } from './browser';

const PHOTOS = `query Photos($leadId: ID!) { jobPhotos(leadId: $leadId) { id url } }`;

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function bytesOf(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * The job after the hire, on a 390 px phone (docs/requirements/quotes-and-removal-records.md#job-record,
 * #removal-record): the hired company records the job with 4 photographs carrying GPS and camera EXIF and 6 readings,
 * the homeowner sees the photographs and confirms, the PDF downloads, the record verifies signed out without personal
 * data, and a share link shows the photographs until revoked. Leaves the homeowner's page open on the request page:
 * answers it and the record's number.
 */
export async function recordConfirmAndShareTheJob(
  browser: Browser,
  baseUrl: string,
  {
    leadId,
    requestPageUrl,
    company,
    homeowner,
  }: {
    leadId: string;
    requestPageUrl: string;
    company: { token: string; userEmail: string; password: string; name: string };
    /** The postcode district the record shows, and everything personal it must never show (the name first). */
    homeowner: { district: string; personal: string[] };
  },
) {
  // The company records the job on its lead page, uploading four photographs that carry GPS and camera EXIF.
  const companyContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
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
  const homeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const home = await homeContext.newPage();
  const homeErrors = collectPageErrors(home);
  await home.goto(requestPageUrl);
  await home.waitForFunction(() => document.body.classList.contains('hydrated'));
  const record = home.getByTestId('homeowner-job-record');
  await record.getByText('WTN-AV-2026-118').waitFor();
  await record.getByText(/Rear slope.*3 moisture readings from 11 % to 16 %/).waitFor();
  await record.getByText(/Front slope.*from 12 % to 19\.5 %/).waitFor();
  // The photographs themselves, before answering.
  await record.getByRole('img', { name: 'Before the removal, Rear slope, photograph 1' }).waitFor();
  await record.getByRole('img', { name: 'After the removal, Front slope, photograph 1' }).waitFor();
  expect(await record.locator('img').count()).toBe(4);
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
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectPageErrors(visitor);
  const verifyHref = await home.getByRole('link', { name: 'Open the removal record' }).getAttribute('href');
  await visitor.goto(new URL(verifyHref!, baseUrl).toString());
  await visitor.getByRole('heading', { name: `Removal record ${number}` }).waitFor();
  await visitor.getByText(company.name).first().waitFor();
  await visitor.getByText('WTN-AV-2026-118').waitFor();
  const publicText = await visitor.locator('body').innerText();
  expect(publicText).toContain(homeowner.district);
  for (const personal of homeowner.personal) expect(publicText).not.toContain(personal);
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
  expect(await visitor.locator('body').innerText()).not.toContain(homeowner.personal[0]);
  expect(await noSideScroll(home)).toBe(true);
  expect(homeErrors).toEqual([]);
  // A revoked link answers as an unknown one: the server's plain 404 is the only error the visitor's page saw.
  expect(visitorErrors.every((error) => error.includes('status of 404'))).toBe(true);
  await visitorContext.close();
  return { home, homeContext, homeErrors, number };
}

const SEND_LINK = `mutation L($jobRecordId: ID!, $input: SurveyorInput!) { sendSurveyorLink(jobRecordId: $jobRecordId, input: $input) { linkSentAt } }`;

/**
 * The independent survey after removal, on a 390 px phone (docs/requirements/quotes-and-removal-records.md#survey):
 * the homeowner asks for it on the request page, an administrator sends the surveyor the link, the surveyor uploads
 * the report and states the outcome, and the record's public page shows the outcome but not the summary.
 */
export async function surveyTheRemoval(
  browser: Browser,
  baseUrl: string,
  {
    home,
    number,
    adminToken,
    jobRecordId,
    linkOf,
  }: {
    home: Page;
    number: string;
    adminToken: string;
    jobRecordId: string;
    /** The surveyor's link, as the e-mail to them gives it. */
    linkOf: (surveyorEmail: string) => Promise<string>;
  },
) {
  const panel = home.getByTestId('removal-survey');
  await panel.getByRole('button', { name: 'Ask for a post-removal survey' }).click();
  await panel.getByText(new RegExp(`about removal record ${number}`)).waitFor();
  await panel.getByRole('button', { name: 'Send the survey request' }).click();
  await panel.getByText(/Agree to us passing your name, phone, e-mail and address/).waitFor();
  await panel.getByLabel('Mortgage lender (optional)').fill('Nationwide');
  await panel.getByLabel(/Pass my name, phone, e-mail and address/).check();
  await panel.getByRole('button', { name: 'Send the survey request' }).click();
  await panel
    .getByTestId('removal-survey-status')
    .getByText(/You asked for a survey on .* \(reference RS-[0-9A-F]{6}\)/)
    .waitFor();
  expect(await noSideScroll(home)).toBe(true);

  const surveyor = { name: 'Priya Raman', email: `priya.${Date.now()}@roofcheck.example`, firm: 'Roof Check Surveyors' };
  const sent = await gql(SEND_LINK, { jobRecordId, input: surveyor }, { token: adminToken, baseUrl });
  expect(sent.body.errors).toBeUndefined();

  const surveyorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await surveyorContext.newPage();
  const errors = collectPageErrors(page);
  await page.goto(new URL(await linkOf(surveyor.email), baseUrl).toString());
  await page.getByRole('heading', { name: 'Post-removal survey' }).waitFor();
  await page.getByText(new RegExp(`Removal record ${number}`)).waitFor();
  // The server's HTML is on screen before the page runs: a click before then is the browser's own form submission.
  await page.waitForFunction(() => document.body.classList.contains('hydrated'));
  // The outcome waits for the report; the report must be a PDF.
  await page.getByRole('button', { name: 'Record the outcome' }).click();
  await page.getByText('Upload the survey report (a PDF) before stating the outcome').waitFor();
  await page.getByText('Choose the condition of the timbers').waitFor();
  const input = page.getByLabel('The report (PDF, up to 20 MB)');
  await input.setInputFiles({ name: 'report.png', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) });
  await page.getByText('The report must be a PDF file.').waitFor();
  const report = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(50_000, 0x20)]);
  await input.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: report });
  await page.getByTestId('survey-report-uploaded').waitFor();
  await page.getByLabel('Day of the inspection').fill(londonToday());
  await page.getByRole('radio', { name: 'Yes, the removal is complete' }).check();
  await page.getByLabel('Condition of the timbers').selectOption('sound');
  await page.getByLabel('Summary of your findings').fill('No foam left on rafters or battens; timbers dry and sound.');
  await page.getByLabel('Your qualification or registration').fill('MRICS 7654321');
  await page.getByRole('button', { name: 'Record the outcome' }).click();
  await page
    .getByTestId('survey-outcome-recorded')
    .getByText(/Removal complete\. Timbers sound/)
    .waitFor();
  expect(await noSideScroll(page)).toBe(true);
  expect(errors).toEqual([]);
  await surveyorContext.close();

  // Signed out, the record shows the outcome under the surveyor's firm, not their summary.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${baseUrl}/verify-removal/${number}`);
  const survey = visitor.getByTestId('removal-record-survey');
  await survey.getByText(/Removal complete\. Timbers sound.*Roof Check Surveyors \(MRICS 7654321\)/).waitFor();
  expect(await visitor.locator('body').innerText()).not.toContain('timbers dry and sound');
  // The record with its survey, and the request page with its quotes, job record and survey, as rendered: valid HTML.
  const rendered = { 'removal record with a survey': await visitor.content() };
  await visitorContext.close();

  // The homeowner sees the outcome and opens the report.
  await home.reload();
  await home
    .getByTestId('removal-survey-outcome')
    .getByText(/Removal complete/)
    .waitFor();
  const reportHref = await home.getByRole('link', { name: 'Open the survey report (PDF)' }).getAttribute('href');
  const served = await bytesOf(new URL(reportHref!, baseUrl).toString());
  expect(served.equals(report)).toBe(true);
  expect(await nuErrorsOf({ ...rendered, 'request page with quotes, job record and survey': await home.content() })).toEqual([]);
}
