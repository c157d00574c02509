import { MAX_JOB_PHOTOS } from '../../../common/quotes';
import { jobRecordSchema } from '../../../common/validation/quote';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { clockNow } from '../../platform/clock';
import { conflict, forbidden, invalidInput, notFound } from '../../platform/graphql/errors';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { isDocumentId } from '../../platform/documentId';
import { countJobRecorded, londonDay } from '../dailyStats';
import { getCompanies, readCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { readStoredLead } from '../leads';
import type { StoredLead } from '../leads/leads.types';
import { NOT_THIS_JOBS_PHOTO, jobPhotoOwnershipProblems } from './jobPhotos';
import { getJobRecord, jobRecordId, readJobRecord, writeJobRecord, type JobRecordContent, type StoredJobRecord } from './jobs.repository';
import { JobRecord, JobRecordStatus, type JobRecordInput } from './jobs.types';

/**
 * The hired company's record of the job (docs/requirements/quotes-and-removal-records.md#job-record): saved, sent
 * to the homeowner, confirmed (which issues the removal record: removalRecords.service.ts) or sent back with what
 * is wrong. Every save is one transaction, answered only once committed (docs/decisions/0001-embedded-firestore.md).
 */

export const NOT_HIRED = 'Only the company the homeowner hired can record this job.';
export const LEAD_WITHDRAWN = 'This request has been withdrawn: its job cannot be recorded.';
export const NO_JOB_RECORD = 'There is no job record for this lead yet: save one first.';
export const ALREADY_SUBMITTED = 'This job record is already with the homeowner: wait for their answer, or save a correction first.';
export const ALREADY_CONFIRMED = 'The homeowner has confirmed this job record: save a correction to send it again.';
export const NOT_WAITING = 'This job record is not waiting for your answer: the company has not sent it, or changed it since.';

/** A lead an administrator took off the site (refused as spam or a duplicate, or archived) is withdrawn. */
export const isWithdrawn = (lead: StoredLead) => lead.status === 'rejected' || lead.archived;

const isHired = (lead: StoredLead, companyId: string) => lead.homeownerOutcome.hired.some((hire) => hire.companyId === companyId);

const MAX_PHOTO_ID_CHARS = 128;

/** The photograph ids typed for each area: strings that can name a document, at most MAX_JOB_PHOTOS in all. */
function photoIdProblems(input: JobRecordInput): { errors: FieldError[]; ids: Array<{ path: string; id: string }> } {
  const errors: FieldError[] = [];
  const ids: Array<{ path: string; id: string }> = [];
  (input.roofAreas ?? []).forEach((area, index) => {
    for (const kind of ['beforePhotoIds', 'afterPhotoIds'] as const) {
      const path = `roofAreas.${index}.${kind}`;
      const list = area?.[kind] ?? [];
      if (list.some((id) => !isDocumentId(id) || id.length > MAX_PHOTO_ID_CHARS)) errors.push({ path, message: NOT_THIS_JOBS_PHOTO });
      else for (const id of list) ids.push({ path, id });
    }
  });
  if (new Set(ids.map(({ id }) => id)).size > MAX_JOB_PHOTOS)
    errors.push({ path: 'roofAreas', message: `A job has at most ${MAX_JOB_PHOTOS} photographs` });
  return { errors, ids };
}

/** The input checked by the form's own rules; BAD_USER_INPUT with every field's message at once. */
export async function checkedContent(
  input: JobRecordInput,
  job: { leadId: string; companyId: string },
  now: Date,
): Promise<JobRecordContent> {
  const parsed = jobRecordSchema({ today: londonDay(now) }).safeParse(input);
  const photos = photoIdProblems(input);
  const errors = [...(parsed.success ? [] : fieldErrorsFrom(parsed.error)), ...photos.errors];
  if (!errors.length) errors.push(...(await jobPhotoOwnershipProblems(job, photos.ids)));
  if (errors.length || !parsed.success) throw invalidInput(errors);
  const record = parsed.data;
  return {
    startedOn: record.startedOn,
    finishedOn: record.finishedOn,
    roofAreas: record.roofAreas.map((area, index) => ({
      name: area.name,
      areaM2: area.areaM2,
      readings: area.readings.map((reading) => ({ percent: reading.percent, where: reading.where })),
      defectsFound: area.defectsFound,
      defectsRepaired: area.defectsRepaired,
      beforePhotoIds: [...(input.roofAreas?.[index]?.beforePhotoIds ?? [])],
      afterPhotoIds: [...(input.roofAreas?.[index]?.afterPhotoIds ?? [])],
    })),
    waste: { transferNoteReference: record.waste.transferNoteReference, carrier: record.waste.carrier },
    reinsulation: record.reinsulation
      ? {
          material: record.reinsulation.material,
          thicknessMm: record.reinsulation.thicknessMm,
          lambdaWPerMK: record.reinsulation.lambdaWPerMK,
          areaM2: record.reinsulation.areaM2,
        }
      : null,
  };
}

export function jobRecordView(record: StoredJobRecord, companyName: string): JobRecord {
  const { content } = record;
  return {
    id: record.id,
    leadId: record.leadId,
    companyId: record.companyId,
    companyName,
    status: record.status as JobRecordStatus,
    startedOn: content.startedOn,
    finishedOn: content.finishedOn,
    roofAreas: content.roofAreas,
    waste: content.waste,
    reinsulation: content.reinsulation,
    submissions: record.submissions,
    submittedAt: record.submittedAt,
    confirmedAt: record.confirmedAt,
    rejectionReason: record.status === 'rejected' ? (record.rejection?.reason ?? null) : null,
    removalRecordNumber: record.removalRecord?.number ?? null,
    updatedAt: record.updatedAt,
  };
}

/** The lead, when this company may record its job; refused with the reason otherwise. */
function checkRecorder(lead: StoredLead | null, company: Company): StoredLead {
  if (!lead) throw notFound('There is no such lead');
  if (!isHired(lead, company.id)) throw forbidden(NOT_HIRED);
  if (isWithdrawn(lead)) throw conflict(LEAD_WITHDRAWN);
  return lead;
}

/** The company's job record of a lead, or null before it saves one. */
export async function companyJobRecord(company: Company, leadId: string): Promise<JobRecord | null> {
  if (!isDocumentId(leadId)) return null;
  const record = await getJobRecord(jobRecordId(leadId, company.id));
  return record ? jobRecordView(record, company.name) : null;
}

/**
 * Saves the record as typed (a draft: the homeowner sees it once it is submitted). Saving a record that was sent,
 * refused or confirmed makes it a draft again; a confirmed one keeps its removal record until the correction is
 * confirmed, which issues the next version.
 */
export async function saveJobRecord(company: Company, leadId: string, input: JobRecordInput, by: string, now = clockNow()) {
  if (!isDocumentId(leadId)) throw notFound('There is no such lead');
  const id = jobRecordId(leadId, company.id);
  const content = await checkedContent(input, { leadId, companyId: company.id }, now);
  const saved = await runTransaction(async (tx) => {
    checkRecorder(await readStoredLead(tx, leadId), company);
    const existing = await readJobRecord(tx, id);
    const at = Timestamp.fromDate(now);
    const fields = { content, status: 'draft', updatedAt: at, updatedBy: by };
    if (existing) writeJobRecord(tx, id, fields);
    else
      writeJobRecord(
        tx,
        id,
        {
          ...fields,
          leadId,
          companyId: company.id,
          submissions: 0,
          submittedAt: null,
          confirmedAt: null,
          rejection: null,
          removalRecord: null,
          createdAt: at,
        },
        { create: true },
      );
    return {
      ...(existing ?? { id, leadId, companyId: company.id, submissions: 0, submittedAt: null, confirmedAt: null, rejection: null }),
      removalRecord: existing?.removalRecord ?? null,
      content,
      status: 'draft' as const,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
  });
  return jobRecordView(saved, company.name);
}

/** Sends the saved record to the homeowner, who is told by e-mail; the first time counts a job recorded. */
export async function submitJobRecord(company: Company, leadId: string, by: string, now = clockNow()): Promise<JobRecord> {
  if (!isDocumentId(leadId)) throw notFound('There is no such lead');
  const id = jobRecordId(leadId, company.id);
  const submitted = await runTransaction(async (tx) => {
    const lead = checkRecorder(await readStoredLead(tx, leadId), company);
    const record = await readJobRecord(tx, id);
    if (!record) throw conflict(NO_JOB_RECORD);
    if (record.status === 'submitted') throw conflict(ALREADY_SUBMITTED);
    if (record.status === 'confirmed') throw conflict(ALREADY_CONFIRMED);
    const at = Timestamp.fromDate(now);
    writeJobRecord(tx, id, { status: 'submitted', submissions: record.submissions + 1, submittedAt: at, updatedAt: at, updatedBy: by });
    if (record.submissions === 0) countJobRecorded(tx, now);
    queueMail(
      tx,
      {
        to: lead.homeowner.email,
        template: 'job_record_submitted',
        data: {
          firstName: lead.homeowner.name.trim().split(/\s+/)[0] ?? '',
          companyName: company.name,
          reference: lead.ref,
          corrected: record.submissions > 0,
        },
        related: [`leads/${leadId}`, `companies/${company.id}`],
      },
      at,
    );
    return { ...record, status: 'submitted' as const, submissions: record.submissions + 1, submittedAt: now, updatedAt: now };
  });
  return jobRecordView(submitted, company.name);
}

/** The homeowner's answer: the record must be waiting for it. */
export async function readSubmittedRecord(tx: Parameters<typeof readJobRecord>[0], lead: StoredLead, jobRecordIdArg: string) {
  const record = isDocumentId(jobRecordIdArg) ? await readJobRecord(tx, jobRecordIdArg) : null;
  if (!record || record.leadId !== lead.id) throw notFound('There is no such job record on your request');
  if (record.status !== 'submitted') throw conflict(NOT_WAITING);
  const company = await readCompany(tx, record.companyId);
  return { record, company };
}

export const REJECTION_REASON_MAX = 1000;

/** The homeowner says what is wrong: the company is told by e-mail, corrects and sends it again. */
export async function rejectJobRecord(lead: StoredLead, jobRecordIdArg: string, reason: string, now = clockNow()) {
  const text = reason.trim();
  if (!text) throw invalidInput([{ path: 'reason', message: 'Say what is wrong with the record, so the company can correct it' }]);
  if (text.length > REJECTION_REASON_MAX)
    throw invalidInput([{ path: 'reason', message: `Say what is wrong in ${REJECTION_REASON_MAX} characters or fewer` }]);
  if (/[<>]/.test(text)) throw invalidInput([{ path: 'reason', message: 'What is wrong contains characters we cannot accept (< or >)' }]);
  await runTransaction(async (tx) => {
    const { record, company } = await readSubmittedRecord(tx, lead, jobRecordIdArg);
    const at = Timestamp.fromDate(now);
    writeJobRecord(tx, record.id, { status: 'rejected', rejection: { reason: text, at }, updatedAt: at, updatedBy: 'homeowner' });
    if (company)
      queueMail(
        tx,
        {
          to: company.email,
          template: 'job_record_rejected',
          data: { companyName: company.name, reference: lead.ref, leadId: lead.id, reason: text },
          related: [`leads/${lead.id}`, `companies/${company.id}`],
        },
        at,
      );
  });
}

/** Each record with its company's name. */
export async function jobRecordViews(records: StoredJobRecord[]): Promise<JobRecord[]> {
  const companies = await getCompanies(records.map((record) => record.companyId));
  return records.map((record) => jobRecordView(record, companies.find((company) => company.id === record.companyId)?.name ?? ''));
}
