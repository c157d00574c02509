import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { UK_REGIONS } from '../../../common/ukRegions';
import { URGENCIES } from '../../../common/formOptions';
import { isLeadOrigin, LEAD_ORIGINS } from '../../../common/leadOrigins';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { adminLeadsList } from './leads.repository';
import { normaliseSearch } from './leadSearch';
import { LeadSort, type LeadConnection, type LeadFilter } from './leads.types';

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
