import { useMemo } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { useMutation } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import { PREFERRED_TIME_LABELS } from '../../../../common/formOptions';
import type { AdminCallbacksQuery as CallbacksData, CallbackStatus } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { ListPage } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { labels } from '../../ui/admin/labels';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlStatusList } from '../../ui/admin/statusList';
import { paths, withQuery } from '../../lib/paths';
import { AdminCallbacksQuery, SetCallbackStatusMutation } from './callbacks.operations';
import { StatusCell } from '../../ui/admin/history';

type Row = CallbacksData['adminCallbacks']['nodes'][number];
const STATUS_LABELS: Record<CallbackStatus, string> = {
  NEW: 'Waiting',
  CALLED: 'Called',
  NO_ANSWER: 'No answer',
  CLOSED: 'Closed',
  CONVERTED: 'Converted to a lead',
};
const timeLabel = (value: string) => (PREFERRED_TIME_LABELS as Record<string, string>)[value] ?? labels.any(value);

/** /admin/quick-callbacks: who asked to be called, and what came of each call (who and when). */
export function AdminCallbacksPage() {
  const { rows, refetch, listProps } = useUrlStatusList(STATUS_LABELS, {
    query: AdminCallbacksQuery,
    connection: (data) => data.adminCallbacks,
  });
  const toast = useToast();
  const [setStatus] = useMutation(SetCallbackStatusMutation);

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(() => {
    async function mark(row: Row, next: CallbackStatus) {
      try {
        await setStatus({ variables: { id: row.id, status: next, expectedUpdatedAt: row.updatedAt } });
        toast.show(`${row.reference}: ${STATUS_LABELS[next]}`);
        await refetch();
      } catch (problem) {
        toast.show(messageOf(problem, 'The call-back could not be updated'), { tone: 'error' });
      }
    }
    return [
      { id: 'createdAt', header: 'Asked', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      {
        id: 'who',
        header: 'Who',
        cell: ({ row }) => (
          <>
            {row.original.name}
            <br />
            <PhoneLink phone={row.original.phone} />
          </>
        ),
      },
      { id: 'when', header: 'Best time', cell: ({ row }) => timeLabel(row.original.preferredTime) },
      { id: 'page', header: 'From page', cell: ({ row }) => row.original.pagePath ?? '—' },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <StatusCell label={STATUS_LABELS[row.original.status]} history={row.original.history}>
            {row.original.convertedLeadRef && (
              <div>
                <Link to={withQuery(paths.admin.leads, { q: row.original.convertedLeadRef })}>Lead {row.original.convertedLeadRef}</Link>
              </div>
            )}
          </StatusCell>
        ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          row.original.status === 'CONVERTED' ? null : (
            <div className="page-actions">
              <Link
                className="button small"
                to={withQuery(paths.admin.newRequest, { callback: row.original.id })}
                aria-label={`Convert ${row.original.reference} to a lead`}
              >
                Convert to lead
              </Link>
              <button
                type="button"
                className="button secondary small"
                onClick={() => void mark(row.original, 'CALLED')}
                aria-label={`Mark ${row.original.reference} called`}
              >
                Called
              </button>
              <button
                type="button"
                className="button secondary small"
                onClick={() => void mark(row.original, 'NO_ANSWER')}
                aria-label={`Mark ${row.original.reference} no answer`}
              >
                No answer
              </button>
            </div>
          ),
      },
    ];
  }, [setStatus, toast, refetch]);

  return (
    <ListPage
      title="Call-backs"
      noun={{ one: 'call-back', many: 'call-backs' }}
      {...listProps}
      onExport={() =>
        downloadText(
          'call-backs.csv',
          toCsv(
            ['Reference', 'Asked', 'Name', 'Phone', 'Best time', 'Status'],
            rows.map((row) => [row.reference, row.createdAt, row.name, row.phone, timeLabel(row.preferredTime), STATUS_LABELS[row.status]]),
          ),
        )
      }
      empty="No call-backs match this filter."
    >
      <DataTable caption="Call-backs, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
