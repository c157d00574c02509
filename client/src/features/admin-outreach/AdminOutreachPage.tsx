import { useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { AdminOutreachListQuery as OutreachData, OutreachKind, OutreachStatus } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { StatCards } from '../../ui/admin/AdminStates';
import { StatCard } from '../../ui/admin/StatCard';
import { fetchAllPages } from '../../ui/admin/allPages';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { labels, OUTREACH_KIND_LABELS, OUTREACH_STATUS_LABELS } from '../../ui/admin/labels';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { paths, withQuery } from '../../lib/paths';
import { AdminOutreachListQuery, OutreachDueCountQuery } from './outreach.operations';
import { EMPTY_DRAFT, OutreachForm, type OutreachDraft } from './OutreachForm';
import { MoveDialog } from './MoveDialog';
import { StatusCell } from '../../ui/admin/history';

type Row = OutreachData['adminOutreachList']['nodes'][number];
const FILTER_KEYS = ['status', 'kind', 'due'] as const;
const STATUS_OPTIONS = Object.entries(OUTREACH_STATUS_LABELS) as Array<[string, string]>;
const KIND_OPTIONS = Object.entries(OUTREACH_KIND_LABELS) as Array<[string, string]>;
const OPEN = ['to_contact', 'contacted', 'replied'];

const todayInLondon = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** /admin/outreach: the link-building and partnership pipeline, with the follow-ups due today. */
export function AdminOutreachPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const dueToday = filters.values.due === 'today';
  const statusValue =
    filters.values.status in OUTREACH_STATUS_LABELS && !(dueToday && !OPEN.includes(filters.values.status)) ? filters.values.status : '';
  const kindValue = filters.values.kind in OUTREACH_KIND_LABELS ? filters.values.kind : '';
  const variables = {
    status: (statusValue.toUpperCase() || null) as OutreachStatus | null,
    kind: (kindValue.toUpperCase() || null) as OutreachKind | null,
    dueToday,
  };
  const cursorPages = useCursorPages(filters);
  const toast = useToast();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(AdminOutreachListQuery, {
    variables: { ...variables, first: 25, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const due = useQuery(OutreachDueCountQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<OutreachDraft | null>(null);
  const [moving, setMoving] = useState<Row | null>(null);
  const page = data?.adminOutreachList;
  const rows = page?.nodes ?? [];
  const today = todayInLondon();
  const refresh = async () => {
    await Promise.all([refetch(), due.refetch()]);
  };

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      {
        id: 'site',
        header: 'Site',
        cell: ({ row }) => (
          <>
            <strong>{row.original.site}</strong>
            <br />
            <a href={row.original.url} target="_blank" rel="noopener noreferrer nofollow">
              {row.original.url.replace(/^https?:\/\//, '')}
            </a>
          </>
        ),
      },
      { id: 'kind', header: 'Kind', cell: ({ row }) => labels.outreachKind(row.original.kind) },
      {
        id: 'contact',
        header: 'Contact',
        cell: ({ row }) => (
          <>
            {row.original.contactName ?? '—'}
            {row.original.contactEmail && (
              <div>
                <a href={`mailto:${row.original.contactEmail}`}>{row.original.contactEmail}</a>
              </div>
            )}
          </>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusCell label={labels.outreachStatus(row.original.status)} history={row.original.history} showNote />,
      },
      {
        id: 'followUpAt',
        header: 'Follow up',
        cell: ({ row }) => {
          const day = row.original.followUpAt;
          if (!day) return '—';
          const isDue = day <= today && OPEN.includes(row.original.status.toLowerCase());
          return (
            <span className={isDue ? 'badge warning' : undefined}>{`${formatLondonDate(`${day}T12:00:00Z`)}${isDue ? ' (due)' : ''}`}</span>
          );
        },
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="page-actions">
            <button type="button" className="button small" onClick={() => setMoving(row.original)} aria-label={`Move ${row.original.site}`}>
              Move
            </button>
            <button
              type="button"
              className="button secondary small"
              aria-label={`Edit ${row.original.site}`}
              onClick={() =>
                setEditing({
                  id: row.original.id,
                  site: row.original.site,
                  url: row.original.url,
                  contactName: row.original.contactName ?? '',
                  contactEmail: row.original.contactEmail ?? '',
                  kind: row.original.kind,
                  followUpAt: row.original.followUpAt ?? '',
                  notes: row.original.notes ?? '',
                  updatedAt: row.original.updatedAt,
                })
              }
            >
              Edit
            </button>
          </div>
        ),
      },
    ],
    [today],
  );

  async function exportAll() {
    try {
      const all = await fetchAllPages(async (after) => {
        const result = await client.query({
          query: AdminOutreachListQuery,
          variables: { ...variables, first: 100, after },
          fetchPolicy: 'network-only',
        });
        return result.data?.adminOutreachList;
      });
      downloadText(
        'outreach.csv',
        toCsv(
          ['Site', 'Address', 'Kind', 'Status', 'Contact', 'E-mail', 'Follow up', 'Notes', 'Added'],
          all.map((row) => [
            row.site,
            row.url,
            labels.outreachKind(row.kind),
            labels.outreachStatus(row.status),
            row.contactName,
            row.contactEmail,
            row.followUpAt,
            row.notes,
            row.createdAt,
          ]),
        ),
      );
    } catch (problem) {
      toast.show(messageOf(problem, 'The export failed'), { tone: 'error' });
    }
  }

  return (
    <>
      <ListPage
        title="Outreach"
        noun={{ one: 'site', many: 'sites' }}
        actions={
          <button type="button" className="button" onClick={() => setEditing(EMPTY_DRAFT)}>
            Add a site
          </button>
        }
        stats={
          <StatCards>
            <StatCard
              label="Follow-ups due today"
              value={due.data?.adminOutreachList.totalCount ?? '…'}
              to={withQuery(paths.admin.outreach, { due: 'today' })}
            />
          </StatCards>
        }
        filters={
          <>
            <FilterSelect
              label="Follow-ups"
              value={dueToday ? 'today' : ''}
              options={[['today', 'Due today or earlier']]}
              onChange={(value) => {
                cursorPages.reset();
                filters.set({ due: value, ...(value ? { status: OPEN.includes(statusValue) ? statusValue : '' } : {}) });
              }}
            />
            <FilterSelect
              label="Status"
              value={statusValue}
              options={dueToday ? STATUS_OPTIONS.filter(([value]) => OPEN.includes(value)) : STATUS_OPTIONS}
              onChange={(value) => {
                cursorPages.reset();
                filters.set({ status: value });
              }}
            />
            <FilterSelect
              label="Kind"
              value={kindValue}
              options={KIND_OPTIONS}
              onChange={(value) => {
                cursorPages.reset();
                filters.set({ kind: value });
              }}
            />
          </>
        }
        {...connectionList(page, cursorPages, { loading, error, refetch: refresh })}
        onExport={() => void exportAll()}
        empty={dueToday ? 'No follow-ups are due today.' : 'No sites match these filters.'}
      >
        <DataTable
          caption={dueToday ? 'Follow-ups due today or earlier, soonest first' : 'Outreach sites, newest first'}
          rows={rows}
          columns={columns}
          rowId={(row) => row.id}
        />
      </ListPage>
      {editing && (
        <OutreachForm
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={(site) => {
            setEditing(null);
            toast.show(editing.id ? `${site} saved` : `${site} added`);
            void refresh();
          }}
        />
      )}
      {moving && (
        <MoveDialog
          row={moving}
          onClose={() => setMoving(null)}
          onMoved={(status) => {
            toast.show(`${moving.site}: ${labels.outreachStatus(status)}`);
            setMoving(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}
