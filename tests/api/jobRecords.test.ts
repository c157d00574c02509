import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { createCompany, dayFromToday } from '../support/marketplace';
import { confirmedRecord, validJobRecord } from '../support/jobRecords';
import { londonTodayClearOfMidnight } from '../support/londonDay';
import { nuErrorsOf } from '../support/nuChecker';
import { parsePdf } from '../support/pdf';
import { cameraPhoto, metadataBlocks, uploadJobPhoto } from '../support/jobPhotos';

/**
 * The job record, the homeowner's confirmation and the numbered removal record
 * (docs/decisions/0055-quotes-and-removal-records.md, docs/requirements/quotes-and-removal-records.md).
 */
const JOB_FIELDS = `id leadId companyId companyName status startedOn finishedOn submissions rejectionReason removalRecordNumber
  roofAreas { name areaM2 readings { percent where } defectsFound defectsRepaired beforePhotoIds afterPhotoIds }
  waste { transferNoteReference carrier } reinsulation { material thicknessMm lambdaWPerMK areaM2 }`;
const SAVE = `mutation Save($leadId: ID!, $input: JobRecordInput!) { saveJobRecord(leadId: $leadId, input: $input) { ${JOB_FIELDS} } }`;
const SUBMIT_JOB = `mutation Submit($leadId: ID!) { submitJobRecord(leadId: $leadId) { ${JOB_FIELDS} } }`;
const MINE = `query Mine($leadId: ID!) { myJobRecord(leadId: $leadId) { ${JOB_FIELDS} } }`;
const HOMEOWNER_FIELDS = `jobRecord { ${JOB_FIELDS} } shares { id number createdAt }`;
const HOMEOWNER_VIEW = `query H($id: ID!, $token: String!) { homeownerJobRecords(id: $id, token: $token) { ${HOMEOWNER_FIELDS} } }`;
const CONFIRM = `mutation C($id: ID!, $token: String!, $jobRecordId: ID!) {
  confirmJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId) { ${HOMEOWNER_FIELDS} } }`;
const REJECT = `mutation R($id: ID!, $token: String!, $jobRecordId: ID!, $reason: String!) {
  rejectJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId, reason: $reason) { ${HOMEOWNER_FIELDS} } }`;
const SHARE = `mutation S($id: ID!, $token: String!, $number: String!) {
  createRemovalRecordShare(id: $id, token: $token, number: $number) { id number token path } }`;
const REVOKE = `mutation V($id: ID!, $token: String!, $shareId: ID!) {
  revokeRemovalRecordShare(id: $id, token: $token, shareId: $shareId) { ${HOMEOWNER_FIELDS} } }`;
const RECORD_FIELDS = `number district companyName companyVetting companyCertificateNumber startedOn finishedOn wasteTransferNoteReference
  areas { name areaM2 lowestReadingPercent highestReadingPercent beforePhotoIds afterPhotoIds beforePhotoUrls afterPhotoUrls }
  reinsulation { material thicknessMm } survey { surveyorFirm } supersededBy withdrawn { reason at } shared surveyReportUrl pdfPath`;
