import { CERTIFICATION_DOCUMENT_LABELS } from '../../../common/certification';
import { dueReminders, type VettingRecord } from '../../../common/vetting';
import { clockNow } from '../../platform/clock';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { londonDay } from '../dailyStats';
import { companiesWithRemindersDue, readCompany, vettingStatusOf, writeVettingRecord } from './companies.repository';
import { VettingStateValue, type Company, type CompanyVetting } from './companies.types';

/** Why this company cannot buy leads today, with what to do; null when it can. */
export async function vettingRefusal(company: Pick<Company, 'createdAt' | 'vettingRecord'>, now = clockNow()): Promise<string | null> {
  return (await vettingStatusOf(company, now)).reason;
}

/** The company's vetting as it and the administrators see it. */
export async function companyVetting(company: Company, now = clockNow()): Promise<CompanyVetting> {
  const status = await vettingStatusOf(company, now);
  const { insurance, wasteCarrier } = company.vettingRecord;
  return {
    state: status.state as VettingStateValue,
    canBuy: status.canBuy,
    reason: status.reason,
    problems: status.problems,
    graceUntil: status.graceUntil,
    insurance: insurance && { coverPence: insurance.coverPence, expiresOn: insurance.expiresOn, reviewedOn: insurance.reviewedOn },
    wasteCarrier: wasteCarrier && {
      registrationNumber: wasteCarrier.registrationNumber,
      tier: wasteCarrier.tier,
      expiresOn: wasteCarrier.expiresOn,
      reviewedOn: wasteCarrier.reviewedOn,
    },
  };
}

const REMINDER_BATCH = 100;

/**
 * E-mails each company whose insurance or waste carrier registration expires within 30 days, once per expiry date,
 * through the outbox. Each company is handled in its own transaction, which re-reads it, so two runs never send
 * a reminder twice. Called by a scheduler (POST /internal/vetting-reminders).
 */
export async function sendVettingReminders(now = clockNow()): Promise<{ companies: number; reminders: number }> {
  const today = londonDay(now);
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
  return { companies, reminders };
}
