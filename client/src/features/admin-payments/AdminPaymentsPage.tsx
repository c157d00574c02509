import { useMemo } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import type { AdminPaymentsQuery as AdminPaymentsData, PaymentKind, PaymentStatus } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { formatLondonDateTime, londonDayEndIso, londonDayStartIso } from '../../lib/dates';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { StatCard } from '../../ui/admin/StatCard';
import { StatCards } from '../../ui/admin/AdminStates';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { fetchAllPages } from '../../ui/admin/allPages';
import { DateRangeFilter } from '../../ui/admin/DateRangeFilter';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { labels } from '../../ui/admin/labels';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminPaymentsQuery, AdminRefundPaymentMutation, RevenueThisMonthQuery } from './payments.operations';
import { paths } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

type Row = AdminPaymentsData['adminPayments']['nodes'][number];
const PAGE_SIZE = 25;
const STATUSES: PaymentStatus[] = ['SUCCEEDED', 'REFUNDED', 'PENDING', 'FAILED'];
const KINDS: Record<PaymentKind, string> = {
  LEAD_PURCHASE: 'Lead place',
  CERTIFICATION: 'Certification fee',
  BALANCE_TOP_UP: 'Balance top-up',
};
const FILTER_KEYS = ['status', 'kind', 'from', 'to'] as const;
/** A lead paid from a prepaid balance moved no money: its top-up was the payment (docs/decisions/0050-prepaid-balance.md). */
const kindText = (row: Pick<Row, 'kind' | 'provider'>) =>
  row.provider === 'BALANCE' ? `${KINDS[row.kind]}, from the balance` : KINDS[row.kind];
const total = (row: Row) => row.amountPence + row.vatPence;

