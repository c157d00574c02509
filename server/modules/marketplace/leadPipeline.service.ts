import {
  LOST_NEEDS_REASON,
  LOST_NOTE_MAX,
  monthOf,
  NEXT_ACTION_MAX_DAYS,
  NEXT_ACTION_PAST,
  NEXT_ACTION_TOO_FAR,
  nextActionReminderAt,
  PIPELINE_NOTE_MAX,
  PIPELINE_STATUS_LABELS,
  PIPELINE_STATUSES,
  CONTACTED_STATUSES,
  type PipelineStatusValue,
} from '../../../common/leadPipeline';
import { addDays } from '../../../common/vetting';
import { jobDateSchema } from '../../../common/validation/review';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { mapPage, readPage } from '../../platform/firestore/connection';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { pageRequest, type PageArgs } from '../../platform/graphql/connections';
import { queueMail, readScheduledMail } from '../../platform/mail/outbox';
import type { Company } from '../companies/companies.types';
import { londonDay } from '../dailyStats';
import {
  countPipelineStatuses,
  getPurchases,
  getStoredLead,
  pipelineEventsList,
  purchasedLeadsList,
  readLeadData,
  readMonthFigures,
  readPurchase,
  storedLeadFromDocument,
  writePipeline,
  type PipelineEventInput,
  type StoredPipeline,
} from '../leads';
import { getDisputes } from './disputes.repository';
import {
  CompanyLeadMonth,
  LeadPipelineEventConnection,
  LostReason,
  MyLeadCounts,
  PipelineStatus,
  type LeadPipelineInput,
} from './leadPipeline.types';
import { LEAD_NOT_FOUND, marketplaceViewer, purchasedLead } from './marketplace.service';
import type { PurchasedLead } from './marketplace.types';

export const PURCHASE_CLOSED = 'This purchase was refunded: its pipeline is closed and cannot change.';
export const NOTHING_TO_CHANGE = 'Choose a status, a next-action day or write a note';
export const WON_HAS_NO_NEXT_ACTION = 'A won job has no next action: clear the day, or choose another status';

/** Who made a change: the signed-in company user. */
export interface PipelineActor {
  userId: string;
  email: string | null;
}

interface CheckedChange {
  status: PipelineStatusValue | null;
  lostReason: string | null;
  lostNote: string | null;
  /** undefined: unchanged; null: cleared. */
  nextActionDate: string | null | undefined;
  note: string | null;
}

/** The input checked against the pipeline as stored; BAD_USER_INPUT naming each field at fault. */
function checkChange(input: LeadPipelineInput, current: StoredPipeline, now: Date): CheckedChange {
  const errors: FieldError[] = [];
  const status = input.status ?? null;
  if (status !== null && !(PIPELINE_STATUSES as readonly string[]).includes(status))
    errors.push({ path: 'input.status', message: 'Choose a status from the list' });
  const lostReason = input.lostReason ?? null;
  const lostNote = input.lostNote?.trim() || null;
  if (status === PipelineStatus.LOST && !lostReason) errors.push({ path: 'input.lostReason', message: LOST_NEEDS_REASON });
  if (lostReason && status !== PipelineStatus.LOST)
    errors.push({ path: 'input.lostReason', message: 'Give a reason only when you mark the job lost' });
  if (lostReason && !Object.values(LostReason).includes(lostReason)) errors.push({ path: 'input.lostReason', message: LOST_NEEDS_REASON });
  if (lostNote && lostNote.length > LOST_NOTE_MAX)
    errors.push({ path: 'input.lostNote', message: `Keep the reason to ${LOST_NOTE_MAX} characters or fewer` });

  let nextActionDate: string | null | undefined = input.nextActionDate === undefined ? undefined : input.nextActionDate || null;
  if (nextActionDate === current.nextActionDate) nextActionDate = undefined;
  if (nextActionDate) {
    const parsed = jobDateSchema.safeParse(nextActionDate);
    const today = londonDay(now);
    if (!parsed.success) errors.push({ path: 'input.nextActionDate', message: 'Enter the day as a date, like 2026-12-03' });
    else if (nextActionDate < today) errors.push({ path: 'input.nextActionDate', message: NEXT_ACTION_PAST });
    else if (nextActionDate > addDays(today, NEXT_ACTION_MAX_DAYS))
      errors.push({ path: 'input.nextActionDate', message: NEXT_ACTION_TOO_FAR });
  }

  const note = input.note?.trim() || null;
  if (note && note.length > PIPELINE_NOTE_MAX)
    errors.push({ path: 'input.note', message: `Keep the note to ${PIPELINE_NOTE_MAX.toLocaleString('en-GB')} characters or fewer` });
  if (errors.length) throw invalidInput(errors, errors[0].message);

  const statusChanged = status !== null && (status !== current.status || (status === 'lost' && lostReason !== current.lostReason));
  if (!statusChanged && nextActionDate === undefined && !note)
    throw invalidInput([{ path: 'input', message: NOTHING_TO_CHANGE }], NOTHING_TO_CHANGE);
  // A won job has no next action: marking it won clears the day and withdraws its reminder.
  if (status === PipelineStatus.WON || (status === null && current.status === 'won')) {
    if (nextActionDate) throw invalidInput([{ path: 'input.nextActionDate', message: WON_HAS_NO_NEXT_ACTION }], WON_HAS_NO_NEXT_ACTION);
    if (statusChanged && current.nextActionDate) nextActionDate = null;
  }
  return { status: statusChanged ? status : null, lostReason, lostNote, nextActionDate, note };
}

