import { readCountedPage } from '../../platform/firestore/connection';
import { pageRequest, type PageArgs } from '../../platform/graphql/connections';
import { leadsList } from './leads.repository';
import type { LeadConnection, LeadFilter } from './leads.types';

export function adminLeadsPage(filter: LeadFilter | null | undefined, page: PageArgs): Promise<LeadConnection> {
  return readCountedPage(leadsList({ status: filter?.status ?? null, archived: Boolean(filter?.archived) }), pageRequest(page));
}
