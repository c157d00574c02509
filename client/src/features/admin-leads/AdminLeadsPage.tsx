import { lazy, Suspense, useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { formatPounds } from '../../../../common/calculator';
import { UK_REGIONS } from '../../../../common/ukRegions';
import { URGENCIES } from '../../../../common/formOptions';
import { LEAD_ORIGINS } from '../../../../common/leadOrigins';
import type { AdminLeadRowFragment, LeadSort, LeadStatus } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { formatLondonDateTime, londonDayEndIso, londonDayStartIso } from '../../lib/dates';
import { storedValue } from '../../lib/enums';
import { ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef, type SortState } from '../../ui/admin/DataTable';
import { StatCard } from '../../ui/admin/StatCard';
import { StatCards } from '../../ui/admin/AdminStates';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { fetchAllPages } from '../../ui/admin/allPages';
import { DateRangeFilter } from '../../ui/admin/DateRangeFilter';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { labels } from '../../ui/admin/labels';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminLeadsQuery, PublishLeadMutation, SetLeadsArchivedMutation } from './leads.operations';

/** The requests-area modals, in their own chunks, preloaded ~1 s after any /admin page opens (AdminLayout's `preload`). */
const loadDetailsModal = () => import('./LeadDetailsModal');
const loadDistributionsModal = () => import('./LeadDistributionsModal');
const loadCompanySelectionModal = () => import('./CompanySelectionModal');
export const preloadLeadModals = () => Promise.all([loadDetailsModal(), loadDistributionsModal(), loadCompanySelectionModal()]);
const LeadDetailsModal = lazy(() => loadDetailsModal().then((module) => ({ default: module.LeadDetailsModal })));
const LeadDistributionsModal = lazy(() => loadDistributionsModal().then((module) => ({ default: module.LeadDistributionsModal })));
const CompanySelectionModal = lazy(() => loadCompanySelectionModal().then((module) => ({ default: module.CompanySelectionModal })));

/** Which of the requests-area modals is open, for which lead. */
type OpenModal = { kind: 'details' | 'distributions' | 'send'; id: string } | null;

const PAGE_SIZE = 25;
const STATUSES: LeadStatus[] = ['NEW', 'AVAILABLE', 'SOLD_OUT', 'CLOSED', 'REJECTED'];
const FILTER_KEYS = ['status', 'origin', 'region', 'urgency', 'from', 'to', 'q', 'sort', 'archived'] as const;
const SORTS: Record<string, { column: string; desc: boolean }> = {
  NEWEST: { column: 'createdAt', desc: true },
  OLDEST: { column: 'createdAt', desc: false },
  PRICE_HIGH: { column: 'pricePence', desc: true },
  PRICE_LOW: { column: 'pricePence', desc: false },
};
const PRICE_SORTS = new Set<string>(['PRICE_HIGH', 'PRICE_LOW']);

type Row = AdminLeadRowFragment;