const RECORD = `query Record($number: String!, $share: String) { removalRecord(number: $number, share: $share) { ${RECORD_FIELDS} } }`;
const WITHDRAW = `mutation W($number: String!, $reason: String!) { withdrawRemovalRecord(number: $number, reason: $reason) { ${RECORD_FIELDS} } }`;
const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { id } }`;

type Body = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; data?: Record<string, any> | null };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

/** A request bought by a company the homeowner marked hired: its link, lead and the company. */
async function hiredJob() {
  const request = await submitAndOpenLink();
  const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
  expect((await buy(request.leadId, company.token)).errors).toBeUndefined();
  const hired = await gql(HIRED, { id: request.requestId, token: request.token, companyId: company.id });
  expect(hired.body.errors).toBeUndefined();
  return { ...request, company };
}

/** Today's sharded daily counters (docs/decisions/0031-sharded-daily-counters.md), summed. */
async function todaysCounts(day: string) {
  const shards = await adminDb().collection('dailyStatShards').where('key', '==', day).get();
  const sum = (field: string) => shards.docs.reduce((total, doc) => total + Number(doc.get(field) ?? 0), 0);
  return { jobsRecorded: sum('jobsRecorded'), removalRecordsIssued: sum('removalRecordsIssued') };
}

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

describe('the job record', () => {
  it('refuses a company that was not hired, a viewer of the hired company, and a withdrawn request, each with the reason', async () => {
    const job = await hiredJob();
    const other = await createCompany({ regions: ['Yorkshire and the Humber'] });
    expect((await buy(job.leadId, other.token)).errors).toBeUndefined();
    const notHired = await gql(SAVE, { leadId: job.leadId, input: validJobRecord() }, { token: other.token });
    expect(notHired.body.errors?.[0]).toMatchObject({
      message: 'Only the company the homeowner hired can record this job.',
      extensions: { code: 'FORBIDDEN' },
    });

    const claims = { role: 'company', companyId: job.company.id };
    const viewer = await createUser({ claims, userDoc: claims });
    await adminDb()
      .collection('companies')
      .doc(job.company.id)
      .update({ userIds: [job.company.uid, viewer.uid], userRoles: { [job.company.uid]: 'owner', [viewer.uid]: 'viewer' } });
    const asViewer = await gql(SAVE, { leadId: job.leadId, input: validJobRecord() }, { token: viewer.token });
    expect(codeOf(asViewer.body)).toBe('FORBIDDEN');
    expect(asViewer.body.errors![0].message).toMatch(/viewer/i);
    expect((await gql(MINE, { leadId: job.leadId }, { token: job.company.token })).body.data!.myJobRecord).toBeNull();

    await adminDb().collection('leads').doc(job.leadId).update({ status: 'rejected' });
    const withdrawn = await gql(SAVE, { leadId: job.leadId, input: validJobRecord() }, { token: job.company.token });
    expect(withdrawn.body.errors?.[0]).toMatchObject({
      message: 'This request has been withdrawn: its job cannot be recorded.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('answers readings outside 0–100 %, areas over 1,000 m² and missing fields as field errors, all at once, storing nothing', async () => {
    const job = await hiredJob();
    const input = validJobRecord();
    input.roofAreas[0].readings[1].percent = 101;
    input.roofAreas[0].readings[2].percent = -2;
    input.roofAreas[1].areaM2 = 1000.5;
    (input.waste as Record<string, unknown>).transferNoteReference = '';
    const refused = await gql(SAVE, { leadId: job.leadId, input }, { token: job.company.token });
    expect(codeOf(refused.body)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors![0].extensions!.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'roofAreas.0.readings.1.percent', message: 'A moisture reading is a percentage from 0 to 100' },
        { path: 'roofAreas.0.readings.2.percent', message: 'A moisture reading is a percentage from 0 to 100' },
        { path: 'roofAreas.1.areaM2', message: 'Enter an area of 1,000 m² or less' },
        { path: 'waste.transferNoteReference', message: expect.stringMatching(/waste transfer note/) },
      ]),
    );
    const future = await gql(
      SAVE,
      { leadId: job.leadId, input: validJobRecord({ finishedOn: dayFromToday(2) }) },
      { token: job.company.token },
    );
    expect(future.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'finishedOn', message: 'The finish date cannot be in the future' },
    ]);
    expect((await adminDb().collection('jobRecords').where('leadId', '==', job.leadId).get()).size).toBe(0);
  });

  it('is saved, sent to the homeowner by e-mail, and confirmed: a numbered removal record with the whitelist only', async () => {
    const job = await hiredJob();
    const saved = await gql(SAVE, { leadId: job.leadId, input: validJobRecord() }, { token: job.company.token });
    expect(saved.body.data!.saveJobRecord).toMatchObject({ status: 'DRAFT', companyName: job.company.name, submissions: 0 });
    // A draft is the company's own.
    expect((await gql(HOMEOWNER_VIEW, { id: job.requestId, token: job.token })).body.data!.homeownerJobRecords).toEqual([]);
    const jobRecordId = saved.body.data!.saveJobRecord.id as string;
    const today = await londonTodayClearOfMidnight();
    const countsBefore = await todaysCounts(today);
    const early = await gql(CONFIRM, { id: job.requestId, token: job.token, jobRecordId });
    expect(codeOf(early.body)).toBe('CONFLICT');

    const submitted = await gql(SUBMIT_JOB, { leadId: job.leadId }, { token: job.company.token });
    expect(submitted.body.data!.submitJobRecord).toMatchObject({ status: 'SUBMITTED', submissions: 1 });
    expect(codeOf((await gql(SUBMIT_JOB, { leadId: job.leadId }, { token: job.company.token })).body)).toBe('CONFLICT');
    const lead = (await adminDb().collection('leads').doc(job.leadId).get()).data()!;
    const told = (await adminDb().collection('mail').where('to', '==', lead.homeowner.email).get()).docs.filter(
      (doc) => doc.get('template') === 'job_record_submitted',
    );
    expect(told).toHaveLength(1);

    const seen = (await gql(HOMEOWNER_VIEW, { id: job.requestId, token: job.token })).body.data!.homeownerJobRecords;
    expect(seen).toEqual([expect.objectContaining({ jobRecord: expect.objectContaining({ id: jobRecordId, status: 'SUBMITTED' }) })]);

    const confirmed = await gql(CONFIRM, { id: job.requestId, token: job.token, jobRecordId });
    expect(confirmed.body.errors).toBeUndefined();
    const number = confirmed.body.data!.confirmJobRecord[0].jobRecord.removalRecordNumber as string;
    expect(number).toMatch(/^SFR-REM-\d{4}-\d{5,}$/);
    // Counted for the dashboard in the transactions that sent the record and issued its removal record.
    expect(await todaysCounts(today)).toEqual({
      jobsRecorded: countsBefore.jobsRecorded + 1,
      removalRecordsIssued: countsBefore.removalRecordsIssued + 1,
    });

    const record = (await gql(RECORD, { number })).body.data!.removalRecord;
    expect(record).toMatchObject({
      number,
      district: 'LS1',
      companyName: job.company.name,
      companyVetting: 'vetted',
      companyCertificateNumber: null,
      wasteTransferNoteReference: 'WTN-2026-118',
      areas: [
        {
          name: 'Rear slope',
          areaM2: 42.5,
          lowestReadingPercent: 11.5,
          highestReadingPercent: 17,
          beforePhotoIds: null,
          afterPhotoIds: null,
        },
        { name: 'Front slope', areaM2: 40, lowestReadingPercent: 12, highestReadingPercent: 12, beforePhotoIds: null, afterPhotoIds: null },
      ],
      reinsulation: { material: 'mineral_wool', thicknessMm: 270 },
      survey: null,
      supersededBy: null,
      withdrawn: null,
      shared: false,
      surveyReportUrl: null,
    });
    const stored = (await adminDb().collection('removalRecords').doc(number).get()).data()!;
    const secrets = [lead.homeowner.name, lead.homeowner.email, lead.homeowner.phone, lead.property.postcode];
    for (const secret of secrets) expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain('Two rafters');

    const companyMail = (await adminDb().collection('mail').where('to', '==', job.company.email).get()).docs.filter(
      (doc) => doc.get('template') === 'removal_record_issued',
    );
    expect(companyMail.map((doc) => doc.get('data.number'))).toEqual([number]);
    // Confirmed: nothing more to answer, nothing to send without a correction.
    expect(codeOf((await gql(CONFIRM, { id: job.requestId, token: job.token, jobRecordId })).body)).toBe('CONFLICT');
    expect(codeOf((await gql(SUBMIT_JOB, { leadId: job.leadId }, { token: job.company.token })).body)).toBe('CONFLICT');
  });

  it('is sent back with what is wrong (the company is told), corrected and sent again', async () => {
    const job = await hiredJob();
    const saved = await gql(SAVE, { leadId: job.leadId, input: validJobRecord() }, { token: job.company.token });
    const jobRecordId = saved.body.data!.saveJobRecord.id as string;
    await gql(SUBMIT_JOB, { leadId: job.leadId }, { token: job.company.token });

    const blank = await gql(REJECT, { id: job.requestId, token: job.token, jobRecordId, reason: '  ' });
    expect(blank.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'reason' }] });
    const rejected = await gql(REJECT, { id: job.requestId, token: job.token, jobRecordId, reason: 'The front slope was not done' });
    expect(rejected.body.data!.rejectJobRecord[0].jobRecord).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The front slope was not done',
    });
    const told = (await adminDb().collection('mail').where('to', '==', job.company.email).get()).docs.filter(
      (doc) => doc.get('template') === 'job_record_rejected',
    );
    expect(told.map((doc) => doc.get('data.reason'))).toEqual(['The front slope was not done']);
    expect((await gql(MINE, { leadId: job.leadId }, { token: job.company.token })).body.data!.myJobRecord).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The front slope was not done',
    });

    const corrected = validJobRecord();
    corrected.roofAreas[1].readings.push({ percent: 13, where: 'Rafter 9' });
    await gql(SAVE, { leadId: job.leadId, input: corrected }, { token: job.company.token });
    const again = await gql(SUBMIT_JOB, { leadId: job.leadId }, { token: job.company.token });
    expect(again.body.data!.submitJobRecord).toMatchObject({ status: 'SUBMITTED', submissions: 2, rejectionReason: null });
    const confirmed = await gql(CONFIRM, { id: job.requestId, token: job.token, jobRecordId });
    expect(confirmed.body.data!.confirmJobRecord[0].jobRecord.status).toBe('CONFIRMED');
  });

  it('a correction after confirmation issues version -2, which the first version points to; the first stays readable', async () => {
    const job = await hiredJob();
    const first = await confirmedRecord(job);
    expect(await (await fetch(`${serverInfo().url}/verify-removal/${first}`)).text()).not.toContain('Replaced by a correction');
    const corrected = validJobRecord({ waste: { transferNoteReference: 'WTN-2026-119', carrier: 'Clearway Waste Ltd' } });
    const second = await confirmedRecord(job, corrected);
    expect(second).toBe(`${first}-2`);
    expect((await gql(RECORD, { number: first })).body.data!.removalRecord).toMatchObject({
      supersededBy: second,
      wasteTransferNoteReference: 'WTN-2026-118',
    });
    const page = await (await fetch(`${serverInfo().url}/verify-removal/${first}`)).text();
    expect(page).toContain('Replaced by a correction');
    expect(page).toContain(`/verify-removal/${second}`);
    expect((await gql(RECORD, { number: second })).body.data!.removalRecord).toMatchObject({
      supersededBy: null,
      wasteTransferNoteReference: 'WTN-2026-119',
    });
  });

  it('an administrator withdraws a record with a reason, which the page and the PDF show', async () => {
    const job = await hiredJob();
    const number = await confirmedRecord(job);
    // Seen (and so cached) before the withdrawal: the withdrawal must reach the cached page too.
    const before = await fetch(`${serverInfo().url}/verify-removal/${number}`);
    expect(await before.text()).toContain('Current');
    expect((await fetch(`${serverInfo().url}/verify-removal/${number}`)).headers.get('x-page-cache')).toBe('HIT');
    const asCompany = await gql(WITHDRAW, { number, reason: 'x' }, { token: job.company.token });
    expect(codeOf(asCompany.body)).toBe('FORBIDDEN');
    const withdrawn = await gql(WITHDRAW, { number, reason: 'The waste transfer note was not genuine' }, { token: adminToken });
    expect(withdrawn.body.data!.withdrawRemovalRecord.withdrawn).toMatchObject({ reason: 'The waste transfer note was not genuine' });
    expect(codeOf((await gql(WITHDRAW, { number, reason: 'again' }, { token: adminToken })).body)).toBe('CONFLICT');
    expect((await gql(RECORD, { number })).body.data!.removalRecord.withdrawn.reason).toBe('The waste transfer note was not genuine');

    const page = await fetch(`${serverInfo().url}/verify-removal/${number}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('The waste transfer note was not genuine');
    const pdf = await fetch(`${serverInfo().url}/removal-records/${number}.pdf`);
    expect(pdf.status).toBe(200);
    expect(parsePdf(Buffer.from(await pdf.arrayBuffer())).pages.join('\n')).toContain('The waste transfer note was not genuine');
  });

  it('answers an unknown or malformed number with a plain NOT_FOUND and a 404 page and PDF', async () => {
    for (const number of ['SFR-REM-1999-99999', 'SFR-REM-2026-1', 'nope', '../../etc', 'SFR-REM-2026-00001-1']) {
      const body = (await gql(RECORD, { number })).body;
      expect({ number, code: codeOf(body), message: body.errors?.[0].message }).toEqual({
        number,
        code: 'NOT_FOUND',
        message: 'There is no removal record with this number.',
      });
    }
    expect((await fetch(`${serverInfo().url}/verify-removal/SFR-REM-1999-99999`)).status).toBe(404);
    expect((await fetch(`${serverInfo().url}/removal-records/SFR-REM-1999-99999.pdf`)).status).toBe(404);
    expect((await fetch(`${serverInfo().url}/removal-records/nope.pdf`)).status).toBe(404);
  });
});

