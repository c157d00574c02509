import crypto from 'node:crypto';
import { REMOVAL_RECORD_PATH, surveyReportPagePath } from '../../../common/removalRecords';
import { SURVEYOR_LINK_DAYS } from '../../../common/removalSurvey';
import { removalSurveyRequestSchema, surveyOutcomeSchema, surveyorSchema } from '../../../common/validation/removalSurvey';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { clockNow } from '../../platform/clock';
import { signToken, verifyToken } from '../../platform/crypto/signedToken';
import { linkSigningSecret } from '../../platform/crypto/secrets';
import { isDocumentId } from '../../platform/documentId';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { invalidatePages } from '../../platform/pages/pageCache';
import { londonDay } from '../dailyStats';
import { readCompany } from '../companies';
import { recordSurveyRequest } from '../enquiries';
import { readStoredLead } from '../leads';
import type { StoredLead } from '../leads/leads.types';
import { getJobRecord, getRemovalRecord, readJobRecord } from './jobs.repository';
import {
  createRemovalSurvey,
  getRemovalSurvey,
  readRemovalSurvey,
  updateRemovalSurvey,
  type StoredRemovalSurvey,
} from './removalSurveys.repository';
import type { AdminRemovalSurvey, RemovalRecordSurvey, RemovalSurvey, SurveyorTask } from './jobs.types';

/**
 * The independent survey after removal (docs/requirements/quotes-and-removal-records.md#survey): the homeowner asks
 * for it once the job is confirmed (a survey request of the enquiries module, prefilled from the job); an
 * administrator sends the surveyor a private link; through it the surveyor uploads the report (a PDF) and states the
 * outcome, which the removal record's page shows from then on. The record itself is never edited: the outcome is
 * read beside it.
 */

export const SURVEY_LINK_NOT_VALID = 'This survey link is not valid or has expired. Ask us for a new one.';
const REPORT_LINK_PURPOSE = 'survey-report.v1';
const REPORT_LINK_MS = 60 * 60 * 1000;
/** 256 random bits, base64url. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

export const surveyReportFilePath = (jobRecordId: string) => `/survey-reports/${encodeURIComponent(jobRecordId)}`;

async function reportUrl(jobRecordId: string, now = Date.now()) {
  return `${surveyReportFilePath(jobRecordId)}?token=${signToken(REPORT_LINK_PURPOSE, { j: jobRecordId }, now + REPORT_LINK_MS, await linkSigningSecret())}`;
}

export async function surveyReportLinkValid(jobRecordId: string, token: string): Promise<boolean> {
  const verified = verifyToken(REPORT_LINK_PURPOSE, token, await linkSigningSecret());
  return verified.ok && verified.claims.j === jobRecordId;
}

const outcomeView = (survey: StoredRemovalSurvey, withSummary: boolean) =>
  survey.outcome ? { ...survey.outcome, summary: withSummary ? survey.outcome.summary : null } : null;

/** The homeowner's and the administrator's view. */
export async function surveyView(survey: StoredRemovalSurvey): Promise<AdminRemovalSurvey> {
  return {
    reference: survey.reference,
    number: survey.number,
    requestedAt: survey.requestedAt,
    surveyorName: survey.surveyor?.name ?? null,
    surveyorFirm: survey.surveyor?.firm ?? null,
    surveyorEmail: survey.surveyor?.email ?? null,
    linkSentAt: survey.linkSentAt,
    linkExpiresAt: survey.linkExpiresAt,
    reportUploadedAt: survey.report?.uploadedAt ?? null,
    reportUrl: survey.report ? await reportUrl(survey.jobRecordId) : null,
    outcome: outcomeView(survey, true),
  };
}

export async function homeownerSurveyOf(jobRecordId: string): Promise<RemovalSurvey | null> {
  const survey = await getRemovalSurvey(jobRecordId);
  if (!survey) return null;
  const { surveyorEmail: _email, ...view } = await surveyView(survey);
  return view;
}

export async function adminSurveyOf(jobRecordId: string): Promise<AdminRemovalSurvey | null> {
  const survey = await getRemovalSurvey(jobRecordId);
  return survey ? surveyView(survey) : null;
}