/**
 * The buying company changes its pipeline for a lead: status, next-action day (with its reminder e-mail
 * queued for that day and any earlier one withdrawn), a note; each change recorded with who and when, the
 * figures and "my leads" counts kept in the same transaction. NOT_FOUND for a lead it did not buy.
 */
export async function updateLeadPipeline(
  company: Company,
  leadId: string,
  input: LeadPipelineInput,
  actor: PipelineActor,
  now = new Date(),
): Promise<PurchasedLead> {
  const viewer = marketplaceViewer(company);
  if (!leadId || leadId.includes('/')) throw notFound(LEAD_NOT_FOUND);
  await runTransaction(async (tx) => {
    const [data, purchase] = await Promise.all([readLeadData(tx, leadId), readPurchase(tx, leadId, viewer.companyId)]);
    if (!data || !purchase) throw notFound(LEAD_NOT_FOUND);
    if (purchase.refunded) throw conflict(PURCHASE_CLOSED);
    const lead = storedLeadFromDocument(leadId, data);
    const current = purchase.pipeline;
    const change = checkChange(input, current, now);
    const oldReminder =
      change.nextActionDate !== undefined && current.reminderMailId ? await readScheduledMail(tx, current.reminderMailId) : null;

    const at = Timestamp.fromDate(now);
    const events: PipelineEventInput[] = [];
    const next: StoredPipeline = { ...current };
    if (change.status) {
      next.status = change.status;
      next.lostReason = change.status === 'lost' ? change.lostReason : null;
      next.lostNote = change.status === 'lost' ? change.lostNote : null;
      next.contacted = current.contacted || CONTACTED_STATUSES.includes(change.status);
      events.push({ kind: 'status', status: change.status, lostReason: next.lostReason, text: next.lostNote });
    }
    if (change.nextActionDate !== undefined) {
      oldReminder?.withdraw(at);
      next.nextActionDate = change.nextActionDate;
      next.reminderMailId =
        change.nextActionDate && company.email
          ? queueMail(
              tx,
              {
                to: company.email,
                template: 'lead_next_action_reminder',
                data: {
                  companyName: company.name || 'there',
                  leadId,
                  reference: lead.ref,
                  district: lead.property.district ?? '',
                  status: PIPELINE_STATUS_LABELS[next.status],
                  nextActionDate: change.nextActionDate,
                },
                related: [`leads/${leadId}`, `companies/${viewer.companyId}`],
                sendAfter: nextActionReminderAt(change.nextActionDate),
              },
              at,
            )
          : null;
      events.push({ kind: 'next_action', nextActionDate: change.nextActionDate });
    }
    if (change.note) events.push({ kind: 'note', text: change.note });
    writePipeline(tx, { leadId, leadTags: lead.pipelineTags, purchase, next, events, by: actor, now: at });
  });
  return purchasedLeadFor(company, leadId, now);
}

async function purchasedLeadFor(company: Company, leadId: string, now: Date): Promise<PurchasedLead> {
  const viewer = marketplaceViewer(company);
  const [lead, [purchase]] = await Promise.all([getStoredLead(leadId), getPurchases([{ leadId, companyId: viewer.companyId }])]);
  if (!lead || !purchase) throw notFound(LEAD_NOT_FOUND);
  const disputes = await getDisputes(purchase.disputeId ? [purchase.disputeId] : []);
  return purchasedLead(lead, purchase, purchase.disputeId ? (disputes.get(purchase.disputeId) ?? null) : null, viewer, now);
}

/** The pipeline's history for the buying company, newest first. */
export async function pipelineHistory(companyId: string, leadId: string, page: PageArgs): Promise<LeadPipelineEventConnection> {
  const source = pipelineEventsList(leadId, companyId);
  const events = await readPage(source, pageRequest(page, source));
  return mapPage(events, (event) => ({
    ...event,
    status: event.status as PipelineStatus | null,
    lostReason: event.lostReason as LostReason | null,
  }));
}

/** "My leads" counted by status: one count() per status, so the cost does not grow with the leads. */
export async function myLeadCounts(company: Company): Promise<MyLeadCounts> {
  const [counts, total] = await Promise.all([
    countPipelineStatuses(company.id, PIPELINE_STATUSES),
    purchasedLeadsList(company.id)
      .query.count()
      .get()
      .then((snapshot) => snapshot.data().count),
  ]);
  return {
    all: total,
    byStatus: PIPELINE_STATUSES.map((status, i) => ({ status: status as PipelineStatus, count: counts[i] })),
  };
}

export const FIGURES_MAX_MONTHS = 24;

/** The months ending with the current one (UK time), newest first. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = monthOf(londonDay(now)).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The company's figures for its last `months` months, newest first: one counter document read per month. */
export async function companyLeadFigures(company: Company, months: number, now = new Date()): Promise<CompanyLeadMonth[]> {
  if (!Number.isInteger(months) || months < 1 || months > FIGURES_MAX_MONTHS)
    throw invalidInput([{ path: 'months', message: `Ask for 1 to ${FIGURES_MAX_MONTHS} months` }]);
  const figures = await readMonthFigures(company.id, lastMonths(now, months));
  return figures.map((f) => ({
    ...f,
    contactRate: f.bought > 0 ? f.contacted / f.bought : null,
    winRate: f.bought > 0 ? f.won / f.bought : null,
    costPerWonPence: f.won > 0 ? Math.round(f.spendPence / f.won) : null,
  }));
}
