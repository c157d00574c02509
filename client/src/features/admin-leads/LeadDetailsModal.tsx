import { useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { formatLondonDateTime } from '../../lib/dates';
import { AdminStates } from '../../ui/admin/AdminStates';
import { Modal } from '../../ui/admin/Modal';
import { labels } from '../../ui/admin/labels';
import { AdminLeadDetailsQuery } from './leads.operations';

/** The request details modal: the request, its lead and its history (who changed what, when). */
export function LeadDetailsModal({ id, onClose }: { id: string; onClose(): void }) {
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
            <h3>History</h3>
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
        )}
      </AdminStates>
    </Modal>
  );
}
