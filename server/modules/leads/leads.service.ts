import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { leadsList } from './leads.repository';

/** How other modules turn a stored lead into the admin's Lead (this module's mapper). */
export { leadFromDocument } from './leads.repository';
import type { LeadConnection, LeadFilter } from './leads.types';

export function adminLeadsPage(filter: LeadFilter | null | undefined, page: PageArgs): Promise<LeadConnection> {
  return countedPage(leadsList({ status: filter?.status ?? null, archived: Boolean(filter?.archived) }), page);
}
