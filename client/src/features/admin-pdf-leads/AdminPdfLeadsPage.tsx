import { useMemo } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { AdminPdfLeadsQuery as PdfLeadsData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { fetchAllPages } from '../../ui/admin/allPages';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { GUIDE_LABELS, labels } from '../../ui/admin/labels';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminPdfLeadsQuery } from './pdfLeads.operations';

type Row = PdfLeadsData['adminPdfLeads']['nodes'][number];
const PAGE_SIZE = 25;
const FILTER_KEYS = ['guide'] as const;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /admin/pdf-leads: who asked for a free guide, how often they downloaded it, and whether they accept marketing. */
export function AdminPdfLeadsPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const guide = filters.values.guide || null;
  const cursorPages = useCursorPages(filters);
  const toast = useToast();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(AdminPdfLeadsQuery, {
    variables: { guide, first: PAGE_SIZE, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.adminPdfLeads;
  const rows = page?.nodes ?? [];

  async function exportCsv() {
    try {
      const all = await fetchAllPages(async (after) => {
        const result = await client.query({
          query: AdminPdfLeadsQuery,
          variables: { guide, first: 100, after },
          fetchPolicy: 'network-only',
        });
        return result.data?.adminPdfLeads;
      });
      downloadText(
        `guide-leads-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(
          [
            'Name',
            'Email',
            'Postcode',
            'Guide',
            'First asked',
            'Last asked',
            'Requests',
            'Downloads',
            'Last download',
            'Marketing e-mails',
          ],
          all.map((row) => [
            row.name,
            row.email,
            row.postcode ?? '',
            labels.guide(row.guide),
            row.createdAt,
            row.lastRequestedAt ?? '',
            row.requests,
            row.downloads,
            row.lastDownloadedAt ?? '',
            yesNo(row.marketingConsent),
          ]),
        ),
      );
    } catch (problem) {
      toast.show(messageOf(problem, 'The export could not be made'), { tone: 'error' });
    }
  }

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      { id: 'createdAt', header: 'First asked', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      {
        id: 'who',
        header: 'Who',
        cell: ({ row }) => (
          <>
            {row.original.name}
            <div className="muted">
              <a href={`mailto:${row.original.email}`}>{row.original.email}</a>
            </div>
          </>
        ),
      },
      { id: 'postcode', header: 'Postcode', cell: ({ row }) => row.original.postcode ?? '—' },
      { id: 'guide', header: 'Guide', cell: ({ row }) => labels.guide(row.original.guide) },
      {
        id: 'downloads',
        header: 'Downloads',
        cell: ({ row }) => (
          <>
            {row.original.downloads}
            {row.original.lastDownloadedAt && <div className="muted">last {formatLondonDateTime(row.original.lastDownloadedAt)}</div>}
          </>
        ),
      },
      { id: 'requests', header: 'Requests', cell: ({ row }) => row.original.requests },
      { id: 'marketing', header: 'Marketing e-mails', cell: ({ row }) => yesNo(row.original.marketingConsent) },
    ],
    [],
  );

  return (
    <ListPage
      title="Guide downloads"
      noun={{ one: 'guide lead', many: 'guide leads' }}
      filters={
        <FilterSelect
          label="Guide"
          anyLabel="All guides"
          value={guide ?? ''}
          options={Object.entries(GUIDE_LABELS)}
          onChange={(value) => {
            cursorPages.reset();
            filters.set({ guide: value });
          }}
        />
      }
      {...connectionList(page, cursorPages, { loading, error, refetch })}
      onExport={() => void exportCsv()}
      empty="Nobody has asked for this guide yet."
    >
      <DataTable caption="Guide leads, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