/** /admin/payments: every payment, filters in the URL, refund with a reason after a confirmation, CSV. */
export function AdminPaymentsPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const f = filters.values;
  const cursorPages = useCursorPages(filters);
  const toast = useToast();
  const confirm = useConfirm();
  const client = useApolloClient();
  const filter = useMemo(
    () => ({
      status: (STATUSES as string[]).includes(f.status) ? (f.status as PaymentStatus) : null,
      kind: f.kind in KINDS ? (f.kind as PaymentKind) : null,
      createdFrom: londonDayStartIso(f.from),
      createdTo: londonDayEndIso(f.to),
    }),
    [f.status, f.kind, f.from, f.to],
  );
  const { data, loading, error, refetch } = useQuery(AdminPaymentsQuery, {
    variables: { filter, first: PAGE_SIZE, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const [refund] = useMutation(AdminRefundPaymentMutation);
  const sendOnce = useSubmitOnce();
  const revenue = useQuery(RevenueThisMonthQuery, { fetchPolicy: 'cache-and-network' });
  const page = data?.adminPayments;
  const rows = page?.nodes ?? [];
  async function onRefundNow(row: Row) {
    const answer = await confirm({
      title: 'Refund this payment?',
      message: (
        <p>
          {formatPounds(total(row))} (VAT included) goes back to {row.companyName ?? 'the company'} for “{row.description}”. The company is
          e-mailed the reason. This cannot be undone.
        </p>
      ),
      confirmLabel: `Refund ${formatPounds(total(row))}`,
      reason: { label: 'Reason (e-mailed to the company)', minLength: 3 },
      danger: true,
    });
    if (!answer.confirmed) return;
    try {
      await refund({ variables: { id: row.id, reason: answer.reason } });
      toast.show(`Refunded ${formatPounds(total(row))} to ${row.companyName ?? 'the company'}`);
      await Promise.all([refetch(), revenue.refetch()]);
    } catch (problem) {
      toast.show(messageOf(problem, 'The refund could not be made'), { tone: 'error' });
    }
  }
  function onRefund(row: Row) {
    return sendOnce.once(() => onRefundNow(row));
  }

  async function exportCsv() {
    const all = await fetchAllPages(async (after) => {
      const result = await client.query({
        query: AdminPaymentsQuery,
        variables: { filter, first: 100, after },
        fetchPolicy: 'network-only',
      });
      return result.data?.adminPayments;
    });
    downloadText(
      `payments-${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(
        ['Id', 'Started', 'Paid', 'Company', 'For', 'Kind', 'Amount (£, ex VAT)', 'VAT (£)', 'Status', 'Refunded', 'Refund reason'],
        all.map((row) => [
          row.id,
          row.createdAt,
          row.paidAt ?? '',
          row.companyName ?? row.companyId,
          row.description,
          kindText(row),
          (row.amountPence / 100).toFixed(2),
          (row.vatPence / 100).toFixed(2),
          labels.paymentStatus(row.status),
          row.refundedAt ?? '',
          row.refundReason ?? '',
        ]),
      ),
    );
  }

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      { id: 'createdAt', header: 'Started', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      { id: 'company', header: 'Company', cell: ({ row }) => row.original.companyName ?? 'Company no longer exists' },
      {
        id: 'description',
        header: 'For',
        cell: ({ row }) => (
          <>
            {row.original.description}
            <br />
            <span className="muted">{kindText(row.original)}</span>
          </>
        ),
      },
      {
        id: 'amount',
        header: 'Amount',
        cell: ({ row }) => (
          <>
            {formatPounds(row.original.amountPence)} + {formatPounds(row.original.vatPence)} VAT
          </>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className="badge">{labels.paymentStatus(row.original.status)}</span>
            {row.original.refundReason && <div className="muted">{row.original.refundReason}</div>}
          </>
        ),
      },
      { id: 'paidAt', header: 'Paid', cell: ({ row }) => (row.original.paidAt ? formatLondonDateTime(row.original.paidAt) : '—') },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          row.original.status === 'SUCCEEDED' ? (
            <button type="button" className="button secondary small" onClick={() => void onRefund(row.original)}>
              Refund
            </button>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refetch],
  );

  function change(changes: Partial<Record<(typeof FILTER_KEYS)[number], string>>) {
    cursorPages.reset();
    filters.set(changes);
  }

  return (
    <ListPage
      title="Payments"
      noun={{ one: 'payment', many: 'payments' }}
      stats={
        page && (
          <StatCards>
            <StatCard label="Payments matching" value={page.totalCount} />
            <PaymentFigureCards figures={page.figures} />
            {revenue.data?.adminDashboard && (
              <StatCard
                label="Revenue this month"
                value={formatPounds(revenue.data.adminDashboard.revenueThisMonthPence)}
                hint="before VAT, less refunds: as on the dashboard"
                to={paths.admin.dashboard}
              />
            )}
          </StatCards>
        )
      }
      filters={
        <>
          <FilterSelect
            label="Status"
            value={f.status}
            options={STATUSES.map((status) => [status, labels.paymentStatus(status)] as const)}
            onChange={(status) => change({ status })}
          />
          <FilterSelect
            label="For"
            anyLabel="Anything"
            value={f.kind}
            options={Object.entries(KINDS)}
            onChange={(kind) => change({ kind })}
          />
          <DateRangeFilter from={f.from} to={f.to} onChange={change} />
        </>
      }
      {...connectionList(page, cursorPages, { loading, error, refetch })}
      onExport={() => void exportCsv()}
      empty="No payments match these filters."
    >
      <DataTable caption="Payments, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}

const payments = (count: number) => `${count.toLocaleString('en-GB')} payment${count === 1 ? '' : 's'}`;

/**
 * The money in the chosen payments, each kind apart (docs/decisions/0050-prepaid-balance.md): card payments and
 * top-ups are money in; spending from the balance moves credit already paid for; refunds by where they went.
 */
function PaymentFigureCards({ figures }: { figures: AdminPaymentsData['adminPayments']['figures'] }) {
  const received = figures.cardPayments.netPence + figures.cardPayments.vatPence + figures.topUps.netPence + figures.topUps.vatPence;
  return (
    <>
      <StatCard
        label="Card payments for leads and certification"
        value={formatPounds(figures.cardPayments.netPence)}
        hint={`before VAT; VAT ${formatPounds(figures.cardPayments.vatPence)}; ${payments(figures.cardPayments.count)}`}
      />
      <StatCard
        label="Balance top-ups by card"
        value={formatPounds(figures.topUps.netPence)}
        hint={`credit, before VAT; VAT ${formatPounds(figures.topUps.vatPence)}; ${payments(figures.topUps.count)}`}
      />
      <StatCard
        label="Spent from balances"
        value={formatPounds(figures.spentFromBalance.netPence)}
        hint={`before VAT, invoiced at the top-up; ${payments(figures.spentFromBalance.count)}`}
      />
      <StatCard label="Refunded to cards" value={formatPounds(figures.refundedToCardPence)} hint="with VAT" />
      <StatCard label="Refunded to balances" value={formatPounds(figures.refundedToBalancePence)} hint="before VAT" />
      <StatCard
        label="Received by card, less refunds"
        value={formatPounds(received - figures.refundedToCardPence)}
        hint="card payments and top-ups with VAT, less refunds to cards"
      />
      <StatCard
        label="Pending"
        value={formatPounds(figures.pending.netPence + figures.pending.vatPence)}
        hint={`with VAT; ${payments(figures.pending.count)} not paid yet`}
      />
    </>
  );
}
