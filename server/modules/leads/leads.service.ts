import { invalidInput } from '../../platform/graphql/errors';
import { decodeCursor, listLeads } from './leads.repository';
import type { LeadFilter } from './leads.types';

export const MAX_PAGE_SIZE = 100;

export async function adminLeadsPage(filter: LeadFilter | null | undefined, first: number, after: string | null | undefined) {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw invalidInput([{ path: 'first', message: `Page size must be between 1 and ${MAX_PAGE_SIZE}` }]);
  }
  const cursor = after ? decodeCursor(after) : null;
  if (after && !cursor) throw invalidInput([{ path: 'after', message: 'This page cursor is not valid: start from the first page' }]);
  return listLeads({ status: filter?.status ?? null, archived: Boolean(filter?.archived), first, after: cursor });
}
