import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { leadsList } from '../marketplace/marketplace.service';
import type { LeadConnection, LeadFilter } from './leads.types';

export function adminLeadsPage(filter: LeadFilter | null | undefined, page: PageArgs): Promise<LeadConnection> {
  return countedPage(leadsList({ status: filter?.status ?? null, archived: Boolean(filter?.archived) }), page);
}
