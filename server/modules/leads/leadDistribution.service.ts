import { isDocumentId } from '../../platform/documentId';
import { changedSince, runTransaction, Timestamp, withHistory } from '../../platform/firestore/unitOfWork';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { activeCompaniesInRegion, readCompany } from '../companies';
import type { Lead, StoredLead } from './leads.types';
import { alertLeadOf, queueLeadAlerts } from './leadAlerts.service';
import { createDistribution, getStoredLead, leadFromDocument, readLeadData, storedLeadFromDocument, updateLead } from './leads.repository';

/** At most this many companies in one send (the selection modal lists a region's companies, 50 at most). */
export const MAX_COMPANIES_PER_SEND = 20;

export interface DistributionCandidate {
  id: string;
  name: string;
  certified: boolean;
  /** Staff sent it the lead before. */
  sentBefore: boolean;
  bought: boolean;
}

/**
 * The company selection modal (docs/requirements/admin-console.md#requests-area): the active companies
 * serving the lead's region, certified first, each marked when it was sent the lead already or bought it.
 */
export async function distributionCandidates(leadId: string): Promise<DistributionCandidate[]> {
  if (!isDocumentId(leadId)) throw notFound('There is no such lead');
  const lead = await getStoredLead(leadId);
  if (!lead) throw notFound('There is no such lead');
  const companies = await activeCompaniesInRegion(lead.region);
  return companies.map((company) => ({
    id: company.id,
    name: company.name,
    certified: company.certified,
    sentBefore: lead.distributedCompanyIds.includes(company.id),
    bought: lead.buyerCompanyIds.includes(company.id),
  }));
}

/** Why the lead cannot be sent at all, or null when it can (checked in the sending transaction). */
function cannotSend(lead: StoredLead, now: Date): string | null {
  if (lead.archived) return 'This lead is archived: bring it back before sending it';
  if (lead.targetCompanyId) return 'This request is for one company only: it cannot be sent to other companies';
  if (lead.status === 'new') return 'This lead is not on the marketplace yet: publish it first, so the companies can buy it';
  if (lead.status !== 'available') return `This lead is ${lead.status.replace('_', ' ')}: it can no longer be bought`;
  if (lead.expiresAt <= now) return 'This lead is more than 30 days old: it can no longer be bought';
  return null;
}

/**
 * Sends an available lead to the companies an administrator chose: each gets the redacted lead by e-mail
 * (queued in the same transaction), each send is recorded in `leads/{id}/distributions` with who and when,
 * and the lead's history names the companies. A company must be active and serve the lead's region, and
 * must not have bought it already; otherwise nothing is sent and the answer names the company.
 */
export async function sendLeadToCompanies(leadId: string, companyIds: string[], expectedUpdatedAt: Date | null, by: string): Promise<Lead> {
  if (!isDocumentId(leadId)) throw notFound('There is no such lead');
  const ids = [...new Set(companyIds)];
  if (!ids.length || ids.length > MAX_COMPANIES_PER_SEND) {
    throw invalidInput([{ path: 'companyIds', message: `Choose 1 to ${MAX_COMPANIES_PER_SEND} companies` }]);
  }
  const badId = ids.findIndex((id) => !isDocumentId(id));
  if (badId >= 0) throw invalidInput([{ path: `companyIds.${badId}`, message: 'This is not a company id' }]);

  return runTransaction(async (tx) => {
    const data = await readLeadData(tx, leadId);
    if (!data) throw notFound('There is no such lead');
    if (changedSince(data, expectedUpdatedAt)) {
      throw conflict('Someone changed this lead since you opened it: refresh to see the latest and try again');
    }
    const lead = storedLeadFromDocument(leadId, data);
    const reason = cannotSend(lead, new Date());
    if (reason) throw conflict(reason);

    const companies = await Promise.all(ids.map((id) => readCompany(tx, id)));
    const problems: FieldError[] = [];
    companies.forEach((company, i) => {
      const path = `companyIds.${i}`;
      if (!company) problems.push({ path, message: 'There is no such company' });
      else if (company.status !== 'active') problems.push({ path, message: `${company.name} is suspended: it cannot receive leads` });
      else if (!company.regions.includes(lead.region)) problems.push({ path, message: `${company.name} does not serve ${lead.region}` });
      else if (lead.buyerCompanyIds.includes(company.id)) problems.push({ path, message: `${company.name} has bought this lead already` });
      else if (!company.email) problems.push({ path, message: `${company.name} has no e-mail address to send to` });
    });
    if (problems.length) throw invalidInput(problems);

    const recipients = companies.map((company) => ({ id: company!.id, name: company!.name, email: company!.email, emailAlert: true }));
    const now = Timestamp.now();
    const mailIds = queueLeadAlerts(tx, recipients, alertLeadOf(lead), now, { chosenByStaff: true });
    recipients.forEach((company, i) =>
      createDistribution(
        tx,
        leadId,
        { companyId: company.id, companyName: company.name, by, channel: 'email', mailId: mailIds[i] ?? null },
        now,
      ),
    );
    const changes = withHistory(
      data,
      { by, action: 'sent to companies', note: recipients.map((company) => company.name).join(', ') },
      {
        distributedCompanyIds: [...new Set([...lead.distributedCompanyIds, ...recipients.map((company) => company.id)])],
        distributionCount: Number(data.distributionCount ?? 0) + recipients.length,
      },
      now,
    );
    updateLead(tx, leadId, changes);
    return leadFromDocument(leadId, { ...data, ...changes });
  });
}
