import { useQuery } from '@apollo/client/react';
import { PhoneLink } from '../../ui/PhoneLink';
import { formatPounds } from '../../../../common/calculator';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { AdminStates } from '../../ui/admin/AdminStates';
import { Detail } from '../../ui/admin/Detail';
import { Modal } from '../../ui/admin/Modal';
import { labels } from '../../ui/admin/labels';
import { Tabs } from '../../ui/admin/Tabs';
import type { AdminLeadDetailsQuery as AdminLeadDetailsQueryResult } from '../../gql/graphql';
import { AdminLeadDetailsQuery } from './leads.operations';
import { DistributionsTable } from './DistributionsTable';
import { HomeownerMessageForm } from './HomeownerMessageForm';
import { LeadWorkTab } from './LeadWorkTab';

type Story = NonNullable<NonNullable<AdminLeadDetailsQueryResult['adminLead']>['story']>;

const REVIEW_TEXT: Record<string, string> = {
  none: 'Not reviewed yet',
  pending: 'Reviewed: waiting for approval',
  published: 'Reviewed and published',
  rejected: 'Reviewed: not published',
};

/** The lead's story (common/leadStory.ts): its stage and why, the hired company, whether the job is done and reviewed, and disputes. */
function LeadStorySection({ story }: { story: Story }) {
  return (
    <section aria-label="Where it stands" className="lead-story">
      <h3>Where it stands</h3>
      <p>
        <span className="badge">{story.label}</span> {story.sentence}
      </p>
      <dl className="detail-grid">
        {story.salesStoppedAt && <Detail label="Sales stopped">{formatLondonDateTime(story.salesStoppedAt)}</Detail>}
        <Detail label="Hired company">
          {story.hires.length
            ? story.hires
                .map((hire) => `${hire.companyName}, ${formatLondonDate(hire.at)}${hire.byQuote ? ' (quote accepted)' : ''}`)
                .join('; ')
            : 'None yet'}
        </Detail>
        {story.hires.length > 0 && (
          <>
            <Detail label="Job done">{story.jobDoneAt ? formatLondonDate(story.jobDoneAt) : 'Not yet'}</Detail>
            <Detail label="Review">{story.hires.map((hire) => REVIEW_TEXT[hire.review ?? 'none'] ?? hire.review).join('; ')}</Detail>
          </>
        )}
        <Detail label="Disputed">{story.disputed ? 'Yes: see Companies' : 'No'}</Detail>
      </dl>
    </section>
  );
}

/**
 * The request details modal: the request and its lead, the companies it went to, their quotes and the job record, its
 * e-mails and its history (who changed what, when).
 */
