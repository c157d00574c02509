import { normaliseUkPhone } from '../../../common/postcode';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { email as emailSchema, ukPhone } from '../../../common/validation/primitives';
import { runTransaction, Timestamp, type Transaction } from '../../platform/firestore/unitOfWork';
import { invalidInput } from '../../platform/graphql/errors';
import {
  inChunks,
  uniqueRecords,
  withoutContact,
  type PreparedErasure,
  type SubjectContact,
  type SubjectRecord,
} from '../../platform/privacy/subjectRecords';
import { clearRateLimits } from '../../platform/submissions/rateLimit';
import { phoneLimitKey } from '../../platform/submissions/storeSubmission';
import { findEnquiriesByContact, prepareEnquiryErasure } from '../enquiries';
import { findGuideRequestsByEmail, prepareGuideRequestErasure } from '../freeGuide';
import { findMailByContact, prepareMailErasure } from '../mail';
import { findLeadsByContact, prepareLeadErasure } from '../leads';
import { findDisputesOfLeads, prepareDisputeErasure } from '../marketplace';
import { findReviewsOfLeads, prepareReviewErasure } from '../reviews';
import { findQuoteQuestionsOfLeads, prepareQuoteQuestionErasure } from '../quotes';
import {
  findJobRecordsOfLeads,
  findSurveyReportsOfLeads,
  jobRecordNamesContact,
  prepareJobRecordErasure,
  prepareSurveyReportErasure,
} from '../jobs';
import { invalidatePages } from '../../platform/pages/pageCache';
import { findRequestsByContact, prepareRequestErasure } from '../removalRequests';
import { recordPrivacyRequest } from './privacyRequests.repository';
import { SubjectRecordKind, type SubjectAccessResult, type SubjectErasureResult, type SubjectRecordGroup } from './privacy.types';

/**
 * UK GDPR subject access and erasure for administrators (docs/requirements/privacy.md): find every record
 * holding a homeowner's personal data by e-mail and/or phone through the services of the modules that own
 * them, export it, and anonymise it in place, so counts, dashboards and companies' purchase records stay whole.
 */

const KIND_ORDER = Object.values(SubjectRecordKind);
/** Records anonymised per transaction: each is at most two writes (a request and its duplicate guard). */
const ERASURE_BATCH = 200;

export function subjectContact(email: string | null | undefined, phone: string | null | undefined): SubjectContact {
  const typedEmail = email?.trim() ? email : null;
  const typedPhone = phone?.trim() ? phone : null;
  if (!typedEmail && !typedPhone) {
    throw invalidInput([{ path: 'email', message: 'Enter the person’s e-mail address, phone number or both' }]);
  }
  // Normalised as the public forms store them (common/validation/primitives.ts): lower case, and 07… for phones.
  const errors: FieldError[] = [];
  const parsedEmail = typedEmail === null ? null : emailSchema.safeParse(typedEmail);
  const parsedPhone = typedPhone === null ? null : ukPhone.safeParse(typedPhone);
  if (parsedEmail && !parsedEmail.success) errors.push({ path: 'email', message: parsedEmail.error.issues[0].message });
  if (parsedPhone && !parsedPhone.success) errors.push({ path: 'phone', message: parsedPhone.error.issues[0].message });
  if (errors.length) throw invalidInput(errors);
  return { email: parsedEmail?.data ?? null, phone: parsedPhone?.data ?? null };
}

/** Every record held about the person, each once. */
async function findSubjectRecords(contact: SubjectContact): Promise<SubjectRecord[]> {
  const [leads, callbacks, inquiries, surveys, guides] = await Promise.all([
    findLeadsByContact(contact),
    findEnquiriesByContact('callback', contact),
    findEnquiriesByContact('contact_inquiry', contact),
    findEnquiriesByContact('rics_survey', contact),
    findGuideRequestsByEmail(contact),
  ]);
  const leadIds = leads.map((lead) => lead.id);
  const [requests, disputes, reviews, questions, jobRecords, surveyReports] = await Promise.all([
    findRequestsByContact(contact, leadIds),
    findDisputesOfLeads(leadIds),
    findReviewsOfLeads(leadIds),
    findQuoteQuestionsOfLeads(leadIds),
    findJobRecordsOfLeads(leadIds),
    findSurveyReportsOfLeads(leadIds),
  ]);
  const personal = [...requests, ...leads, ...reviews, ...questions, ...callbacks, ...inquiries, ...surveys, ...guides, ...surveyReports];
  const mail = await findMailByContact(
    contact,
    personal.map((record) => record.path),
  );
  return uniqueRecords([...personal, ...mail, ...disputes, ...jobRecords]);
}

const newestFirst = (a: SubjectRecord, b: SubjectRecord) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);

/** A dispute and a job record are companies' records: only one whose text names the person is changed by an erasure. */
function isErasable(record: SubjectRecord, contact: SubjectContact): boolean {
  if (record.kind === 'job_record') return jobRecordNamesContact(record.data, contact);
  if (record.kind !== 'dispute') return true;
  return ['note', 'resolutionNote'].some((field) => {
    const text = record.data[field];
    return typeof text === 'string' && withoutContact(text, contact) !== text;
  });
}