/** What a removal record's page shows of the survey: the outcome once stated; its summary and report only when shared. */
export async function recordSurveyOf(
  jobRecordId: string,
  shared: boolean,
): Promise<{ survey: RemovalRecordSurvey | null; reportUrl: string | null }> {
  const survey = await getRemovalSurvey(jobRecordId);
  if (!survey?.outcome || !survey.surveyor) return { survey: null, reportUrl: null };
  return {
    survey: { surveyorFirm: survey.surveyor.firm, outcome: outcomeView(survey, shared)! },
    reportUrl: shared && survey.report ? await reportUrl(jobRecordId) : null,
  };
}

/**
 * The homeowner asks for the survey of a confirmed job: one transaction writes the survey request (with the survey
 * form's e-mails) and this job's survey. Once per job.
 */
export async function requestRemovalSurvey(
  lead: StoredLead,
  jobRecordIdArg: string,
  input: unknown,
  adminAlertEmails: readonly string[],
  now = clockNow(),
): Promise<void> {
  const parsed = removalSurveyRequestSchema({ today: londonDay(now) }).safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const { preferredDate, lender, notes } = parsed.data;

  await runTransaction(async (tx) => {
    const record = isDocumentId(jobRecordIdArg) ? await readJobRecord(tx, jobRecordIdArg) : null;
    if (!record || record.leadId !== lead.id) throw notFound('There is no such job record on your request');
    if (!record.removalRecord)
      throw conflict('Ask for the survey once you have confirmed the record of the job: the surveyor checks the work it describes.');
    const existing = await readRemovalSurvey(tx, record.id);
    if (existing)
      throw conflict(
        `You asked for this survey on ${existing.requestedAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })} (reference ${existing.reference}). We will be in touch.`,
      );
    const company = await readCompany(tx, record.companyId);
    const at = Timestamp.fromDate(now);
    const number = record.removalRecord.number;
    const job = `Post-removal survey for removal record ${number}: ${company?.name ?? 'the hired company'} removed the spray foam between ${record.content.startedOn} and ${record.content.finishedOn}. Please check that the removal is complete and the condition of the timbers.`;
    const request = recordSurveyRequest(
      tx,
      {
        name: lead.homeowner.name,
        email: lead.homeowner.email,
        phone: lead.homeowner.phone,
        postcode: lead.property.postcode,
        propertyType: lead.property.type as never,
        lender,
        surveyLevel: 'spray_foam_inspection',
        preferredDate,
        notes: notes ? `${job}\n\n${notes}` : job,
      },
      { kind: 'removal_record', number, jobRecordId: record.id, leadId: lead.id },
      at,
      { adminAlertEmails },
    );
    createRemovalSurvey(tx, {
      jobRecordId: record.id,
      leadId: lead.id,
      number,
      surveyRequestId: request.id,
      reference: request.reference,
      requestedAt: at,
    });
  });
}

/** An administrator sends the surveyor the private link (a new link replaces the last one). */
export async function sendSurveyorLink(jobRecordIdArg: string, input: unknown, by: string, now = clockNow()): Promise<AdminRemovalSurvey> {
  const parsed = surveyorSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const surveyor = parsed.data;
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SURVEYOR_LINK_DAYS * 86_400_000);
  await runTransaction(async (tx) => {
    const survey = isDocumentId(jobRecordIdArg) ? await readRemovalSurvey(tx, jobRecordIdArg) : null;
    if (!survey) throw notFound('No survey was asked for on this job.');
    if (survey.outcome) throw conflict('The surveyor has already stated the outcome of this survey.');
    const at = Timestamp.fromDate(now);
    updateRemovalSurvey(tx, survey.jobRecordId, {
      surveyor,
      linkHash: hashOf(token),
      linkSentAt: at,
      linkExpiresAt: Timestamp.fromDate(expiresAt),
      linkSentBy: by,
    });
    queueMail(
      tx,
      {
        to: surveyor.email,
        template: 'surveyor_report_link',
        data: {
          surveyorName: surveyor.name,
          number: survey.number,
          reference: survey.reference,
          path: `${surveyReportPagePath(survey.jobRecordId)}?token=${token}`,
          expiresOn: londonDay(expiresAt),
        },
        related: [`leads/${survey.leadId}`, `removalSurveys/${survey.jobRecordId}`],
      },
      at,
    );
  });
  return (await adminSurveyOf(jobRecordIdArg))!;
}

