import { useMemo, useState } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { SURVEY_LEVEL_LABELS } from '../../../../common/formOptions';
import type { AdminRicsSurveysQuery as SurveysData, RicsSurveyStatus } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { fetchAllPages } from '../../ui/admin/allPages';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { labels } from '../../ui/admin/labels';
import { ListPage } from '../../ui/admin/ListPage';
import { Modal } from '../../ui/admin/Modal';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlStatusList } from '../../ui/admin/statusList';
import { Detail } from '../../ui/admin/Detail';
import { EnquiryHistory } from './EnquiryHistory';
import { AdminRicsSurveysQuery, SetRicsSurveyStatusMutation } from './enquiries.operations';
import { StatusCell } from '../../ui/admin/history';

type Row = SurveysData['adminRicsSurveys']['nodes'][number];
const PAGE_SIZE = 25;
const STATUS_LABELS: Record<RicsSurveyStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  BOOKED: 'Booked',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};
/** The one step forward from each open status, with the button that takes it. */
const NEXT_STEP: Partial<Record<RicsSurveyStatus, { status: RicsSurveyStatus; action: string }>> = {
  NEW: { status: 'CONTACTED', action: 'Mark contacted' },
  CONTACTED: { status: 'BOOKED', action: 'Mark booked' },
  BOOKED: { status: 'COMPLETED', action: 'Mark completed' },
};
const surveyLabel = (value: string) => (SURVEY_LEVEL_LABELS as Record<string, string>)[value] ?? labels.any(value);

