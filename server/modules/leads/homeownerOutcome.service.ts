import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { runTransaction, Timestamp, type Transaction } from '../../platform/firestore/unitOfWork';
import { queueMail, readScheduledMail } from '../../platform/mail/outbox';
import { reviewInvitationAt } from '../../../common/reviews';
import { jobDateSchema } from '../../../common/validation/review';
import { addDays } from '../../../common/vetting';
import { readCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { londonDay } from '../dailyStats';
import { readLeadData, storedLeadFromDocument, writeHomeownerOutcome } from './leads.repository';
import type { HiredCompany, StoredLead } from './leads.types';
import { reviewLinkPath } from './reviewLink';

/**
 * What a homeowner does on their request page (docs/decisions/0041-homeowner-request-page.md), each in one
 * transaction with a history entry by `homeowner` that the administrators see on the lead:
 * - `stop_sales`: the lead leaves the marketplace at once (status `closed`), and each company that bought it is told;
 * - `hired`: one of the companies that has the details is marked hired, with the job date when known;
 * - `job_done`: the job is done (after a company was marked hired).
 * A hired company's review invitation (docs/decisions/0046-verified-reviews.md) is queued in the same transaction,
 * to go out the day after the job date, or at once when the job is marked done.
 */
export type HomeownerAction = { kind: 'stop_sales' } | { kind: 'hired'; companyId: string; jobDate?: string | null } | { kind: 'job_done' };

export const SALES_ALREADY_OVER = 'No other company can take your request now: it is full or closed.';
export const HIRE_ONLY_HOLDERS = 'You can mark as hired only a company that has your details.';
export const DONE_NEEDS_HIRE = 'Mark the company you hired first, then the job as done.';
export const JOB_DATE_RANGE = 'Give a job date within a year of today.';

/** The job date as given, checked: a real day no more than a year either side of today. */
function checkedJobDate(jobDate: string | null | undefined, now: Date): string | null {
  if (!jobDate) return null;
  const parsed = jobDateSchema.safeParse(jobDate);
  if (!parsed.success) throw invalidInput([{ path: 'jobDate', message: parsed.error.issues[0].message }]);
  const today = londonDay(now);
  if (jobDate < addDays(today, -365) || jobDate > addDays(today, 365))
    throw invalidInput([{ path: 'jobDate', message: JOB_DATE_RANGE }], JOB_DATE_RANGE);
  return jobDate;
}

/** Queues the invitation to review a hired company, due when `reviewInvitationAt` says; answers the mail's id. */
async function queueReviewInvitation(tx: Transaction, lead: StoredLead, company: Company | null, sendAfter: Date, at: Timestamp) {
  const reviewPath = await reviewLinkPath(lead.id, company?.id ?? '', sendAfter);
  return () =>
    queueMail(
      tx,
      {
        to: lead.homeowner.email,
        template: 'review_invitation',
        data: {
          firstName: lead.homeowner.name.trim().split(/\s+/)[0] ?? '',
          companyName: company?.name || 'the company you hired',
          reference: lead.ref,
          reviewPath,
        },
        related: [`leads/${lead.id}`, ...(company ? [`companies/${company.id}`] : [])],
        sendAfter,
      },
      at,
    );
}

/** The companies holding the homeowner's details: the buyers (a refunded purchase leaves `buyerCompanyIds`). */
const holders = (lead: StoredLead) => new Set(lead.buyerCompanyIds);

export async function applyHomeownerAction(leadId: string, action: HomeownerAction, now = new Date()): Promise<void> {
  await runTransaction(async (tx) => {
    const data = await readLeadData(tx, leadId);
    if (!data) throw notFound('There is no such request');
    const lead = storedLeadFromDocument(leadId, data);
    const outcome = lead.homeownerOutcome;
    const at = Timestamp.fromDate(now);
    if (action.kind === 'stop_sales') {
      if (outcome.salesStoppedAt) return;
      if (!['new', 'available'].includes(lead.status)) throw conflict(SALES_ALREADY_OVER);
      const buyers = await Promise.all(lead.buyerCompanyIds.map((id) => readCompany(tx, id)));
      writeHomeownerOutcome(
        tx,
        leadId,
        data,
        { ...outcome, salesStoppedAt: now },
        { action: 'stopped further sales' },
        { status: 'closed' },
        at,
      );
      for (const company of buyers) {
        if (!company?.email) continue;
        queueMail(
          tx,
          {
            to: company.email,
            template: 'homeowner_stopped_sales',
            data: { companyName: company.name || 'there', reference: lead.ref, leadId },
            related: [`leads/${leadId}`],
          },
          at,
        );
      }
      return;
    }
    if (action.kind === 'hired') {
      if (!holders(lead).has(action.companyId)) throw invalidInput([{ path: 'companyId', message: HIRE_ONLY_HOLDERS }], HIRE_ONLY_HOLDERS);
      const jobDate = checkedJobDate(action.jobDate, now);
      const existing = outcome.hired.find((h) => h.companyId === action.companyId);
      // Marking again changes nothing, except to give the job date of a hire that has no invitation yet.
      if (existing && (!jobDate || existing.invitationMailId)) return;
      const company = await readCompany(tx, action.companyId);
      const inviteAt = reviewInvitationAt(jobDate, outcome.jobDoneAt);
      const queueInvitation = inviteAt && lead.homeowner.email ? await queueReviewInvitation(tx, lead, company, inviteAt, at) : null;
      const hire: HiredCompany = {
        companyId: action.companyId,
        at: existing?.at ?? now,
        jobDate,
        invitationMailId: queueInvitation ? queueInvitation() : null,
      };
      writeHomeownerOutcome(
        tx,
        leadId,
        data,
        { ...outcome, hired: existing ? outcome.hired.map((h) => (h === existing ? hire : h)) : [...outcome.hired, hire] },
        existing
          ? { action: 'gave the job date', note: `${company?.name ?? action.companyId}: ${jobDate}` }
          : { action: 'marked a company hired', note: `${company?.name ?? action.companyId}${jobDate ? `, job date ${jobDate}` : ''}` },
        {},
        at,
      );
      return;
    }
    if (!outcome.hired.length) throw conflict(DONE_NEEDS_HIRE);
    if (outcome.jobDoneAt) return;
    // Reads first (a transaction reads before it writes): the invitations already queued, and the companies still to invite.
    const scheduled = await Promise.all(outcome.hired.map((h) => (h.invitationMailId ? readScheduledMail(tx, h.invitationMailId) : null)));
    const toInvite = await Promise.all(
      outcome.hired.map(async (h, i) =>
        scheduled[i] || !lead.homeowner.email ? null : queueReviewInvitation(tx, lead, await readCompany(tx, h.companyId), now, at),
      ),
    );
    for (const mail of scheduled) mail?.bringForward(at);
    const hired = outcome.hired.map((h, i) => ({ ...h, invitationMailId: toInvite[i]?.() ?? h.invitationMailId }));
    writeHomeownerOutcome(tx, leadId, data, { ...outcome, hired, jobDoneAt: now }, { action: 'marked the job done' }, {}, at);
  });
}

/**
 * The hire that accepting a quote records (docs/decisions/0055-quotes-and-removal-records.md), in the caller's
 * transaction: reads the lead now (a transaction reads before it writes) and answers it with `commit`, which marks the
 * company hired as `hired` does and stops further sales as `stop_sales` does, in one history entry. The companies are
 * told by the quotes module's own e-mails, so `stop_sales`'s is not sent. CONFLICT when the company does not hold the
 * homeowner's details.
 */
export async function prepareQuoteHire(tx: Transaction, leadId: string, hire: { companyId: string; companyName: string }, now: Date) {
  const data = await readLeadData(tx, leadId);
  if (!data) throw notFound('There is no such request');
  const lead = storedLeadFromDocument(leadId, data);
  if (!holders(lead).has(hire.companyId)) throw conflict(HIRE_ONLY_HOLDERS);
  return {
    lead,
    commit() {
      const outcome = lead.homeownerOutcome;
      const hired = outcome.hired.some((h) => h.companyId === hire.companyId)
        ? outcome.hired
        : [...outcome.hired, { companyId: hire.companyId, at: now, jobDate: null, invitationMailId: null }];
      const stillSelling = ['new', 'available'].includes(lead.status);
      writeHomeownerOutcome(
        tx,
        leadId,
        data,
        { ...outcome, hired, salesStoppedAt: outcome.salesStoppedAt ?? now },
        { action: 'accepted a quote', note: hire.companyName || hire.companyId },
        stillSelling ? { status: 'closed' } : {},
        Timestamp.fromDate(now),
      );
    },
  };
}