describe('photographs a record names', () => {
  it('cannot be deleted: one in the job record until it is taken out, one in an issued removal record never', async () => {
    const job = await hiredJob();
    const photo = await cameraPhoto('jpeg', { make: 'Canon', model: 'EOS 5D' });
    const [kept, loose] = await Promise.all([0, 1].map(() => uploadJobPhoto(job.company.token, job.leadId, photo)));
    const input = validJobRecord();
    Object.assign(input.roofAreas[0], { beforePhotoIds: [kept!, loose!], afterPhotoIds: [] });
    expect((await gql(SAVE, { leadId: job.leadId, input }, { token: job.company.token })).body.errors).toBeUndefined();
    const DELETE = `mutation D($id: ID!) { deleteJobPhoto(id: $id) }`;
    const inRecord = await gql(DELETE, { id: loose }, { token: job.company.token });
    expect(inRecord.body.errors?.[0]).toMatchObject({
      message: 'This photograph is in your job record: take it out of the record and save it, then delete it.',
      extensions: { code: 'CONFLICT' },
    });
    // Taken out of the record, it goes.
    Object.assign(input.roofAreas[0], { beforePhotoIds: [kept!] });
    await confirmedRecord(job, input);
    expect((await gql(DELETE, { id: loose }, { token: job.company.token })).body.data?.deleteJobPhoto).toBe(loose);
    // The homeowner sees the photographs the record names, through signed links.
    const PHOTOS = `query P($id: ID!, $token: String!) { homeownerJobRecords(id: $id, token: $token) { photos { id url } } }`;
    const [{ photos }] = (await gql(PHOTOS, { id: job.requestId, token: job.token })).body.data!.homeownerJobRecords;
    expect(photos.map((p: { id: string }) => p.id)).toEqual([kept]);
    expect((await fetch(`${serverInfo().url}${photos[0].url}`)).status).toBe(200);
    // In an issued record, it stays, even once a correction leaves it out.
    Object.assign(input.roofAreas[0], { beforePhotoIds: [] });
    expect((await gql(SAVE, { leadId: job.leadId, input }, { token: job.company.token })).body.errors).toBeUndefined();
    const issued = await gql(DELETE, { id: kept }, { token: job.company.token });
    expect(issued.body.errors?.[0]).toMatchObject({
      message: 'This photograph is part of an issued removal record, which is never edited: it cannot be deleted.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await adminDb().collection('jobPhotos').doc(kept!).get()).exists).toBe(true);
  });
});

describe('share links', () => {
  it('open the photographs; a forged, edited, other record’s or revoked link is the same NOT_FOUND as an unknown number', async () => {
    const job = await hiredJob();
    // Photographs carrying GPS and camera EXIF, uploaded for this job; one uploaded for another job is refused.
    const photo = await cameraPhoto('jpeg', { make: 'Canon', model: 'EOS 5D' });
    const [before1, before2, after1] = await Promise.all([0, 1, 2].map(() => uploadJobPhoto(job.company.token, job.leadId, photo)));
    const elsewhere = await hiredJob();
    const foreign = (await uploadJobPhoto(elsewhere.company.token, elsewhere.leadId, photo))!;
    const withPhotos = (ids: { before: string[]; after: string[] }) => {
      const input = validJobRecord();
      Object.assign(input.roofAreas[0], { beforePhotoIds: ids.before, afterPhotoIds: ids.after });
      return input;
    };
    const refusedPhoto = await gql(
      SAVE,
      { leadId: job.leadId, input: withPhotos({ before: [before1!, foreign], after: [] }) },
      { token: job.company.token },
    );
    expect(refusedPhoto.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'roofAreas.0.beforePhotoIds', message: 'A photograph id is not one of this job’s photographs' }],
    });
    const number = await confirmedRecord(job, withPhotos({ before: [before1!, before2!], after: [after1!] }));
    const other = await confirmedRecord(elsewhere);

    const made = await gql(SHARE, { id: job.requestId, token: job.token, number });
    expect(made.body.errors).toBeUndefined();
    const share = made.body.data!.createRemovalRecordShare as { id: string; token: string; path: string };
    expect(Buffer.from(share.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(share.path).toBe(`/verify-removal/${number}?token=${share.token}`);
    // Stored only as its hash.
    const stored = await adminDb().collection('removalRecordShares').get();
    expect(JSON.stringify(stored.docs.map((doc) => [doc.id, doc.data()]))).not.toContain(share.token);
    // Not for a record of another request.
    expect(codeOf((await gql(SHARE, { id: job.requestId, token: job.token, number: other })).body)).toBe('NOT_FOUND');

    const opened = (await gql(RECORD, { number, share: share.token })).body.data!.removalRecord;
    expect(opened).toMatchObject({ shared: true, surveyReportUrl: null });
    expect(opened.areas[0]).toMatchObject({ beforePhotoIds: [before1, before2], afterPhotoIds: [after1] });
    // The photographs open through their signed links, re-encoded without the camera's metadata.
    expect(opened.areas[0].beforePhotoUrls).toHaveLength(2);
    for (const url of [...opened.areas[0].beforePhotoUrls, ...opened.areas[0].afterPhotoUrls]) {
      const image = await fetch(`${serverInfo().url}${url}`);
      expect(image.status).toBe(200);
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(metadataBlocks(bytes)).toEqual([]);
      expect(bytes.includes('Canon')).toBe(false);
    }
    // Without the share link: the summary only.
    const summary = (await gql(RECORD, { number })).body.data!.removalRecord;
    expect(summary.areas[0]).toMatchObject({ beforePhotoIds: null, beforePhotoUrls: null, afterPhotoUrls: null });

    const plain = { code: 'NOT_FOUND', message: 'There is no removal record with this number.' };
    const edited = `${share.token.slice(0, -1)}${share.token.endsWith('A') ? 'B' : 'A'}`;
    const forged = 'A'.repeat(43);
    for (const attempt of [
      { number, share: edited },
      { number, share: forged },
      { number, share: 'short' },
      { number: other, share: share.token },
    ]) {
      const body = (await gql(RECORD, attempt)).body;
      expect({ code: codeOf(body), message: body.errors?.[0].message, data: body.data?.removalRecord ?? null }).toEqual({
        ...plain,
        data: null,
      });
    }
    expect((await fetch(`${serverInfo().url}/verify-removal/${number}?token=${edited}`)).status).toBe(404);

    const listed = (await gql(HOMEOWNER_VIEW, { id: job.requestId, token: job.token })).body.data!.homeownerJobRecords[0].shares;
    expect(listed).toEqual([expect.objectContaining({ id: share.id, number })]);
    const revoked = await gql(REVOKE, { id: job.requestId, token: job.token, shareId: share.id });
    expect(revoked.body.data!.revokeRemovalRecordShare[0].shares).toEqual([]);
    const after = (await gql(RECORD, { number, share: share.token })).body;
    expect({ code: codeOf(after), message: after.errors?.[0].message }).toEqual(plain);
    expect((await fetch(`${serverInfo().url}/verify-removal/${number}?token=${share.token}`)).status).toBe(404);
    expect(codeOf((await gql(REVOKE, { id: job.requestId, token: job.token, shareId: share.id })).body)).toBe('NOT_FOUND');
  });
});

describe('the verify page and the PDF', () => {
  it('contain none of the homeowner’s name, e-mail, phone, street or full postcode', async () => {
    const job = await hiredJob();
    const number = await confirmedRecord(job);
    const lead = (await adminDb().collection('leads').doc(job.leadId).get()).data()!;
    // The request form takes no street address: the full postcode is the most precise place the site holds.
    const postcode = String(lead.property.postcode);
    const secrets = [lead.homeowner.name, lead.homeowner.email, lead.homeowner.phone, postcode, postcode.replace(/\s+/g, '')];
    expect(secrets.every(Boolean)).toBe(true);

    const page = await fetch(`${serverInfo().url}/verify-removal/${number}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(number);
    expect(html).toContain('LS1');
    expect(html).toContain(job.company.name);
    const pdf = await fetch(`${serverInfo().url}/removal-records/${number}.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = parsePdf(Buffer.from(await pdf.arrayBuffer())).pages.join('\n');
    expect(text).toContain(number);
    expect(text).toContain('LS1');
    for (const secret of secrets) {
      expect(html.toLowerCase()).not.toContain(secret.toLowerCase());
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('is valid HTML (Nu HTML Checker): current, shared, corrected, withdrawn and unknown', async () => {
    const job = await hiredJob();
    const photo = await cameraPhoto('jpeg', { make: 'Canon', model: 'EOS 5D' });
    const [before1, before2, after1] = await Promise.all([0, 1, 2].map(() => uploadJobPhoto(job.company.token, job.leadId, photo)));
    const input = validJobRecord();
    Object.assign(input.roofAreas[0], { beforePhotoIds: [before1, before2], afterPhotoIds: [after1] });
    const first = await confirmedRecord(job, input);
    const second = await confirmedRecord(job, validJobRecord({ reinsulation: null }));
    await gql(WITHDRAW, { number: second, reason: 'Issued in error' }, { token: adminToken });
    const share = (await gql(SHARE, { id: job.requestId, token: job.token, number: first })).body.data!.createRemovalRecordShare;
    const page = async (path: string, status = 200) => {
      const response = await fetch(`${serverInfo().url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status });
      return response.text();
    };
    const pages = {
      corrected: await page(`/verify-removal/${first}`),
      shared: await page(share.path),
      withdrawn: await page(`/verify-removal/${second}`),
      unknown: await page('/verify-removal/SFR-REM-1999-99999', 404),
    };
    expect(pages.shared.match(/<img [^>]*alt="(Before|After) the removal, Rear slope, photograph \d"/g)).toHaveLength(3);
    expect(await nuErrorsOf(pages)).toEqual([]);
  }, 60_000);
});

describe('UK GDPR subject requests', () => {
  const SEARCH = `query Search($email: String, $phone: String) {
    subjectAccessSearch(email: $email, phone: $phone) { erasableCount groups { kind records { id } } } }`;
  const ERASE = `mutation Erase($email: String, $phone: String, $confirm: String!) {
    eraseSubjectData(email: $email, phone: $phone, confirm: $confirm) { counts { kind count } } }`;

  it('find the homeowner’s job records and take their e-mail and phone out of the company’s text; the removal record is untouched', async () => {
    const job = await hiredJob();
    const lead = (await adminDb().collection('leads').doc(job.leadId).get()).data()!;
    const phone = lead.homeowner.phone as string;
    const input = validJobRecord();
    input.roofAreas[0].defectsFound = `Rot by the hatch; homeowner on ${phone} showed us`;
    const number = await confirmedRecord(job, input);
    const jobRecordId = `${job.leadId}__${job.company.id}`;

    const found = await gql(SEARCH, { email: lead.homeowner.email }, { token: adminToken });
    expect(found.body.errors).toBeUndefined();
    const groups = found.body.data!.subjectAccessSearch.groups as Array<{ kind: string; records: Array<{ id: string }> }>;
    expect(groups.find((group) => group.kind === 'JOB_RECORD')?.records).toEqual([{ id: jobRecordId }]);

    const erased = await gql(ERASE, { email: lead.homeowner.email, phone, confirm: phone }, { token: adminToken });
    expect(erased.body.errors).toBeUndefined();
    expect(erased.body.data!.eraseSubjectData.counts).toEqual(expect.arrayContaining([{ kind: 'JOB_RECORD', count: 1 }]));
    const stored = (await adminDb().collection('jobRecords').doc(jobRecordId).get()).data()!;
    expect(stored.content.roofAreas[0].defectsFound).toBe('Rot by the hatch; homeowner on erased showed us');
    expect(stored.content.roofAreas[0].readings).toEqual(input.roofAreas[0].readings);
    expect((await gql(RECORD, { number })).body.data!.removalRecord).toMatchObject({ number, district: 'LS1', withdrawn: null });
  });
});