/** The survey a surveyor's link opens, or null: the same answer for an unknown job, a wrong, replaced or expired token. */
export async function surveyOfLink(jobRecordId: string, token: string, now = clockNow()): Promise<StoredRemovalSurvey | null> {
  if (!isDocumentId(jobRecordId) || !LINK_TOKEN.test(token)) return null;
  const survey = await getRemovalSurvey(jobRecordId);
  if (!survey?.linkHash || !survey.linkExpiresAt || survey.linkExpiresAt <= now) return null;
  const given = Buffer.from(hashOf(token), 'hex');
  const stored = Buffer.from(survey.linkHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored) ? survey : null;
}

async function requireSurveyOfLink(jobRecordId: string, token: string, now: Date) {
  const survey = await surveyOfLink(jobRecordId, token, now);
  if (!survey) throw notFound(SURVEY_LINK_NOT_VALID);
  return survey;
}

export async function surveyorTask(jobRecordId: string, token: string, now = clockNow()): Promise<SurveyorTask> {
  const survey = await requireSurveyOfLink(jobRecordId, token, now);
  const record = await getRemovalRecord(survey.number);
  if (!record) throw notFound(SURVEY_LINK_NOT_VALID);
  return {
    number: record.number,
    district: record.district,
    companyName: record.companyName,
    startedOn: record.startedOn,
    finishedOn: record.finishedOn,
    areas: record.areas,
    surveyorName: survey.surveyor!.name,
    linkExpiresAt: survey.linkExpiresAt!,
    reportUploadedAt: survey.report?.uploadedAt ?? null,
    outcome: outcomeView(survey, true),
  };
}

/** The uploaded report replaces any earlier one; answers the earlier one's storage path, to delete. */
export async function recordSurveyReport(jobRecordId: string, report: { storagePath: string; size: number }, now = clockNow()) {
  return runTransaction(async (tx) => {
    const survey = await readRemovalSurvey(tx, jobRecordId);
    if (!survey) throw notFound(SURVEY_LINK_NOT_VALID);
    updateRemovalSurvey(tx, jobRecordId, { report: { ...report, uploadedAt: Timestamp.fromDate(now) } });
    return { replacedPath: survey.report?.storagePath ?? null };
  });
}

/**
 * The surveyor states the outcome (after uploading the report): the homeowner is told, and the removal record's
 * page shows it from now on. The surveyor may correct it while the link works.
 */
export async function submitSurveyOutcome(jobRecordId: string, token: string, input: unknown, now = clockNow()): Promise<SurveyorTask> {
  const survey = await requireSurveyOfLink(jobRecordId, token, now);
  const jobRecord = await getJobRecord(jobRecordId);
  if (!jobRecord) throw notFound(SURVEY_LINK_NOT_VALID);
  const parsed = surveyOutcomeSchema({ today: londonDay(now), finishedOn: jobRecord.content.finishedOn }).safeParse(input);
  const errors = parsed.success ? [] : fieldErrorsFrom(parsed.error);
  if (!survey.report) errors.push({ path: 'report', message: 'Upload the survey report (a PDF) before stating the outcome' });
  if (errors.length || !parsed.success) throw invalidInput(errors);
  await runTransaction(async (tx) => {
    const current = await readRemovalSurvey(tx, jobRecordId);
    if (current?.linkHash !== survey.linkHash) throw notFound(SURVEY_LINK_NOT_VALID);
    const lead = await readStoredLead(tx, survey.leadId);
    const at = Timestamp.fromDate(now);
    updateRemovalSurvey(tx, jobRecordId, { outcome: parsed.data, outcomeAt: at });
    if (lead && !current.outcome)
      queueMail(
        tx,
        {
          to: lead.homeowner.email,
          template: 'survey_outcome_recorded',
          data: {
            firstName: lead.homeowner.name.trim().split(/\s+/)[0] ?? '',
            reference: lead.ref,
            number: survey.number,
            firm: survey.surveyor!.firm,
          },
          related: [`leads/${lead.id}`, `removalSurveys/${jobRecordId}`],
        },
        at,
      );
  });
  invalidatePages(REMOVAL_RECORD_PATH);
  return surveyorTask(jobRecordId, token, now);
}
