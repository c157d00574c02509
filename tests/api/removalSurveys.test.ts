import fs from 'node:fs';
import path from 'node:path';
import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { createCompany, dayFromToday } from '../support/marketplace';
import { confirmJobRecord, submittedJobRecord } from '../support/jobRecords';
import { pdfBytes, pngBytes, uploadDocument } from '../support/certification';
import { flat, parsePdf } from '../support/pdf';

/**
 * The independent survey after removal (docs/requirements/quotes-and-removal-records.md#survey): asked for on the
 * request page once the job is confirmed, the surveyor's private link sent by an administrator, the report uploaded
 * and the outcome stated through it, and the outcome on the removal record.
 */
const SURVEY_FIELDS = `reference number requestedAt surveyorName surveyorFirm linkSentAt reportUploadedAt reportUrl
  outcome { inspectedOn removalComplete timberCondition qualification summary }`;
const REQUEST = `mutation Q($id: ID!, $token: String!, $jobRecordId: ID!, $input: RemovalSurveyRequestInput!) {
  requestRemovalSurvey(id: $id, token: $token, jobRecordId: $jobRecordId, input: $input) { jobRecord { id } survey { ${SURVEY_FIELDS} } } }`;
const SEND_LINK = `mutation L($jobRecordId: ID!, $input: SurveyorInput!) {
  sendSurveyorLink(jobRecordId: $jobRecordId, input: $input) { ${SURVEY_FIELDS} surveyorEmail linkExpiresAt } }`;
const TASK_FIELDS = `number district companyName startedOn finishedOn surveyorName linkExpiresAt reportUploadedAt
  areas { name lowestReadingPercent highestReadingPercent } outcome { inspectedOn removalComplete timberCondition qualification summary }`;
const TASK = `query T($jobRecordId: ID!, $token: String!) { surveyorTask(jobRecordId: $jobRecordId, token: $token) { ${TASK_FIELDS} } }`;
const OUTCOME = `mutation O($jobRecordId: ID!, $token: String!, $input: SurveyOutcomeInput!) {
  submitSurveyOutcome(jobRecordId: $jobRecordId, token: $token, input: $input) { ${TASK_FIELDS} } }`;
const RECORD = `query R($number: String!, $share: String) { removalRecord(number: $number, share: $share) {
  survey { surveyorFirm outcome { inspectedOn removalComplete timberCondition qualification summary } } surveyReportUrl } }`;