/** /admin/rics-surveys: survey and inspection requests, moved along new → contacted → booked → completed, or cancelled. */
export function AdminRicsSurveysPage() {
  const { status, rows, refetch, listProps } = useUrlStatusList(
    STATUS_LABELS,
    { query: AdminRicsSurveysQuery, connection: (data) => data.adminRicsSurveys },
    PAGE_SIZE,
  );
  const toast = useToast();
  const confirm = useConfirm();
  const client = useApolloClient();
  // The request as opened, kept (with its changes) when a change moves it out of the filtered page.
  const [opened, setOpened] = useState<Row | null>(null);
  const [setStatus] = useMutation(SetRicsSurveyStatusMutation);
  const open = opened ? (rows.find((row) => row.id === opened.id) ?? opened) : null;

  async function move(row: Row, next: RicsSurveyStatus) {
    if (next === 'CANCELLED') {
      const answer = await confirm({
        title: 'Cancel this survey request?',
        message: (
          <p>
            {row.reference} ({surveyLabel(row.surveyLevel)} for {row.name}) is marked cancelled and leaves the pipeline. It cannot be moved
            on afterwards.
          </p>
        ),
        confirmLabel: 'Cancel the request',
        danger: true,
      });
      if (!answer.confirmed) return;
    }
    try {
      const result = await setStatus({ variables: { id: row.id, status: next, expectedUpdatedAt: row.updatedAt } });
      const changes = result.data?.setRicsSurveyStatus;
      if (changes) setOpened((current) => (current?.id === row.id ? { ...current, ...changes } : current));
      toast.show(`${row.reference}: ${STATUS_LABELS[next]}`);
      await refetch();
    } catch (problem) {
      toast.show(messageOf(problem, 'The survey request could not be updated'), { tone: 'error' });
    }
  }

  function actionsFor(row: Row) {
    const next = NEXT_STEP[row.status];
    if (!next) return null;
    return (
      <div className="page-actions">
        <button
          type="button"
          className="button small"
          onClick={() => void move(row, next.status)}
          aria-label={`${next.action}: ${row.reference}`}
        >
          {next.action}
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => void move(row, 'CANCELLED')}
          aria-label={`Cancel ${row.reference}`}
        >
          Cancel request
        </button>
      </div>
    );
  }

  async function exportCsv() {
    try {
      const all = await fetchAllPages(async (after) => {
        const result = await client.query({
          query: AdminRicsSurveysQuery,
          variables: { status, first: 100, after },
          fetchPolicy: 'network-only',
        });
        return result.data?.adminRicsSurveys;
      });
      downloadText(
        `rics-surveys-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(
          [
            'Reference',
            'Received',
            'Name',
            'Email',
            'Phone',
            'Postcode',
            'Property',
            'Survey',
            'Lender',
            'Preferred date',
            'Notes',
            'Status',
          ],
          all.map((row) => [
            row.reference,
            row.createdAt,
            row.name,
            row.email,
            row.phone,
            row.postcode,
            labels.property(row.propertyType),
            surveyLabel(row.surveyLevel),
            row.lender ?? '',
            row.preferredDate ?? '',
            row.notes,
            STATUS_LABELS[row.status],
          ]),
        ),
      );
    } catch (problem) {
      toast.show(messageOf(problem, 'The export could not be made'), { tone: 'error' });
    }
  }

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      { id: 'createdAt', header: 'Received', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      {
        id: 'who',
        header: 'Who',
        cell: ({ row }) => (
          <>
            <button type="button" className="link-button" onClick={() => setOpened(row.original)}>
              {row.original.name}
            </button>
            <div className="muted">{row.original.reference}</div>
          </>
        ),
      },
      { id: 'survey', header: 'Survey', cell: ({ row }) => surveyLabel(row.original.surveyLevel) },
      {
        id: 'property',
        header: 'Property',
        cell: ({ row }) => (
          <>
            {labels.property(row.original.propertyType)}
            <div className="muted">{row.original.postcode}</div>
          </>
        ),
      },
      {
        id: 'preferredDate',
        header: 'Preferred date',
        cell: ({ row }) => (row.original.preferredDate ? formatLondonDate(row.original.preferredDate) : 'Any'),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusCell label={STATUS_LABELS[row.original.status]} history={row.original.history} />,
      },
      { id: 'actions', header: 'Actions', cell: ({ row }) => actionsFor(row.original) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refetch],
  );

  return (
    <>
      <ListPage
        title="RICS surveys"
        noun={{ one: 'survey request', many: 'survey requests' }}
        {...listProps}
        onExport={() => void exportCsv()}
        empty="No survey requests match this filter."
      >
        <DataTable
          caption="Survey requests, newest first"
          rows={rows}
          columns={columns}
          rowId={(row) => row.id}
          onRowOpen={(row) => setOpened(row)}
        />
      </ListPage>
      {open && (
        <Modal title={`Survey request ${open.reference}`} onClose={() => setOpened(null)} wide footer={actionsFor(open)}>
          <dl className="detail-grid">
            <Detail label="Status">
              <span className="badge">{STATUS_LABELS[open.status]}</span>
            </Detail>
            <Detail label="Survey">{surveyLabel(open.surveyLevel)}</Detail>
            {open.removalRecordNumber && (
              <Detail label="After removal">
                Removal record {open.removalRecordNumber}: send the surveyor their report link from the lead’s details (Quotes and job)
              </Detail>
            )}
            <Detail label="Name">{open.name}</Detail>
            <Detail label="Phone">
              <PhoneLink phone={open.phone} />
            </Detail>
            <Detail label="Email">
              <a href={`mailto:${open.email}`}>{open.email}</a>
            </Detail>
            <Detail label="Property">
              {labels.property(open.propertyType)}, {open.postcode}
            </Detail>
            <Detail label="Lender">{open.lender ?? '—'}</Detail>
            <Detail label="Preferred date">{open.preferredDate ? formatLondonDate(open.preferredDate) : 'Any'}</Detail>
            <Detail label="Received">{formatLondonDateTime(open.createdAt)}</Detail>
          </dl>
          <h3>Notes</h3>
          {open.notes ? <p className="mail-text">{open.notes}</p> : <p className="muted">None.</p>}
          <h3>History</h3>
          <EnquiryHistory history={open.history} createdAt={open.createdAt} statusLabel={(action) => labels.any(action)} />
        </Modal>
      )}
    </>
  );
}
