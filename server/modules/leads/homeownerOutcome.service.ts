import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { readCompany } from '../companies';
import { readLeadData, storedLeadFromDocument, writeHomeownerOutcome } from './leads.repository';
import type { StoredLead } from './leads.types';

/**
 * What a homeowner does on their request page (docs/decisions/0041-homeowner-request-page.md), each in one
 * transaction with a history entry by `homeowner` that the administrators see on the lead:
 * - `stop_sales`: the lead leaves the marketplace at once (status `closed`), and each company that bought it is told;
 * - `hired`: one of the companies that has the details is marked hired;
 * - `job_done`: the job is done (after a company was marked hired).
 */
export type HomeownerAction = { kind: 'stop_sales' } | { kind: 'hired'; companyId: string } | { kind: 'job_done' };

export const SALES_ALREADY_OVER = 'No other company can take your request now: it is full or closed.';
export const HIRE_ONLY_HOLDERS = 'You can mark as hired only a company that has your details.';
export const DONE_NEEDS_HIRE = 'Mark the company you hired first, then the job as done.';

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
      if (outcome.hired.some((h) => h.companyId === action.companyId)) return;
      const company = await readCompany(tx, action.companyId);
      writeHomeownerOutcome(
        tx,
        leadId,
        data,
        { ...outcome, hired: [...outcome.hired, { companyId: action.companyId, at: now }] },
        { action: 'marked a company hired', note: company?.name ?? action.companyId },
        {},
        at,
      );
      return;
    }
    if (!outcome.hired.length) throw conflict(DONE_NEEDS_HIRE);
    if (outcome.jobDoneAt) return;
    writeHomeownerOutcome(tx, leadId, data, { ...outcome, jobDoneAt: now }, { action: 'marked the job done' }, {}, at);
  });
}
