import { Fragment, useMemo } from 'react';
import { formatUkPhone } from '../../../../common/phone';
import { telHref } from '../../../../common/siteOperator';
import { useMutation } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { storedValue } from '../../lib/enums';
import type { ColumnDef } from '../../ui/admin/DataTable';
import { labels } from '../../ui/admin/labels';
import { useToast } from '../../ui/admin/Toasts';
import { PublishLeadMutation } from './leads.operations';
import type { LeadModalKind } from './LeadModals';
import type { LeadList, LeadRow } from './useLeadList';

/** The leads table's columns; a row's buttons open its modals, publish, send or archive it. */
export function useLeadColumns(
  { archive, refetch }: Pick<LeadList, 'archive' | 'refetch'>,
  open: (kind: LeadModalKind, id: string) => void,
) {
  return useMemo<Array<ColumnDef<LeadRow, unknown>>>(
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
            <span className="lead-name">{row.original.homeowner.name}</span>
            <span className="lead-contact">
              <a className="contact-email" href={`mailto:${row.original.homeowner.email}`} title={row.original.homeowner.email}>
                <BreakableEmail email={row.original.homeowner.email} />
              </a>{' '}
              <a className="contact-phone phone-number" href={telHref(row.original.homeowner.phone)}>
                {formatUkPhone(row.original.homeowner.phone)}
              </a>
            </span>
          </>
        ),
      },
      {
        id: 'property',
        header: 'Property',
        cell: ({ row }) => (
          <>
            <span className="lead-postcode">{row.original.property.postcode}</span>{' '}
            <span className="lead-area">
              {row.original.property.region}
              <span className="lead-property-type"> · {labels.property(row.original.property.type)}</span>
            </span>
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
}

/**
 * An e-mail address that wraps only where a reader expects it to: before the @ and after a dot, never inside a word
 * (the table's links otherwise break anywhere).
 */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
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