const SHARE = `mutation S($id: ID!, $token: String!, $number: String!) { createRemovalRecordShare(id: $id, token: $token, number: $number) { token } }`;
const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { id } }`;

type Body = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; data?: Record<string, any> | null };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;
const fieldErrorsOf = (body: Body) => body.errors?.[0]?.extensions?.fieldErrors;

const surveyor = { name: 'Alex Morgan', email: 'alex.morgan@roofcheck.example', firm: 'Roof Check Surveyors' };
const outcome = {
  inspectedOn: dayFromToday(0),
  removalComplete: true,
  timberCondition: 'repairs_recommended',
  summary: 'No foam found on any rafter; two rafters at the eaves show old decay, repair advised.',
  qualification: 'MRICS 1234567; PCA spray foam surveyor',
};

/** A job sent to the homeowner and not yet confirmed: the link, the job record's id, and the homeowner's contact. */
async function submittedJob() {
  const request = await submitAndOpenLink();
  const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
  expect((await buy(request.leadId, company.token)).errors).toBeUndefined();
  expect((await gql(HIRED, { id: request.requestId, token: request.token, companyId: company.id })).body.errors).toBeUndefined();
  const job = { ...request, company };
  const jobRecordId = await submittedJobRecord(job);
  const lead = (await adminDb().collection('leads').doc(request.leadId).get()).data()!;
  return {
    job,
    jobRecordId,
    homeowner: lead.homeowner as { name: string; email: string; phone: string },
    postcode: lead.property.postcode as string,
  };
}

async function mailsTo(email: string, template: string) {
  return (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter((doc) => doc.get('template') === template);
}

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

describe('the post-removal survey', () => {
  it('goes from the request page to the surveyor and back onto the removal record', async () => {
    const { job, jobRecordId, homeowner, postcode } = await submittedJob();
    const link = { id: job.requestId, token: job.token };
    const valid = { preferredDate: dayFromToday(7), lender: 'Nationwide', notes: 'Loft hatch on the landing', consent: true };

    // Not before the homeowner confirmed the job.
    const early = await gql(REQUEST, { ...link, jobRecordId, input: valid });
    expect(codeOf(early.body)).toBe('CONFLICT');
    expect(early.body.errors![0].message).toMatch(/once you have confirmed the record/);
    const number = await confirmJobRecord(job, jobRecordId);

    // Field errors keep nothing half-done.
    const refused = await gql(REQUEST, { ...link, jobRecordId, input: { preferredDate: dayFromToday(-3), consent: false } });
    expect(codeOf(refused.body)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(refused.body)).toEqual(
      expect.arrayContaining([
        { path: 'preferredDate', message: 'Choose a date from today onwards' },
        { path: 'consent', message: expect.stringMatching(/independent surveyor/) },
      ]),
    );
    expect((await adminDb().collection('removalSurveys').doc(jobRecordId).get()).exists).toBe(false);

    // The survey request is the survey form's, prefilled from the job.
    const asked = await gql(REQUEST, { ...link, jobRecordId, input: valid });
    expect(asked.body.errors).toBeUndefined();
    const survey = asked.body.data!.requestRemovalSurvey[0].survey;
    expect(survey).toMatchObject({ number, reference: expect.stringMatching(/^RS-[0-9A-F]{6}$/), surveyorName: null, outcome: null });
    const requests = await adminDb().collection('ricsSurveys').where('reference', '==', survey.reference).get();
    expect(requests.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        name: homeowner.name,
        email: homeowner.email,
        phone: homeowner.phone,
        postcode,
        surveyLevel: 'spray_foam_inspection',
        lender: 'Nationwide',
        preferredDate: valid.preferredDate,
        status: 'new',
        linkedTo: { kind: 'removal_record', number, jobRecordId, leadId: job.leadId },
        notes: expect.stringMatching(
          new RegExp(`^Post-removal survey for removal record ${number}: .*\\n\\nLoft hatch on the landing$`, 's'),
        ),
      }),
    ]);
    const again = await gql(REQUEST, { ...link, jobRecordId, input: valid });
    expect(codeOf(again.body)).toBe('CONFLICT');
    expect(again.body.errors![0].message).toContain(survey.reference);

    // Only an administrator sends the surveyor's link; a second link replaces the first.
    expect(codeOf((await gql(SEND_LINK, { jobRecordId, input: surveyor }, { token: job.company.token })).body)).toBe('FORBIDDEN');
    const badSurveyor = await gql(SEND_LINK, { jobRecordId, input: { ...surveyor, email: 'not-an-email' } }, { token: adminToken });
    expect(fieldErrorsOf(badSurveyor.body)).toEqual([{ path: 'email', message: 'Enter a valid email address, like name@example.com' }]);
    for (let i = 0; i < 2; i++) {
      const sent = await gql(SEND_LINK, { jobRecordId, input: surveyor }, { token: adminToken });
      expect(sent.body.errors).toBeUndefined();
      expect(sent.body.data!.sendSurveyorLink).toMatchObject({ surveyorName: surveyor.name, surveyorEmail: surveyor.email });
    }
    const linkMails = (await mailsTo(surveyor.email, 'surveyor_report_link')).filter((doc) => doc.get('data.number') === number);
    expect(linkMails).toHaveLength(2);
    const tokens = linkMails
      .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis())
      .map((doc) => new URL(doc.get('data.path'), 'http://x').searchParams.get('token')!);
    const [replaced, token] = tokens;
    expect(JSON.stringify((await adminDb().collection('removalSurveys').doc(jobRecordId).get()).data())).not.toContain(token);

    // A replaced, edited or unknown link is the same NOT_FOUND.
    for (const [id, wrong] of [
      [jobRecordId, replaced],
      [jobRecordId, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
      ['no-such-job', token],
    ]) {
      const answer = await gql(TASK, { jobRecordId: id, token: wrong });
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'This survey link is not valid or has expired. Ask us for a new one.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const task = (await gql(TASK, { jobRecordId, token })).body.data!.surveyorTask;
    expect(task).toMatchObject({ number, surveyorName: surveyor.name, reportUploadedAt: null, outcome: null });
    for (const secret of [homeowner.name, homeowner.email, homeowner.phone, postcode]) expect(JSON.stringify(task)).not.toContain(secret);

    // The outcome needs the report first; the report must be a PDF, through this link only.
    const noReport = await gql(OUTCOME, { jobRecordId, token, input: outcome });
    expect(fieldErrorsOf(noReport.body)).toEqual([
      { path: 'report', message: 'Upload the survey report (a PDF) before stating the outcome' },
    ]);
    const path = '/survey-report-uploads';
    await expect(uploadDocument({ id: jobRecordId, token }, 'survey_report', pngBytes(4000), { path }).done).rejects.toMatchObject({
      message: 'The report must be a PDF file.',
    });
    await expect(
      uploadDocument({ id: jobRecordId, token: replaced }, 'survey_report', pdfBytes(4000), { path }).done,
    ).rejects.toMatchObject({
      message: 'This survey link is not valid or has expired. Ask us for a new one.',
    });
    const report = pdfBytes(300_000);
    await uploadDocument({ id: jobRecordId, token }, 'survey_report', report, { path }).done;

    const future = await gql(OUTCOME, { jobRecordId, token, input: { ...outcome, inspectedOn: dayFromToday(2), timberCondition: 'fine' } });
    expect(fieldErrorsOf(future.body)).toEqual(
      expect.arrayContaining([
        { path: 'inspectedOn', message: 'The inspection cannot be in the future' },
        { path: 'timberCondition', message: 'Choose the condition of the timbers' },
      ]),
    );
    const stated = await gql(OUTCOME, { jobRecordId, token, input: outcome });
    expect(stated.body.errors).toBeUndefined();
    expect(stated.body.data!.submitSurveyOutcome.outcome).toEqual(outcome);
    expect(await mailsTo(homeowner.email, 'survey_outcome_recorded')).toHaveLength(1);

    // The public page shows the outcome, not the summary or the report; a share link shows both.
    const open = (await gql(RECORD, { number })).body.data!.removalRecord;
    expect(open).toEqual({
      survey: { surveyorFirm: surveyor.firm, outcome: { ...outcome, summary: null } },
      surveyReportUrl: null,
    });
    const share = (await gql(SHARE, { ...link, number })).body.data!.createRemovalRecordShare.token;
    const shared = (await gql(RECORD, { number, share })).body.data!.removalRecord;
    expect(shared.survey.outcome.summary).toBe(outcome.summary);
    const served = await fetch(`${serverInfo().url}${shared.surveyReportUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(report)).toBe(true);
    const forged = await fetch(
      `${serverInfo().url}/survey-reports/${jobRecordId}?token=${shared.surveyReportUrl.split('token=')[1].slice(0, -2)}xx`,
    );
    expect(forged.status).toBe(404);

    const pdf = flat(
      parsePdf(Buffer.from(await (await fetch(`${serverInfo().url}/removal-records/${number}.pdf`)).arrayBuffer())).pages.join(' '),
    );
    expect(pdf).toContain('Removal complete. Some decay or damage: repairs recommended.');
    expect(pdf).toContain(surveyor.firm);
    expect(pdf).not.toContain('two rafters at the eaves');

    // Once stated, no new link is sent.
    expect(codeOf((await gql(SEND_LINK, { jobRecordId, input: surveyor }, { token: adminToken })).body)).toBe('CONFLICT');
  });
});

