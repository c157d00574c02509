import { UK_REGIONS } from '../../../common/ukRegions';
import { URGENCIES } from '../../../common/formOptions';
import { isLeadOrigin, LEAD_ORIGINS } from '../../../common/leadOrigins';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import { readCompanyNames } from '../companies';
import { mailAbout } from '../mail';
import {
  adminLeadsList,
  getLeadWithHistory,
  leadDistributions,
  leadPurchases,
  LeadsNotFound,
  LeadVersionConflict,
  setLeadsArchivedIfUnchanged,
} from './leads.repository';
import { normaliseSearch } from './leadSearch';
import { LeadSort, type Lead, type LeadConnection, type LeadDetails, type LeadFilter, type LeadVersionInput } from './leads.types';

/** The admin leads table: filters checked with a clear error for each (fieldErrors under `filter`), then one page and its total. */
export function adminLeadsPage(
  filter: LeadFilter | null | undefined,
  page: PageArgs,
  sort: LeadSort = LeadSort.NEWEST,
): Promise<LeadConnection> {
  const problems: FieldError[] = [];
  const region = filter?.region?.trim() || null;
  if (region && !(UK_REGIONS as readonly string[]).includes(region))
    problems.push({ path: 'filter.region', message: `Unknown region: choose one of ${UK_REGIONS.join(', ')}` });
  const urgency = filter?.urgency?.trim() || null;
  if (urgency && !(URGENCIES as readonly string[]).includes(urgency))
    problems.push({ path: 'filter.urgency', message: `Unknown urgency: one of ${URGENCIES.join(', ')}` });
  const origin = filter?.origin?.trim() || null;
  if (origin && !isLeadOrigin(origin))
    problems.push({ path: 'filter.origin', message: `Unknown source: one of ${LEAD_ORIGINS.join(', ')}` });
  const search = filter?.search ? normaliseSearch(filter.search) : null;
  if (filter?.search && (!search || search.length > 100))
    problems.push({ path: 'filter.search', message: 'Search for 1 to 100 characters' });
  const createdFrom = filter?.createdFrom ?? null;
  const createdTo = filter?.createdTo ?? null;
  if (createdFrom && createdTo && createdFrom >= createdTo)
    problems.push({ path: 'filter.createdTo', message: 'The end of the date range must be after its start' });
  const byPrice = sort === LeadSort.PRICE_HIGH || sort === LeadSort.PRICE_LOW;
  if (byPrice && (createdFrom || createdTo))
    problems.push({ path: 'sort', message: 'Sorting by price cannot be combined with a date range: sort by date, or clear the dates' });
  const source = adminLeadsList({
    status: filter?.status ?? null,
    archived: Boolean(filter?.archived),
    origin,
    region,
    urgency,
    search: search || null,
    createdFrom,
    createdTo,
    sort: {
      field: byPrice ? 'pricePence' : 'createdAt',
      direction: sort === LeadSort.OLDEST || sort === LeadSort.PRICE_LOW ? 'asc' : 'desc',
    },
  });
  return countedPage(source, page, problems);
}

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
