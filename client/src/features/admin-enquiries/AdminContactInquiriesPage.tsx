import { useId, useMemo, useState } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { useMutation } from '@apollo/client/react';
import { CONTACT_SUBJECT_LABELS } from '../../../../common/formOptions';
import { CONTACT_REPLY_MAX, contactReplySchema } from '../../../../common/validation/enquiries';
import type { AdminContactInquiriesQuery as InquiriesData, ContactInquiryStatus } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { labels } from '../../ui/admin/labels';
import { ListPage } from '../../ui/admin/ListPage';
import { Modal } from '../../ui/admin/Modal';
import { useToast } from '../../ui/admin/Toasts';
import { useUrlStatusList } from '../../ui/admin/statusList';
import { Detail } from '../../ui/admin/Detail';
import { EnquiryHistory } from './EnquiryHistory';
import { AdminContactInquiriesQuery, CloseContactInquiryMutation, ReplyToContactInquiryMutation } from './enquiries.operations';
import { StatusCell } from '../../ui/admin/history';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

type Row = InquiriesData['adminContactInquiries']['nodes'][number];
const STATUS_LABELS: Record<ContactInquiryStatus, string> = { NEW: 'New', REPLIED: 'Replied', CLOSED: 'Closed' };
const subjectLabel = (value: string) => (CONTACT_SUBJECT_LABELS as Record<string, string>)[value] ?? labels.any(value);
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** /admin/contact-inquiries: messages from the contact page; read one, reply by e-mail (through the outbox) or close it. */
export function AdminContactInquiriesPage() {
  const { rows, refetch, listProps } = useUrlStatusList(STATUS_LABELS, {
    query: AdminContactInquiriesQuery,
    connection: (data) => data.adminContactInquiries,
  });
  // The message as opened, kept (with its changes) when a change moves it out of the filtered page.
  const [opened, setOpened] = useState<Row | null>(null);
  const open = opened ? (rows.find((row) => row.id === opened.id) ?? opened) : null;

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      { id: 'createdAt', header: 'Received', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      {
        id: 'from',
        header: 'From',
        cell: ({ row }) => (
          <>
            {row.original.name}
            <div className="muted">{row.original.email}</div>
          </>
        ),
      },
      { id: 'subject', header: 'About', cell: ({ row }) => subjectLabel(row.original.subject) },
      {
        id: 'message',
        header: 'Message',
        cell: ({ row }) => (
          <button
            type="button"
            className="link-button"
            onClick={() => setOpened(row.original)}
            aria-label={`Open the message from ${row.original.name} (${row.original.reference})`}
          >
            {excerpt(row.original.message)}
          </button>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <StatusCell label={STATUS_LABELS[row.original.status]} history={row.original.history} />,
      },
    ],
    [],
  );

  return (
    <>
      <ListPage title="Contact inquiries" noun={{ one: 'message', many: 'messages' }} {...listProps} empty="No messages match this filter.">
        <DataTable
          caption="Contact messages, newest first"
          rows={rows}
          columns={columns}
          rowId={(row) => row.id}
          onRowOpen={(row) => setOpened(row)}
        />
      </ListPage>
      {open && (
        <InquiryModal
          key={open.id}
          inquiry={open}
          onClose={() => setOpened(null)}
          onChanged={(changes) => {
            setOpened((current) => (current ? { ...current, ...changes } : current));
            void refetch();
          }}
        />
      )}
    </>
  );
}

function InquiryModal({ inquiry, onClose, onChanged }: { inquiry: Row; onClose(): void; onChanged(changes: Partial<Row>): void }) {
  const toast = useToast();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const [sendReply, { loading: sending }] = useMutation(ReplyToContactInquiryMutation);
  const [close, { loading: closing }] = useMutation(CloseContactInquiryMutation);
  const sendOnce = useSubmitOnce();
  async function onSendNow() {
    const local = contactReplySchema.safeParse({ reply });
    if (!local.success) {
      setReplyError(local.error.issues[0].message);
      return;
    }
    setReplyError(null);
    try {
      const result = await sendReply({ variables: { id: inquiry.id, reply, expectedUpdatedAt: inquiry.updatedAt } });
      setReply('');
      toast.show(`Reply sent to ${inquiry.name}`);
      onChanged(result.data?.replyToContactInquiry ?? {});
    } catch (problem) {
      const fieldError = fieldErrorsOf(problem).reply;
      if (fieldError) setReplyError(fieldError);
      else toast.show(messageOf(problem, 'The reply could not be sent'), { tone: 'error' });
    }
  }
  function onSend() {
    return sendOnce.once(() => onSendNow());
  }

  async function onCloseInquiry() {
    try {
      const result = await close({ variables: { id: inquiry.id, expectedUpdatedAt: inquiry.updatedAt } });
      toast.show(`${inquiry.reference}: Closed`);
      onChanged(result.data?.closeContactInquiry ?? {});
    } catch (problem) {
      toast.show(messageOf(problem, 'The message could not be closed'), { tone: 'error' });
    }
  }

  return (
    <Modal
      title={`Message ${inquiry.reference}`}
      onClose={onClose}
      wide
      footer={
        inquiry.status === 'CLOSED' ? null : (
          <>
            <button type="button" className="button secondary" onClick={() => void onCloseInquiry()} disabled={closing || sending}>
              Close message
            </button>
            <button type="button" className="button" onClick={() => void onSend()} disabled={sending || closing}>
              {sending ? 'Sending…' : 'Send reply'}
            </button>
          </>
        )
      }
    >
      <dl className="detail-grid">
        <Detail label="Status">
          <span className="badge">{STATUS_LABELS[inquiry.status]}</span>
        </Detail>
        <Detail label="From">{inquiry.name}</Detail>
        <Detail label="Email">
          <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        </Detail>
        <Detail label="Phone">{inquiry.phone ? <PhoneLink phone={inquiry.phone} /> : '—'}</Detail>
        <Detail label="About">{subjectLabel(inquiry.subject)}</Detail>
        <Detail label="Received">{formatLondonDateTime(inquiry.createdAt)}</Detail>
      </dl>
      <h3>Message</h3>
      <p className="mail-text">{inquiry.message}</p>
      <h3>History</h3>
      <EnquiryHistory history={inquiry.history} createdAt={inquiry.createdAt} statusLabel={(action) => labels.any(action)} />
      {inquiry.status !== 'CLOSED' && (
        <div className={`field${replyError ? ' has-error' : ''}`}>
          <label htmlFor={replyId}>Your reply (e-mailed to {inquiry.email})</label>
          <textarea
            id={replyId}
            rows={6}
            value={reply}
            maxLength={CONTACT_REPLY_MAX}
            onChange={(event) => setReply(event.target.value)}
            aria-invalid={replyError ? true : undefined}
            aria-describedby={replyError ? `${replyId}-error` : undefined}
          />
          {replyError && (
            <p className="field-error" id={`${replyId}-error`} role="alert">
              {replyError}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
