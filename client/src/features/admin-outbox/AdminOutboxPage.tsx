import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { messageOf } from '../../lib/apollo';
import { useToast } from '../../ui/admin/Toasts';
import type { AdminOutboxQuery as OutboxData, MailStatus } from '../../gql/graphql';
import { formatLondonDateTime } from '../../lib/dates';
import { AdminStates } from '../../ui/admin/AdminStates';
import { ListPage } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { Modal } from '../../ui/admin/Modal';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { LinkedText } from '../../ui/LinkedText';
import { useUrlStatusList } from '../../ui/admin/statusList';
import { AdminOutboxMessageQuery, AdminOutboxQuery, ResendMailMessageMutation } from './outbox.operations';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

type Row = OutboxData['mailMessages']['nodes'][number];
const STATUS_LABELS: Record<MailStatus, string> = { PENDING: 'Waiting to send', SENT: 'Sent', FAILED: 'Gave up' };

/** /admin/outbox: every e-mail the site has queued, its status and delivery attempts (decision 0005). */
export function AdminOutboxPage() {
  // ?status=failed, or FAILED as this page wrote it before.
  const { rows, refetch, listProps } = useUrlStatusList(STATUS_LABELS, {
    query: AdminOutboxQuery,
    connection: (data) => data.mailMessages,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const toast = useToast();
  const [resend] = useMutation(ResendMailMessageMutation);
  const { once } = useSubmitOnce();
  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(() => {
    async function sendAgainNow(row: Row) {
      try {
        const result = await resend({ variables: { id: row.id } });
        toast.show(
          result.data?.resendMailMessage.resendOf
            ? `A new copy of “${row.subject}” is queued for ${row.to}`
            : `“${row.subject}” is queued again for ${row.to}`,
        );
        await refetch();
      } catch (problem) {
        toast.show(messageOf(problem, 'The e-mail could not be queued again'), { tone: 'error' });
      }
    }
    function sendAgain(row: Row) {
      return once(() => sendAgainNow(row));
    }
    return [
      { id: 'createdAt', header: 'Queued', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      { id: 'to', header: 'To', cell: ({ row }) => row.original.to },
      {
        id: 'subject',
        header: 'Subject',
        cell: ({ row }) => (
          <button type="button" className="link-button" onClick={() => setOpenId(row.original.id)}>
            {row.original.subject}
          </button>
        ),
      },
      { id: 'template', header: 'Kind', cell: ({ row }) => row.original.label },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className="badge">{STATUS_LABELS[row.original.status]}</span>
            {row.original.sentAt && <div className="muted">{formatLondonDateTime(row.original.sentAt)}</div>}
            {row.original.lastError && <div className="field-error">{row.original.lastError}</div>}
            {row.original.resentBy && (
              <div className="muted">
                {row.original.resendOf ? 'Copy sent again' : 'Sent again'} by {row.original.resentBy}
                {row.original.resentAt ? `, ${formatLondonDateTime(row.original.resentAt)}` : ''}
              </div>
            )}
          </>
        ),
      },
      { id: 'attempts', header: 'Attempts', cell: ({ row }) => row.original.attempts },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          row.original.status === 'PENDING' ? (
            <span className="muted">Waiting</span>
          ) : (
            <button
              type="button"
              className="button secondary small"
              onClick={() => void sendAgain(row.original)}
              aria-label={`Send “${row.original.subject}” to ${row.original.to} again`}
            >
              Send again
            </button>
          ),
      },
    ];
  }, [resend, refetch, toast, once]);
  return (
    <>
      <ListPage
        title="E-mail outbox"
        noun={{ one: 'e-mail', many: 'e-mails' }}
        {...listProps}
        onExport={() =>
          downloadText(
            'outbox.csv',
            toCsv(
              ['Queued', 'To', 'Subject', 'Kind', 'Status', 'Attempts', 'Last error'],
              rows.map((row) => [row.createdAt, row.to, row.subject, row.label, STATUS_LABELS[row.status], row.attempts, row.lastError]),
            ),
          )
        }
        empty="No e-mails match this filter."
      >
        <DataTable caption="E-mails, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
      </ListPage>
      {openId && <MessageModal id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}

function MessageModal({ id, onClose }: { id: string; onClose(): void }) {
  const { data, loading, error } = useQuery(AdminOutboxMessageQuery, { variables: { id } });
  const message = data?.mailMessage;
  return (
    <Modal title={message?.subject ?? 'E-mail'} onClose={onClose} wide>
      <AdminStates noun="e-mail" loading={loading} error={error} isEmpty={data ? !message : null} empty="This e-mail no longer exists.">
        {message && (
          <>
            <p>To: {message.to}</p>
            <div className="mail-parts">
              <section aria-label="Text part">
                <h3>Text</h3>
                <pre className="mail-text">
                  <LinkedText text={message.text} />
                </pre>
              </section>
              <section aria-label="HTML part">
                <h3>HTML</h3>
                {message.html ? (
                  // An empty sandbox: the e-mail's HTML runs no script, submits no form and cannot reach this page or its
                  // sign-in (an opaque origin). srcdoc needs no frame-src source; the frame inherits the page's CSP.
                  <iframe
                    className="mail-html"
                    title={`HTML part of “${message.subject}”`}
                    sandbox=""
                    srcDoc={message.html}
                    referrerPolicy="no-referrer"
                  />
                ) : (
                  <p className="muted">This e-mail has no HTML part it can show.</p>
                )}
              </section>
            </div>
          </>
        )}
      </AdminStates>
    </Modal>
  );
}