function groupsOf(records: SubjectRecord[]): SubjectRecordGroup[] {
  return KIND_ORDER.flatMap((kind) => {
    const ofKind = records.filter((record) => record.kind === kind).sort(newestFirst);
    if (!ofKind.length) return [];
    return [
      {
        kind,
        count: ofKind.length,
        records: ofKind.map(({ id, reference, status, createdAt, summary }) => ({ kind, id, reference, status, createdAt, summary })),
      },
    ];
  });
}

export async function subjectAccessSearch(email: string | null, phone: string | null): Promise<SubjectAccessResult> {
  const contact = subjectContact(email, phone);
  const records = await findSubjectRecords(contact);
  return {
    ...contact,
    totalCount: records.length,
    erasableCount: records.filter((record) => isErasable(record, contact)).length,
    groups: groupsOf(records),
  };
}

const searchedBy = (contact: SubjectContact) =>
  [contact.email ? 'email' : null, contact.phone ? 'phone' : null].filter(Boolean) as string[];

function countsOf(records: Array<{ kind: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) counts[record.kind] = (counts[record.kind] ?? 0) + 1;
  return counts;
}

/**
 * The subject access export: every record found, whole, as JSON text (the admin's browser saves it as a file).
 * Recorded in `privacyRequests` as an access request.
 */
export async function subjectAccessExport(email: string | null, phone: string | null, by: string): Promise<string> {
  const contact = subjectContact(email, phone);
  const records = await findSubjectRecords(contact);
  await recordPrivacyRequest({ kind: 'access', by, counts: countsOf(records), searchedBy: searchedBy(contact) });
  const byKind = Object.fromEntries(
    KIND_ORDER.map((kind) => [
      kind,
      records
        .filter((record) => record.kind === kind)
        .sort(newestFirst)
        .map(({ id, path, reference, createdAt, data }) => ({ id, path, reference, createdAt: createdAt?.toISOString() ?? null, data })),
    ]).filter(([, list]) => list.length),
  );
  return JSON.stringify(
    {
      exportedAt: new Date().toISOString(),
      exportedBy: by,
      subject: contact,
      totalCount: records.length,
      records: byKind,
    },
    null,
    2,
  );
}

type Preparer = (tx: Transaction, ids: string[]) => Promise<PreparedErasure>;

function erasureOf(kind: string, contact: SubjectContact): Preparer {
  switch (kind) {
    case 'removal_request':
      return prepareRequestErasure;
    case 'lead':
      return prepareLeadErasure;
    case 'callback':
    case 'contact_inquiry':
    case 'rics_survey':
      return (tx, ids) => prepareEnquiryErasure(tx, kind, ids);
    case 'guide_download':
      return prepareGuideRequestErasure;
    case 'mail':
      return (tx, ids) => prepareMailErasure(tx, ids, contact);
    case 'dispute':
      return (tx, ids) => prepareDisputeErasure(tx, ids, contact);
    case 'review':
      return prepareReviewErasure;
    case 'quote_question':
      return prepareQuoteQuestionErasure;
    case 'job_record':
      return (tx, ids) => prepareJobRecordErasure(tx, ids, contact);
    case 'survey_report':
      return prepareSurveyReportErasure;
    default:
      throw new Error(`No erasure for records of kind ${kind}`);
  }
}

/**
 * Anonymises every record held about the person, in place, in transactions of at most ERASURE_BATCH records
 * (Firestore allows 500 writes in one). Idempotent: an interrupted erasure is finished by running it again,
 * since anonymised records are no longer found. `confirm` must repeat the e-mail or phone searched for.
 */
export async function eraseSubjectData(
  email: string | null,
  phone: string | null,
  confirm: string,
  by: string,
): Promise<SubjectErasureResult> {
  const contact = subjectContact(email, phone);
  const typed = confirm.trim().toLowerCase();
  const typedPhone = normaliseUkPhone(typed);
  if (!typed || (typed !== contact.email && (!typedPhone || typedPhone !== contact.phone))) {
    throw invalidInput([{ path: 'confirm', message: 'Type the e-mail address or phone number you searched for to confirm' }]);
  }
  const records = await findSubjectRecords(contact);
  const counts: Record<string, number> = {};
  for (const kind of KIND_ORDER) {
    const ids = records.filter((record) => record.kind === kind).map((record) => record.id);
    for (const chunk of inChunks(ids, ERASURE_BATCH)) {
      const prepared = await runTransaction(async (tx) => {
        const ready = await erasureOf(kind, contact)(tx, chunk);
        ready.commit(by, Timestamp.now());
        return ready;
      });
      await prepared.afterCommit?.();
      if (prepared.count) counts[kind] = (counts[kind] ?? 0) + prepared.count;
    }
  }
  // The per-phone rate limits of the public forms are keyed by a hash of the number: forgotten with the person.
  const contactPhone = contact.phone;
  if (contactPhone) {
    await runTransaction(async (tx) => clearRateLimits(tx, [phoneLimitKey(contactPhone)]));
  }
  // An erased review leaves its company's profile now, on every instance.
  if (counts.review) invalidatePages('/companies/');
  const audit = await recordPrivacyRequest({ kind: 'erasure', by, counts, searchedBy: searchedBy(contact) });
  const kindCounts = KIND_ORDER.filter((kind) => counts[kind]).map((kind) => ({ kind, count: counts[kind] }));
  return {
    auditId: audit.id,
    erasedAt: audit.at,
    erasedCount: kindCounts.reduce((sum, entry) => sum + entry.count, 0),
    counts: kindCounts,
  };
}
