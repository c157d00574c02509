import { useMemo } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import type { AdminInvoicesQuery as AdminInvoicesData, InvoiceKind } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { formatLondonDateTime, londonDayEndIso, londonDayStartIso } from '../../lib/dates';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { downloadText } from '../../ui/admin/csv';
import { DateRangeFilter } from '../../ui/admin/DateRangeFilter';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminInvoicePdfLinkMutation, AdminInvoicesCsvQuery, AdminInvoicesQuery } from './invoices.operations';

type Row = AdminInvoicesData['adminInvoices']['nodes'][number];
const PAGE_SIZE = 25;
const KINDS: Record<InvoiceKind, string> = { INVOICE: 'Invoice', CREDIT_NOTE: 'Credit note' };
const FILTER_KEYS = ['kind', 'from', 'to'] as const;
/** An export without a start covers everything since the site began issuing invoices. */
const EPOCH = '2026-01-01T00:00:00.000Z';

/** /admin/invoices: every VAT invoice and credit note, filters in the URL, PDFs, and the accountant's CSV for the dates chosen. */
export function AdminInvoicesPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const f = filters.values;
  const cursorPages = useCursorPages(filters);
  const toast = useToast();
  const client = useApolloClient();
  const filter = useMemo(
    () => ({
      kind: f.kind in KINDS ? (f.kind as InvoiceKind) : null,
      issuedFrom: londonDayStartIso(f.from),
      issuedTo: londonDayEndIso(f.to),
    }),
    [f.kind, f.from, f.to],
  );
  const { data, loading, error, refetch } = useQuery(AdminInvoicesQuery, {
    variables: { filter, first: PAGE_SIZE, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const [pdfLink] = useMutation(AdminInvoicePdfLinkMutation);
  const page = data?.adminInvoices;
  const rows = page?.nodes ?? [];

  async function exportCsv() {
    const issuedFrom = filter.issuedFrom ?? EPOCH;
    const issuedTo = filter.issuedTo ?? new Date(Date.now() + 60_000).toISOString();
    try {
      const result = await client.query({ query: AdminInvoicesCsvQuery, variables: { issuedFrom, issuedTo }, fetchPolicy: 'network-only' });
      if (!result.data) throw result.error ?? new Error('No answer');
      downloadText(`invoices-${issuedFrom.slice(0, 10)}-to-${issuedTo.slice(0, 10)}.csv`, result.data.adminInvoicesCsv);
    } catch (problem) {
      toast.show(messageOf(problem, 'The CSV could not be made'), { tone: 'error' });
    }
  }

  async function openPdf(row: Row) {
    try {
      const result = await pdfLink({ variables: { id: row.id } });
      if (result.data) window.location.assign(result.data.adminInvoicePdfLink.url);
    } catch (problem) {
      toast.show(messageOf(problem, 'The PDF could not be prepared'), { tone: 'error' });
    }
  }

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      {
        id: 'number',
        header: 'Number',
        cell: ({ row }) => (
          <>
            {row.original.number}
            <br />
            <span className="muted">
              {KINDS[row.original.kind]}
              {row.original.creditsInvoiceNumber ? ` of ${row.original.creditsInvoiceNumber}` : ''}
            </span>
          </>
        ),
      },
      { id: 'issuedAt', header: 'Issued', cell: ({ row }) => formatLondonDateTime(row.original.issuedAt) },
      { id: 'customer', header: 'Customer', cell: ({ row }) => row.original.customer.name },
      { id: 'description', header: 'For', cell: ({ row }) => row.original.description },
      {
        id: 'amount',
        header: 'Amount',
        cell: ({ row }) => (
          <>
            {formatPounds(row.original.netPence)} + {formatPounds(row.original.vatPence)} VAT ({row.original.vatRatePercent}%)
          </>
        ),
      },
      {
        id: 'actions',
        header: 'PDF',
        cell: ({ row }) => (
          <button type="button" className="button secondary small" onClick={() => void openPdf(row.original)}>
            Download
          </button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  function change(changes: Partial<Record<(typeof FILTER_KEYS)[number], string>>) {
    cursorPages.reset();
    filters.set(changes);
  }

  return (
    <ListPage
      title="Invoices"
      noun={{ one: 'document', many: 'documents' }}
      filters={
        <>
          <FilterSelect
            label="Type"
            anyLabel="Invoices and credit notes"
            value={f.kind}
            options={Object.entries(KINDS)}
            onChange={(kind) => change({ kind })}
          />
          <DateRangeFilter from={f.from} to={f.to} onChange={change} />
        </>
      }
      {...connectionList(page, cursorPages, { loading, error, refetch })}
      onExport={() => void exportCsv()}
      empty="No invoices or credit notes match these filters."
    >
      <DataTable caption="Invoices and credit notes, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
