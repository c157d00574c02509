import { useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { formatLondonDateTime } from '../../lib/dates';
import { AdminStates } from '../../ui/admin/AdminStates';
import { Modal } from '../../ui/admin/Modal';
import { labels } from '../../ui/admin/labels';
import { Tabs } from '../../ui/admin/Tabs';
import { AdminLeadDetailsQuery } from './leads.operations';
import { DistributionsTable } from './DistributionsTable';
import { HomeownerMessageForm } from './HomeownerMessageForm';

/** The request details modal: the request and its lead, the companies it went to, its e-mails and its history (who changed what, when). */
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
                    <h3>Homeowner</h3>
                    <dl className="detail-grid">
                      <dt>Name</dt>
                      <dd>{lead.homeowner.name}</dd>
                      <dt>E-mail</dt>
                      <dd>
                        <a href={`mailto:${lead.homeowner.email}`}>{lead.homeowner.email}</a>
                      </dd>
                      <dt>Phone</dt>
                      <dd>
                        <a href={`tel:${lead.homeowner.phone}`}>{lead.homeowner.phone}</a>
                      </dd>
                    </dl>
                    <h3>Property and job</h3>
                    <dl className="detail-grid">
                      <dt>Postcode</dt>
                      <dd>
                        {lead.property.postcode} ({lead.property.region})
                      </dd>
                      <dt>Property</dt>
                      <dd>
                        {labels.property(lead.property.type)}
                        {lead.property.bedrooms != null ? `, ${lead.property.bedrooms} bedrooms` : ''}
                      </dd>
                      <dt>Foam</dt>
                      <dd>{labels.foam(lead.job.foamType)}</dd>
                      <dt>Where</dt>
                      <dd>{lead.job.locations.map(labels.location).join(', ')}</dd>
                      <dt>Area</dt>
                      <dd>{lead.job.areaM2 ? `${lead.job.areaM2} m²` : 'Not known'}</dd>
                      <dt>Access</dt>
                      <dd>{labels.access(lead.job.access)}</dd>
                      <dt>Urgency</dt>
                      <dd>{labels.urgency(lead.job.urgency)}</dd>
                      <dt>Reason</dt>
                      <dd>{labels.reason(lead.job.reason)}</dd>
                      <dt>Notes</dt>
                      <dd>{lead.job.notes || 'None'}</dd>
                    </dl>
                    <h3>Lead</h3>
                    <dl className="detail-grid">
                      <dt>Status</dt>
                      <dd>
                        {labels.leadStatus(lead.status)}
                        {lead.archived ? ' (archived)' : ''}
                      </dd>
                      <dt>Source</dt>
                      <dd>{labels.origin(lead.origin)}</dd>
                      <dt>Received</dt>
                      <dd>{formatLondonDateTime(lead.createdAt)}</dd>
                      <dt>Leaves the marketplace</dt>
                      <dd>{formatLondonDateTime(lead.expiresAt)}</dd>
                      <dt>Estimate</dt>
                      <dd>
                        {formatPounds(lead.estimate.lowPence)}–{formatPounds(lead.estimate.highPence)}
                      </dd>
                      <dt>Price of a place</dt>
                      <dd>
                        {formatPounds(lead.pricePence)} + VAT, {lead.exclusive ? 'exclusive' : 'shared'}
                      </dd>
                      <dt>Bought</dt>
                      <dd>
                        {lead.buyerCount} of {lead.maxBuyers}
                      </dd>
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
                            {formatLondonDateTime(mail.createdAt)}: “{mail.subject}” to {mail.to} ({labels.any(mail.status)})
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