/** The requests area (docs/requirements/admin-console.md#requests-area): /admin/leads and /admin/removal-requests. */
export function AdminLeadsPage() {
  const location = useLocation();
  const title = location.pathname.startsWith('/admin/removal-requests') ? 'Removal requests' : 'Leads';
  const filters = useUrlFilters(FILTER_KEYS);
  const f = filters.values;
  const cursorPages = useCursorPages(filters);
  const [search, setSearch] = useState(f.q);
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const [modal, setModal] = useState<OpenModal>(null);
  const open = (kind: 'details' | 'distributions' | 'send', id: string) => setModal({ kind, id });
  const toast = useToast();
  const client = useApolloClient();
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
  const selectedRows = rows.filter((row) => selection[row.id]);

  function change(changes: Partial<Record<(typeof FILTER_KEYS)[number], string>>) {
    cursorPages.reset();
    setSelection({});
    filters.set(changes);
  }

  async function archive(targets: Row[], archived: boolean, undoable = true) {
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

  async function exportCsv() {
    const all = await fetchAllPages(async (after) => {
      const result = await client.query({
        query: AdminLeadsQuery,
        variables: { ...variables, first: 100, after },
        fetchPolicy: 'network-only',
      });
      return result.data?.leads;
    });
    downloadText(
      `leads-${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(
        [
          'Ref',
          'Received',
          'Status',
          'Source',
          'Name',
          'Email',
          'Phone',
          'Postcode',
          'Region',
          'Property',
          'Foam',
          'Urgency',
          'Price (£, ex VAT)',
          'Buyers',
        ],
        all.map((row) => [
          row.ref,
          row.createdAt,
          labels.leadStatus(row.status),
          labels.origin(row.origin),
          row.homeowner.name,
          row.homeowner.email,
          row.homeowner.phone,
          row.property.postcode,
          row.property.region,
          labels.property(row.property.type),
          labels.foam(row.job.foamType),
          labels.urgency(row.job.urgency),
          (row.pricePence / 100).toFixed(2),
          `${row.buyerCount}/${row.maxBuyers}`,
        ]),
      ),
    );
  }

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      {
        id: 'ref',
        header: 'Ref',
        cell: ({ row }) => (
          <button
            type="button"
            className="link-button"
            onClick={() => open('details', row.original.id)}
            aria-label={`Details of ${row.original.ref}`}
          >
            {row.original.ref}
          </button>
        ),
      },
      { id: 'createdAt', header: 'Received', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      {
        id: 'homeowner',
        header: 'Homeowner',
        cell: ({ row }) => (
          <>
            {row.original.homeowner.name}
            <br />
            <a href={`mailto:${row.original.homeowner.email}`}>{row.original.homeowner.email}</a>
            <br />
            <a href={`tel:${row.original.homeowner.phone}`}>{row.original.homeowner.phone}</a>
          </>
        ),
      },
      {
        id: 'property',
        header: 'Property',
        cell: ({ row }) => (
          <>
            {row.original.property.postcode}
            <br />
            {row.original.property.region} · {labels.property(row.original.property.type)}
          </>
        ),
      },
      {
        id: 'job',
        header: 'Job',
        cell: ({ row }) => (
          <>
            {labels.foam(row.original.job.foamType)}
            <br />
            {labels.urgency(row.original.job.urgency)}
          </>
        ),
      },
      { id: 'source', header: 'Source', cell: ({ row }) => labels.origin(row.original.origin) },
      { id: 'pricePence', header: 'Price', cell: ({ row }) => formatPounds(row.original.pricePence) },
      { id: 'buyers', header: 'Buyers', cell: ({ row }) => `${row.original.buyerCount} / ${row.original.maxBuyers}` },
      {
        id: 'sent',
        header: 'Sent to',
        cell: ({ row }) =>
          row.original.distributionCount ? (
            <button
              type="button"
              className="link-button"
              onClick={() => open('distributions', row.original.id)}
              aria-label={`Companies ${row.original.ref} was sent to`}
            >
              {row.original.distributionCount} {row.original.distributionCount === 1 ? 'company' : 'companies'}
            </button>
          ) : (
            '—'
          ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className={`badge status-${storedValue(row.original.status)}`}>{labels.leadStatus(row.original.status)}</span>
            {row.original.archived && <span className="badge">Archived</span>}
            {row.original.status === 'NEW' && !row.original.archived && (
              <PublishButton id={row.original.id} leadRef={row.original.ref} onPublished={() => refetch()} />
            )}
          </>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="page-actions">
            <button type="button" className="button secondary small" onClick={() => open('details', row.original.id)}>
              Details
            </button>
            {row.original.status === 'AVAILABLE' && !row.original.exclusive && !row.original.archived && (
              <button
                type="button"
                className="button secondary small"
                onClick={() => open('send', row.original.id)}
                aria-label={`Send ${row.original.ref} to companies`}
              >
                Send…
              </button>
            )}
            <button
              type="button"
              className="button secondary small"
              onClick={() => void archive([row.original], !row.original.archived)}
              aria-label={`${row.original.archived ? 'Bring back' : 'Archive'} ${row.original.ref}`}
            >
              {row.original.archived ? 'Unarchive' : 'Archive'}
            </button>
          </div>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refetch],
  );

  const sortState: SortState = { id: SORTS[sort].column, desc: SORTS[sort].desc };
  const onSort = (next: SortState) => {
    const key = Object.entries(SORTS).find(([, value]) => value.column === next.id && value.desc === next.desc)?.[0] ?? 'NEWEST';
    // The API refuses a price order with a date range (each would be a range on its own field): a price
    // order shows every date, and choosing dates returns to date order (docs/decisions/0025-list-indexes.md).
    change({ sort: key === 'NEWEST' ? '' : key, ...(PRICE_SORTS.has(key) ? { from: '', to: '' } : {}) });
  };
  const changeDates = (dates: { from?: string; to?: string }) =>
    change({ ...dates, ...(PRICE_SORTS.has(sort) && (dates.from || dates.to) ? { sort: '' } : {}) });

  return (
    <>
      <ListPage
        title={title}
        noun={{ one: 'lead', many: 'leads' }}
        actions={
          <Link className="button small" to="/admin/removal-requests/new">
            New request
          </Link>
        }
        stats={
          page && (
            <StatCards>
              <StatCard label="Match these filters" value={page.totalCount} />
              <StatCard label="On this page" value={rows.length} />
              <StatCard label="Waiting to be checked" value={rows.filter((row) => row.status === 'NEW').length} hint="on this page" />
              <StatCard label="Sold out" value={rows.filter((row) => row.status === 'SOLD_OUT').length} hint="on this page" />
            </StatCards>
          )
        }
        filters={
          <>
            <label>
              Search
              <input
                type="search"
                value={search}
                placeholder="Name, e-mail, phone, postcode or ref"
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') change({ q: search.trim() });
                }}
                onBlur={() => search.trim() !== f.q && change({ q: search.trim() })}
              />
            </label>
            <FilterSelect
              label="Status"
              value={f.status}
              options={STATUSES.map((status) => [status, labels.leadStatus(status)] as const)}
              onChange={(status) => change({ status })}
            />
            <FilterSelect
              label="Source"
              value={f.origin}
              options={LEAD_ORIGINS.map((origin) => [origin, labels.origin(origin)] as const)}
              onChange={(origin) => change({ origin })}
            />
            <FilterSelect
              label="Region"
              value={f.region}
              options={UK_REGIONS.map((region) => [region, region] as const)}
              onChange={(region) => change({ region })}
            />
            <FilterSelect
              label="Urgency"
              value={f.urgency}
              options={URGENCIES.map((urgency) => [urgency, labels.urgency(urgency)] as const)}
              onChange={(urgency) => change({ urgency })}
            />
            <DateRangeFilter from={f.from} to={f.to} onChange={changeDates} />
            {PRICE_SORTS.has(sort) && <small>Sorted by price: all dates. Choosing dates sorts by date.</small>}
            <FilterSelect
              label="Show"
              anyLabel="Current"
              value={f.archived}
              options={[['yes', 'Archived']]}
              onChange={(archived) => change({ archived })}
            />
            <button
              type="button"
              className="button secondary small"
              onClick={() => {
                setSearch('');
                cursorPages.reset();
                filters.clear();
              }}
            >
              Clear filters
            </button>
          </>
        }
        totalCount={page?.totalCount ?? null}
        shownCount={page ? rows.length : null}
        onExport={() => void exportCsv()}
        selectedCount={selectedRows.length}
        bulkActions={
          <>
            <button type="button" className="button small" onClick={() => void archive(selectedRows, f.archived !== 'yes')}>
              {f.archived === 'yes' ? 'Unarchive selected' : 'Archive selected'}
            </button>
            <button type="button" className="button secondary small" onClick={() => setSelection({})}>
              Clear selection
            </button>
          </>
        }
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        empty="No leads match these filters."
        pager={cursorPages.pager(page?.pageInfo)}
      >
        <DataTable
          caption={`${title}, ${labels.any(sort)}`}
          rows={rows}
          columns={columns}
          rowId={(row) => row.id}
          sort={sortState}
          sortable={['createdAt', 'pricePence']}
          onSort={onSort}
          selection={selection}
          onSelection={setSelection}
          onRowOpen={(row) => open('details', row.id)}
        />
      </ListPage>
      <Suspense fallback={null}>
        {modal?.kind === 'details' && (
          <LeadDetailsModal id={modal.id} onClose={() => setModal(null)} onSendToCompanies={() => open('send', modal.id)} />
        )}
        {modal?.kind === 'distributions' && (
          <LeadDistributionsModal id={modal.id} onClose={() => setModal(null)} onSendMore={() => open('send', modal.id)} />
        )}
        {modal?.kind === 'send' && (
          <CompanySelectionModal
            leadId={modal.id}
            onClose={() => setModal(null)}
            onSent={() => {
              setModal({ kind: 'distributions', id: modal.id });
              void refetch();
            }}
          />
        )}
      </Suspense>
    </>
  );
}

/** Puts a new lead on the marketplace after the admin has checked it; the region's companies are alerted. */
function PublishButton({ id, leadRef, onPublished }: { id: string; leadRef: string; onPublished(): void }) {
  const [publish, { loading }] = useMutation(PublishLeadMutation);
  const toast = useToast();
  async function onClick() {
    try {
      await publish({ variables: { id } });
      toast.show(`${leadRef} is on the marketplace`);
      onPublished();
    } catch (error) {
      toast.show(messageOf(error, 'The lead could not be published'), { tone: 'error' });
    }
  }
  return (
    <button
      type="button"
      className="button small"
      onClick={onClick}
      disabled={loading}
      aria-label={`Publish lead ${leadRef} to the marketplace`}
    >
      {loading ? 'Publishing…' : 'Publish'}
    </button>
  );
}
