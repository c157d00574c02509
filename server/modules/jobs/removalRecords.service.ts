import crypto from 'node:crypto';
import { sharedPhotoUrls } from './jobPhotos';
import {
  REMOVAL_RECORD_NUMBER_PATTERN,
  REMOVAL_RECORD_PATH,
  removalRecordNumber,
  removalRecordPath,
  removalRecordPdfPath,
} from '../../../common/removalRecords';
import { clockNow } from '../../platform/clock';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { invalidatePages } from '../../platform/pages/pageCache';
import { isDocumentId } from '../../platform/documentId';
import { countRemovalRecordIssued } from '../dailyStats';
import { companyVetting, getCompanies } from '../companies';
import { homeownerLeadOfLink } from '../removalRequests';
import type { StoredLead } from '../leads/leads.types';
import {
  createShare,
  deleteShare,
  findShareByHash,
  getRemovalRecord,
  issueRemovalRecord,
  jobRecordsOfLead,
  markRemovalRecord,
  readNextRemovalSequence,
  readRemovalRecord,
  removalRecordsOfLead,
  sharesOfJobRecord,
  writeJobRecord,
  type StoredRemovalRecord,
} from './jobs.repository';
import { jobRecordViews, readSubmittedRecord, rejectJobRecord } from './jobRecords.service';
import { adminSurveyOf, homeownerSurveyOf, recordSurveyOf, requestRemovalSurvey } from './removalSurveys.service';
import type { AdminLeadJobRecord, HomeownerJobRecord, RemovalRecord, RemovalRecordShareLink } from './jobs.types';
import { raiseWebhookEvent } from '../webhooks';

/**
 * The numbered removal record (docs/decisions/0055-quotes-and-removal-records.md#the-removal-record): issued in the
 * transaction that records the homeowner's confirmation, numbered from the year's counter read and written in that
 * transaction (as certificates are), never edited; shown publicly as a whitelist, with photographs only through a
 * share link the homeowner makes and can revoke.
 */

/** One answer for an unknown, malformed, forged, edited or revoked number or link: it says nothing more. */
const NO_SUCH_RECORD = 'There is no removal record with this number.';
const noSuchRecord = () => notFound(NO_SUCH_RECORD);

