import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import { readCompanyNames } from '../companies';
import { mailAbout } from '../mail';
import {
  getLeadWithHistory,
  leadDistributions,
  leadPurchases,
  LeadsNotFound,
  LeadVersionConflict,
  setLeadsArchivedIfUnchanged,
} from './leads.repository';
import type { Lead, LeadDetails, LeadVersionInput } from './leads.types';

const MAX_BULK = 100;

/** Archive or unarchive leads, single or bulk (docs/requirements/admin-console.md#requests-area). */
export async function setLeadsArchived(leads: LeadVersionInput[], archived: boolean, by: string): Promise<Lead[]> {
  if (!leads.length || leads.length > MAX_BULK) throw invalidInput([{ path: 'leads', message: `Choose 1 to ${MAX_BULK} leads` }]);
  const bad = leads.findIndex((lead) => !isDocumentId(lead.id));
  if (bad >= 0) throw invalidInput([{ path: `leads.${bad}.id`, message: 'This is not a lead id' }]);
  const unique = [...new Map(leads.map((lead) => [lead.id, lead])).values()];
  try {
    return await setLeadsArchivedIfUnchanged(
      unique.map((lead) => ({ id: lead.id, updatedAt: lead.expectedUpdatedAt ?? null })),
      archived,
      by,
    );
  } catch (error) {
    if (error instanceof LeadVersionConflict) {
      throw conflict(
        `Changed by someone else since you loaded it: ${error.refs.join(', ')}. Nothing was changed: refresh to see the latest and try again.`,
      );
    }
    if (error instanceof LeadsNotFound) throw notFound(`There is no lead with the id ${error.ids.join(', ')}`);
    throw error;
  }
}

/** The request details modal: the lead, its history, whom it was sent to, who bought it and its e-mails. */
export async function adminLeadDetails(id: string, siteUrl: string): Promise<LeadDetails | null> {
  if (!isDocumentId(id)) return null;
  const found = await getLeadWithHistory(id);
  if (!found) return null;
  const paths = [`leads/${id}`, ...(found.lead.requestId ? [`removalRequests/${found.lead.requestId}`] : [])];
  const [distributions, purchases, mails] = await Promise.all([leadDistributions(id), leadPurchases(id), mailAbout(paths, siteUrl)]);
  const names = await readCompanyNames(purchases.map((purchase) => purchase.companyId));
  return {
    ...found,
    distributions,
    purchases: purchases.map((purchase) => ({ ...purchase, companyName: names.get(purchase.companyId) ?? '' })),
    mails,
  };
}