describe('erasing the homeowner’s data', () => {
  it('deletes the survey report and the surveyor’s summary, and leaves the outcome, which names no one, on the record', async () => {
    const { job, jobRecordId, homeowner } = await submittedJob();
    const link = { id: job.requestId, token: job.token };
    const number = await confirmJobRecord(job, jobRecordId);
    expect((await gql(REQUEST, { ...link, jobRecordId, input: { consent: true } })).body.errors).toBeUndefined();
    const sentTo = { ...surveyor, email: `erasure.${Date.now()}@roofcheck.example` };
    expect((await gql(SEND_LINK, { jobRecordId, input: sentTo }, { token: adminToken })).body.errors).toBeUndefined();
    const [mail] = await mailsTo(sentTo.email, 'surveyor_report_link');
    const token = new URL(mail.get('data.path'), 'http://x').searchParams.get('token')!;
    await uploadDocument({ id: jobRecordId, token }, 'survey_report', pdfBytes(20_000), { path: '/survey-report-uploads' }).done;
    expect((await gql(OUTCOME, { jobRecordId, token, input: outcome })).body.errors).toBeUndefined();
    const storagePath = (await adminDb().collection('removalSurveys').doc(jobRecordId).get()).get('report.storagePath') as string;
    const HOMEOWNER_SURVEY = `query H($id: ID!, $token: String!) { homeownerJobRecords(id: $id, token: $token) { survey { reportUrl } } }`;
    const reportUrl = (await gql(HOMEOWNER_SURVEY, link)).body.data!.homeownerJobRecords[0].survey.reportUrl as string;
    const reportFile = path.join(serverInfo().dataDir!, 'uploads', storagePath);
    expect(fs.existsSync(reportFile)).toBe(true);
    expect((await fetch(`${serverInfo().url}${reportUrl}`)).status).toBe(200);

    const ERASE = `mutation X($email: String, $confirm: String!) { eraseSubjectData(email: $email, confirm: $confirm) { counts { kind count } } }`;
    const erased = await gql(ERASE, { email: homeowner.email, confirm: homeowner.email }, { token: adminToken });
    expect(erased.body.errors).toBeUndefined();
    expect(erased.body.data!.eraseSubjectData.counts).toContainEqual({ kind: 'SURVEY_REPORT', count: 1 });

    const stored = (await adminDb().collection('removalSurveys').doc(jobRecordId).get()).data()!;
    expect(stored).toMatchObject({ report: null, outcome: { ...outcome, summary: '' } });
    expect(JSON.stringify(stored)).not.toContain(storagePath);
    expect(fs.existsSync(reportFile)).toBe(false);
    // The file is gone: the link signed before the erasure opens nothing.
    expect((await fetch(`${serverInfo().url}${reportUrl}`)).status).toBe(404);
    const record = (await gql(RECORD, { number })).body.data!.removalRecord;
    expect(record.survey).toEqual({ surveyorFirm: surveyor.firm, outcome: { ...outcome, summary: null } });
  });
});