const londonYear = (at: Date) => Number(new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' }).format(at));

const hashOf = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');
/** 256 random bits, base64url: well over the 128 bits decision 0055 asks for. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The homeowner's job records on their request page, each with the live share links of its records. */
export async function homeownerJobRecords(id: string, token: string, now = clockNow()): Promise<HomeownerJobRecord[]> {
  const { lead } = await homeownerLeadOfLink(id, token, now);
  return homeownerViews(lead);
}

async function photoLinks(ids: string[]) {
  const urls = await sharedPhotoUrls(ids);
  return ids.map((id, index) => ({ id, url: urls[index] }));
}

async function homeownerViews(lead: StoredLead): Promise<HomeownerJobRecord[]> {
  // A draft is the company's own until it sends it.
  const records = (await jobRecordsOfLead(lead.id)).filter((record) => record.status !== 'draft' || record.submissions > 0);
  const views = await jobRecordViews(records);
  return Promise.all(
    views.map(async (jobRecord) => ({
      jobRecord,
      shares: (await sharesOfJobRecord(jobRecord.id)).map(({ id, number, createdAt }) => ({ id, number, createdAt })),
      survey: await homeownerSurveyOf(jobRecord.id),
      photos: await photoLinks(jobRecord.roofAreas.flatMap((area) => [...area.beforePhotoIds, ...area.afterPhotoIds])),
    })),
  );
}

/**
 * The homeowner confirms the record: in one transaction the record is confirmed, the removal record issued with the
 * year's next number (or, for a correction, the next version of its series, which the previous version now points
 * to), the day's counters moved on and the company told.
 */
export async function confirmJobRecord(id: string, token: string, jobRecordIdArg: string, now = clockNow()) {
  const { lead } = await homeownerLeadOfLink(id, token, now);
  // The company's standing on the day, read before the transaction (its vetting reads its own documents).
  const pending = await jobRecordsOfLead(lead.id);
  const companies = await getCompanies(pending.map((record) => record.companyId));
  const vettingOf = new Map(await Promise.all(companies.map(async (c) => [c.id, (await companyVetting(c, now)).state] as const)));

  const number = await runTransaction(async (tx) => {
    const { record, company } = await readSubmittedRecord(tx, lead, jobRecordIdArg);
    const previous = record.removalRecord ? await readRemovalRecord(tx, record.removalRecord.number) : null;
    const year = previous ? previous.year : londonYear(now);
    const sequence = previous ? previous.sequence : await readNextRemovalSequence(tx, year);
    const version = previous ? record.removalRecord!.version + 1 : 1;
    const issued = removalRecordNumber(year, sequence, version);
    const at = Timestamp.fromDate(now);
    const certified = company?.certified && company.certificateNumber && company.certifiedUntil && company.certifiedUntil > now;
    const { content } = record;
    issueRemovalRecord(tx, {
      number: issued,
      baseNumber: removalRecordNumber(year, sequence),
      version,
      year,
      sequence,
      jobRecordId: record.id,
      leadId: lead.id,
      companyId: record.companyId,
      issuedAt: at,
      district: lead.property.district,
      companyName: company?.name ?? '',
      companyVetting: vettingOf.get(record.companyId) ?? 'not_vetted',
      companyCertificate: certified
        ? { number: company.certificateNumber!, validUntil: Timestamp.fromDate(company.certifiedUntil!) }
        : null,
      startedOn: content.startedOn,
      finishedOn: content.finishedOn,
      areas: content.roofAreas.map((area) => ({
        name: area.name,
        areaM2: area.areaM2,
        lowestReadingPercent: Math.min(...area.readings.map((reading) => reading.percent)),
        highestReadingPercent: Math.max(...area.readings.map((reading) => reading.percent)),
      })),
      wasteTransferNoteReference: content.waste.transferNoteReference,
      reinsulation: content.reinsulation,
      supersededBy: null,
      withdrawn: null,
      evidence: { areas: content.roofAreas.map(({ beforePhotoIds, afterPhotoIds }) => ({ beforePhotoIds, afterPhotoIds })) },
    });
    if (previous) markRemovalRecord(tx, previous.number, { supersededBy: issued });
    writeJobRecord(tx, record.id, {
      status: 'confirmed',
      confirmedAt: at,
      rejection: null,
      removalRecord: { baseNumber: removalRecordNumber(year, sequence), version, number: issued },
      updatedAt: at,
      updatedBy: 'homeowner',
    });
    countRemovalRecordIssued(tx, now);
    raiseWebhookEvent(
      tx,
      { companyId: record.companyId, type: 'job_record.confirmed', data: { jobRecordId: record.id, leadId: lead.id } },
      at,
    );
    if (company)
      queueMail(
        tx,
        {
          to: company.email,
          template: 'removal_record_issued',
          data: { companyName: company.name, reference: lead.ref, number: issued },
          related: [`leads/${lead.id}`, `companies/${company.id}`, `removalRecords/${issued}`],
        },
        at,
      );
    return issued;
  });
  invalidatePages(REMOVAL_RECORD_PATH);
  return { number, records: await homeownerViews(lead) };
}

/** The homeowner asks for the independent survey of a confirmed job (removalSurveys.service.ts). */
export async function homeownerRequestSurvey(
  id: string,
  token: string,
  jobRecordIdArg: string,
  input: unknown,
  adminAlertEmails: readonly string[],
  now = clockNow(),
) {
  const { lead } = await homeownerLeadOfLink(id, token, now);
  await requestRemovalSurvey(lead, jobRecordIdArg, input, adminAlertEmails, now);
  return homeownerViews(lead);
}

export async function homeownerRejectJobRecord(id: string, token: string, jobRecordIdArg: string, reason: string, now = clockNow()) {
  const { lead } = await homeownerLeadOfLink(id, token, now);
  await rejectJobRecord(lead, jobRecordIdArg, reason, now);
  return homeownerViews(lead);
}

/** The homeowner's own record (one issued for a job record of their lead), else NOT_FOUND. */
async function ownRecord(lead: StoredLead, number: string) {
  const record = REMOVAL_RECORD_NUMBER_PATTERN.test(number) ? await getRemovalRecord(number) : null;
  if (!record || record.leadId !== lead.id) throw noSuchRecord();
  return record;
}

/** A new share link for one of the homeowner's records: the token is answered this once and stored only as its hash. */
export async function createRemovalRecordShare(
  id: string,
  token: string,
  number: string,
  now = clockNow(),
): Promise<RemovalRecordShareLink> {
  const { lead } = await homeownerLeadOfLink(id, token, now);
  const record = await ownRecord(lead, number);
  const shareToken = crypto.randomBytes(32).toString('base64url');
  const shareId = crypto.randomBytes(12).toString('hex');
  await createShare(hashOf(shareToken), {
    id: shareId,
    number: record.number,
    jobRecordId: record.jobRecordId,
    createdAt: Timestamp.fromDate(now),
  });
  return {
    id: shareId,
    number: record.number,
    createdAt: now,
    token: shareToken,
    path: `${removalRecordPath(record.number)}?token=${shareToken}`,
  };
}

/** Revokes a share link of the homeowner's: its hash is deleted, so the link is a plain 404 from now on. */
export async function revokeRemovalRecordShare(id: string, token: string, shareId: string, now = clockNow()) {
  const { lead } = await homeownerLeadOfLink(id, token, now);
  const shares = (await Promise.all((await jobRecordsOfLead(lead.id)).map((record) => sharesOfJobRecord(record.id)))).flat();
  const share = shares.find((candidate) => candidate.id === shareId);
  if (!share) throw notFound('There is no such share link on your request: it may have been revoked already.');
  await deleteShare(share.hash);
  return homeownerViews(lead);
}

async function publicView(record: StoredRemovalRecord, shared: boolean): Promise<RemovalRecord> {
  const { survey, reportUrl } = await recordSurveyOf(record.jobRecordId, shared);
  return {
    number: record.number,
    issuedAt: record.issuedAt,
    district: record.district,
    companyName: record.companyName,
    companyVetting: record.companyVetting,
    companyCertificateNumber: record.companyCertificate?.number ?? null,
    companyCertifiedUntil: record.companyCertificate?.validUntil ?? null,
    startedOn: record.startedOn,
    finishedOn: record.finishedOn,
    areas: record.areas.map((area, index) => ({
      name: area.name,
      areaM2: area.areaM2,
      lowestReadingPercent: area.lowestReadingPercent,
      highestReadingPercent: area.highestReadingPercent,
      beforePhotoIds: shared ? (record.evidence.areas[index]?.beforePhotoIds ?? []) : null,
      afterPhotoIds: shared ? (record.evidence.areas[index]?.afterPhotoIds ?? []) : null,
    })),
    wasteTransferNoteReference: record.wasteTransferNoteReference,
    reinsulation: record.reinsulation,
    survey,
    supersededBy: record.supersededBy,
    withdrawn: record.withdrawn ? { reason: record.withdrawn.reason, at: record.withdrawn.at } : null,
    shared,
    surveyReportUrl: reportUrl,
    pdfPath: removalRecordPdfPath(record.number),
  };
}

/** The stored record of a well-formed number, or null. */
export async function findRemovalRecord(number: string): Promise<StoredRemovalRecord | null> {
  return REMOVAL_RECORD_NUMBER_PATTERN.test(number) ? getRemovalRecord(number) : null;
}

/**
 * What anyone with the number sees; with a share link's token also the photographs. An unknown or malformed number
 * and a forged, edited or revoked token (or one for another record) get the same NOT_FOUND.
 */
export async function publicRemovalRecord(number: string, share: string | null | undefined): Promise<RemovalRecord> {
  const record = await findRemovalRecord(number);
  if (!record) throw noSuchRecord();
  if (share === null || share === undefined) return await publicView(record, false);
  const found = SHARE_TOKEN.test(share) ? await findShareByHash(hashOf(share)) : null;
  if (!found || found.number !== record.number) throw noSuchRecord();
  const view = await publicView(record, true);
  const areas = await Promise.all(
    view.areas.map(async (area) => ({
      ...area,
      beforePhotoUrls: await sharedPhotoUrls(area.beforePhotoIds ?? []),
      afterPhotoUrls: await sharedPhotoUrls(area.afterPhotoIds ?? []),
    })),
  );
  return { ...view, areas };
}

/** A lead's job records, drafts included, each with every version of its removal record, for an administrator. */
export async function adminLeadJobRecords(leadId: string): Promise<AdminLeadJobRecord[]> {
  const [records, removalRecords] = await Promise.all([jobRecordsOfLead(leadId), removalRecordsOfLead(leadId)]);
  const views = await jobRecordViews(records);
  return Promise.all(
    views.map(async (jobRecord) => ({
      jobRecord,
      survey: await adminSurveyOf(jobRecord.id),
      removalRecords: removalRecords
        .filter((record) => record.jobRecordId === jobRecord.id)
        .sort((a, b) => b.version - a.version)
        .map(({ number, version, issuedAt, supersededBy, withdrawn }) => ({ number, version, issuedAt, supersededBy, withdrawn })),
    })),
  );
}

export const WITHDRAWAL_REASON_MAX = 500;

/** An administrator withdraws a record with a reason, which the verify page and the PDF then show. */
export async function withdrawRemovalRecord(number: string, reason: string, by: string, now = clockNow()): Promise<RemovalRecord> {
  const text = reason.trim();
  if (!text) throw invalidInput([{ path: 'reason', message: 'Give the reason the record is withdrawn: the verify page shows it' }]);
  if (text.length > WITHDRAWAL_REASON_MAX)
    throw invalidInput([{ path: 'reason', message: `Give the reason in ${WITHDRAWAL_REASON_MAX} characters or fewer` }]);
  if (/[<>]/.test(text)) throw invalidInput([{ path: 'reason', message: 'The reason contains characters we cannot accept (< or >)' }]);
  if (!REMOVAL_RECORD_NUMBER_PATTERN.test(number) || !isDocumentId(number)) throw noSuchRecord();
  const withdrawn = await runTransaction(async (tx) => {
    const record = await readRemovalRecord(tx, number);
    if (!record) throw noSuchRecord();
    if (record.withdrawn) throw conflict('This removal record is already withdrawn.');
    markRemovalRecord(tx, number, { withdrawn: { reason: text, at: Timestamp.fromDate(now), by } });
    return { ...record, withdrawn: { reason: text, at: now, by } };
  });
  invalidatePages(REMOVAL_RECORD_PATH);
  return publicView(withdrawn, false);
}
