import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { AdminLeadRowFragment, LeadSort, LeadStatus } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { londonDayEndIso, londonDayStartIso } from '../../lib/dates';
import type { SortState } from '../../ui/admin/DataTable';
import { useCursorPages } from '../../ui/admin/ListPage';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminLeadsQuery, SetLeadsArchivedMutation } from './leads.operations';

export type LeadRow = AdminLeadRowFragment;

const PAGE_SIZE = 25;
const FILTER_KEYS = ['status', 'origin', 'region', 'urgency', 'from', 'to', 'q', 'sort', 'archived'] as const;
export type LeadFilterValues = Record<(typeof FILTER_KEYS)[number], string>;
export type LeadFilterChanges = Partial<LeadFilterValues>;
const SORTS: Record<string, { column: string; desc: boolean }> = {
  NEWEST: { column: 'createdAt', desc: true },
  OLDEST: { column: 'createdAt', desc: false },
  PRICE_HIGH: { column: 'pricePence', desc: true },
  PRICE_LOW: { column: 'pricePence', desc: false },
};
export const PRICE_SORTS = new Set<string>(['PRICE_HIGH', 'PRICE_LOW']);

/**
 * The leads list: its filters, sort and page in the URL, the page of leads the API answers, the rows
 * selected for bulk actions, and archiving (with Undo).
 */
export function useLeadList() {
  const filters = useUrlFilters(FILTER_KEYS);
  const f = filters.values;
  const cursorPages = useCursorPages(filters);
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const toast = useToast();
  const sort = (f.sort in SORTS ? f.sort : 'NEWEST') as LeadSort;
  const variables = useMemo(
    () => ({
      filter: {
        status: (f.status || null) as LeadStatus | null,
        archived: f.archived === 'yes',
        origin: f.origin || null,
        region: f.region || null,
        urgency: f.urgency || null,
        search: f.q || null,
        createdFrom: londonDayStartIso(f.from),
        createdTo: londonDayEndIso(f.to),
      },
      sort,
    }),
    [f.status, f.archived, f.origin, f.region, f.urgency, f.q, f.from, f.to, sort],
  );
  const { data, loading, error, refetch } = useQuery(AdminLeadsQuery, {
    variables: { ...variables, first: PAGE_SIZE, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const [setArchived] = useMutation(SetLeadsArchivedMutation);
  const page = data?.leads;
  const rows = page?.nodes ?? [];

  function change(changes: LeadFilterChanges) {
    cursorPages.reset();
    setSelection({});
    filters.set(changes);
  }

  async function archive(targets: LeadRow[], archived: boolean, undoable = true) {
    try {
      const result = await setArchived({
        variables: { leads: targets.map((row) => ({ id: row.id, expectedUpdatedAt: row.updatedAt })), archived },
      });
      setSelection({});
      await refetch();
      const done = result.data?.setLeadsArchived ?? [];
      const what = targets.length === 1 ? targets[0].ref : `${targets.length} leads`;
      toast.show(`${what} ${archived ? 'archived' : 'brought back'}`, {
        action: undoable
          ? {
              label: 'Undo',
              run: () =>
                void archive(
                  done.map((lead) => ({ ...targets.find((t) => t.id === lead.id)!, updatedAt: lead.updatedAt })),
                  !archived,
                  false,
                ),
            }
          : undefined,
      });
    } catch (problem) {
      toast.show(messageOf(problem, 'The leads could not be changed'), { tone: 'error' });
    }
  }

  const sortState: SortState = { id: SORTS[sort].column, desc: SORTS[sort].desc };
  const onSort = (next: SortState) => {
    const key = Object.entries(SORTS).find(([, value]) => value.column === next.id && value.desc === next.desc)?.[0] ?? 'NEWEST';
    // The API refuses a price order with a date range (each would be a range on its own field): a price
    // order shows every date, and choosing dates returns to date order (docs/decisions/0025-list-indexes.md).
    change({ sort: key === 'NEWEST' ? '' : key, ...(PRICE_SORTS.has(key) ? { from: '', to: '' } : {}) });
  };
  const changeDates = (dates: { from?: string; to?: string }) =>
    change({ ...dates, ...(PRICE_SORTS.has(sort) && (dates.from || dates.to) ? { sort: '' } : {}) });
  const clear = () => {
    cursorPages.reset();
    filters.clear();
  };

  return {
    values: f,
    variables,
    sort,
    sortState,
    page,
    rows,
    loading,
    error,
    refetch,
    pager: cursorPages.pager(page?.pageInfo),
    selection,
    setSelection,
    selectedRows: rows.filter((row) => selection[row.id]),
    change,
    changeDates,
    clear,
    onSort,
    archive,
  };
}

export type LeadList = ReturnType<typeof useLeadList>;