export function LeadDetailsModal({ id, onClose, onSendToCompanies }: { id: string; onClose(): void; onSendToCompanies?(): void }) {
  const { data, loading, error, refetch } = useQuery(AdminLeadDetailsQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const details = data?.adminLead;
  const lead = details?.lead;
  return (
    <Modal title={lead ? `Request ${lead.ref}` : 'Request details'} onClose={onClose} wide>
      <AdminStates
        noun="request"
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data ? !details : null}
        empty="This lead no longer exists."
      >
        {lead && details && (
          <Tabs
            tabs={[
              {
                id: 'request',
                label: 'Request',
                content: (
                  <>
                    {details.story && <LeadStorySection story={details.story} />}
                    <h3>Homeowner</h3>
                    <dl className="detail-grid">
                      <Detail label="Name">{lead.homeowner.name}</Detail>
                      <Detail label="E-mail">
                        <a href={`mailto:${lead.homeowner.email}`}>{lead.homeowner.email}</a>
                      </Detail>
                      <Detail label="Phone">
                        <PhoneLink phone={lead.homeowner.phone} />
                      </Detail>
                    </dl>
                    <h3>Property and job</h3>
                    <dl className="detail-grid">
                      <Detail label="Postcode">
                        {lead.property.postcode} ({lead.property.region})
                      </Detail>
                      <Detail label="Property">
                        {labels.property(lead.property.type)}
                        {lead.property.bedrooms != null ? `, ${lead.property.bedrooms} bedrooms` : ''}
                      </Detail>
                      <Detail label="Foam">{labels.foam(lead.job.foamType)}</Detail>
                      <Detail label="Where">{lead.job.locations.map(labels.location).join(', ')}</Detail>
                      <Detail label="Area">{lead.job.areaM2 ? `${lead.job.areaM2} m²` : 'Not known'}</Detail>
                      <Detail label="Access">{labels.access(lead.job.access)}</Detail>
                      <Detail label="Urgency">{labels.urgency(lead.job.urgency)}</Detail>
                      <Detail label="Reason">{labels.reason(lead.job.reason)}</Detail>
                      <Detail label="Notes">{lead.job.notes || 'None'}</Detail>
                    </dl>
                    <h3>Lead</h3>
                    <dl className="detail-grid">
                      <Detail label="Marketplace status">
                        {labels.leadStatus(lead.status)}
                        {lead.archived ? ' (archived)' : ''}
                      </Detail>
                      <Detail label="Source">{labels.origin(lead.origin)}</Detail>
                      <Detail label="Received">{formatLondonDateTime(lead.createdAt)}</Detail>
                      <Detail label="Leaves the marketplace">{formatLondonDateTime(lead.expiresAt)}</Detail>
                      <Detail label="Estimate">
                        {formatPounds(lead.estimate.lowPence)}–{formatPounds(lead.estimate.highPence)}
                      </Detail>
                      <Detail label="Price of a place">
                        {formatPounds(lead.pricePence)} + VAT, {lead.exclusive ? 'exclusive' : 'shared'}
                      </Detail>
                      <Detail label="Bought">
                        {lead.buyerCount} of {lead.maxBuyers}
                      </Detail>
                    </dl>
                  </>
                ),
              },
              {
                id: 'companies',
                label: `Companies (${details.purchases.length + details.distributions.length})`,
                content: (
                  <>
                    <h3>Bought by</h3>
                    {details.purchases.length ? (
                      <ul>
                        {details.purchases.map((purchase) => (
                          <li key={purchase.companyId}>
                            {purchase.companyName || purchase.companyId}, {formatLondonDateTime(purchase.at)}
                            {purchase.refunded ? ' (refunded)' : ''}
                            {purchase.disputeStatus ? ` · dispute ${labels.any(purchase.disputeStatus)}` : ''}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="muted">No company has bought it yet.</p>
                    )}
                    <h3>Sent by staff to</h3>
                    <DistributionsTable distributions={details.distributions} />
                    {onSendToCompanies && lead.status === 'AVAILABLE' && !lead.exclusive && !lead.archived && (
                      <p>
                        <button type="button" className="button secondary small" onClick={onSendToCompanies}>
                          Send to companies…
                        </button>
                      </p>
                    )}
                  </>
                ),
              },
              {
                id: 'work',
                label: 'Quotes and job',
                content: <LeadWorkTab leadId={lead.id} />,
              },
              {
                id: 'emails',
                label: `E-mails (${details.mails.length})`,
                content: (
                  <>
                    <HomeownerMessageForm leadId={lead.id} homeownerName={lead.homeowner.name} onSent={() => void refetch()} />
                    <h3>Sent about this request</h3>
                    {details.mails.length ? (
                      <ul className="history">
                        {details.mails.map((mail) => (
                          <li key={mail.id}>
                            {formatLondonDateTime(mail.createdAt)}: {mail.label}, “{mail.subject}” to {mail.to} ({labels.any(mail.status)})
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="muted">No e-mails yet.</p>
                    )}
                  </>
                ),
              },
              {
                id: 'history',
                label: 'History',
                content: (
                  <>
                    {details.history.length ? (
                      <ol className="history">
                        {details.history.map((entry, i) => (
                          <li key={i}>
                            {formatLondonDateTime(entry.at)}: {labels.any(entry.action)} by {entry.by}
                            {entry.note ? ` (${entry.note})` : ''}
                          </li>
                        ))}
                      </ol>
                    ) : (
                      <p className="muted">Received {formatLondonDateTime(lead.createdAt)}; no changes by staff yet.</p>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </AdminStates>
    </Modal>
  );
}
