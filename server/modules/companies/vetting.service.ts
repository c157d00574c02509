import { CERTIFICATION_DOCUMENT_LABELS } from '../../../common/certification';
import { dueReminders, evidenceShown, graceNoticeDue, vettingStatus, type VettingRecord } from '../../../common/vetting';
import { clockNow } from '../../platform/clock';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { londonDay } from '../dailyStats';
import {
  companiesCreatedBetween,
  companiesWithRemindersDue,
  graceNoticeCursor,
  readCompany,
  readCompanyGraceNotices,
  saveGraceNoticeCursor,
  vettingRequiredFrom,
  vettingStatusOf,
  writeGraceNoticesSent,
  writeVettingRecord,
} from './companies.repository';
import { VettingStateValue, type Company, type CompanyVetting } from './companies.types';

/** Why this company cannot buy leads today, with what to do; null when it can. */
export async function vettingRefusal(company: Pick<Company, 'createdAt' | 'vettingRecord'>, now = clockNow()): Promise<string | null> {
  return (await vettingStatusOf(company, now)).reason;
}

/** The company's vetting as it and the administrators see it. */
export async function companyVetting(company: Company, now = clockNow()): Promise<CompanyVetting> {
  const status = await vettingStatusOf(company, now);
  return {
    state: status.state as VettingStateValue,
    canBuy: status.canBuy,
    reason: status.reason,
    problems: status.problems,
    graceUntil: status.graceUntil,
    ...evidenceShown(company.vettingRecord),
  };
}

const REMINDER_BATCH = 100;

/**
 * E-mails each company whose insurance or waste carrier registration expires within 30 days, once per expiry date,
 * through the outbox. Each company is handled in its own transaction, which re-reads it, so two runs never send
 * a reminder twice. Called by a scheduler (POST /internal/vetting-reminders).
 */
export async function sendVettingReminders(now = clockNow()): Promise<{ companies: number; reminders: number; graceNotices: number }> {
  const today = londonDay(now);
  const graceNotices = await sendGraceNotices(now);
  let companies = 0;
  let reminders = 0;
  for (const id of await companiesWithRemindersDue(today, REMINDER_BATCH)) {
    const sent = await runTransaction(async (tx) => {
      const company = await readCompany(tx, id);
      if (!company) return 0;
      const due = dueReminders(company.vettingRecord, today);
      const record: VettingRecord = { ...company.vettingRecord };
      for (const { type } of due) {
        if (type === 'public_liability_insurance') record.insurance = { ...record.insurance!, remindedFor: record.insurance!.expiresOn };
        else record.wasteCarrier = { ...record.wasteCarrier!, remindedFor: record.wasteCarrier!.expiresOn };
      }
      const at = Timestamp.fromDate(now);
      writeVettingRecord(tx, id, record, at);
      if (due.length && company.email && company.status === 'active') {
        queueMail(
          tx,
          {
            to: company.email,
            template: 'vetting_expiry_reminder',
            data: {
              companyName: company.name || 'there',
              documents: due.map((d) => ({ label: CERTIFICATION_DOCUMENT_LABELS[d.type], expiresOn: d.expiresOn })),
            },
            related: [`companies/${id}`],
          },
          at,
        );
      }
      return due.length;
    });
    companies += sent ? 1 : 0;
    reminders += sent;
  }
  return { companies, reminders, graceNotices };
}

const GRACE_BATCH = 100;

/**
 * Tells each active company approved before vetting became required, and not vetted yet, that it may buy leads
 * without vetting until its grace period ends and what to upload: once when the rule starts and again in the
 * period's last week. The run walks those companies by `createdAt` from a cursor kept on the rule document; each
 * company records the notices it has had, in the transaction that queues the e-mail, so no notice goes twice.
 */
async function sendGraceNotices(now: Date): Promise<number> {
  const today = londonDay(now);
  const requiredFrom = await vettingRequiredFrom(today);
  const notice = graceNoticeDue(requiredFrom, today);
  if (!notice) return 0;
  // Approved before the rule's first (London) day: created before that day's midnight, which is at or before UTC's.
  const before = new Date(`${requiredFrom}T00:00:00Z`);
  let sent = 0;
  let from = await graceNoticeCursor(notice);
  for (;;) {
    const batch = await companiesCreatedBetween(from, before, GRACE_BATCH);
    for (const { id } of batch) if (await sendGraceNotice(id, notice, requiredFrom, today, now)) sent += 1;
    if (!batch.length) break;
    const last = batch[batch.length - 1].createdAt;
    // A full batch created in one millisecond would be read again for ever: step past it.
    from = from && last.getTime() === from.getTime() ? new Date(last.getTime() + 1) : last;
    await saveGraceNoticeCursor(notice, from);
    if (batch.length < GRACE_BATCH) break;
  }
  return sent;
}

async function sendGraceNotice(id: string, notice: 'started' | 'ending', requiredFrom: string, today: string, now: Date): Promise<boolean> {
  return runTransaction(async (tx) => {
    const found = await readCompanyGraceNotices(tx, id);
    if (!found || found.sent.includes(notice)) return false;
    const { company } = found;
    const status = vettingStatus(company.vettingRecord, { approvedOn: londonDay(company.createdAt) }, requiredFrom, today);
    if (status.state !== 'grace' || company.status !== 'active' || !company.email) return false;
    // The last-week notice stands in for the first one when the run first comes that late.
    writeGraceNoticesSent(tx, id, notice === 'ending' ? ['started', 'ending'] : [...found.sent, notice]);
    queueMail(
      tx,
      {
        to: company.email,
        template: 'vetting_grace_period',
        data: {
          companyName: company.name || 'there',
          graceUntil: status.graceUntil!,
          problems: status.problems,
          ending: notice === 'ending',
        },
        related: [`companies/${id}`],
      },
      Timestamp.fromDate(now),
    );
    return true;
  });
}
