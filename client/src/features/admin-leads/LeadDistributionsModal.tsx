import { useQuery } from '@apollo/client/react';
import { AdminStates } from '../../ui/admin/AdminStates';
import { Modal } from '../../ui/admin/Modal';
import { LeadDistributionsQuery } from './leads.operations';
import { DistributionsTable } from './DistributionsTable';

/** The lead distributions modal: to whom staff sent the lead, when and by whom. */
export function LeadDistributionsModal({ id: leadId, onClose, onSendMore }: { id: string; onClose(): void; onSendMore(): void }) {
  const { data, loading, error, refetch } = useQuery(LeadDistributionsQuery, { variables: { id: leadId }, fetchPolicy: 'network-only' });
  const details = data?.adminLead;
  const canSend = details?.lead.status === 'AVAILABLE' && !details.lead.exclusive;
  return (
    <Modal
      title={details ? `${details.lead.ref}: sent to companies` : 'Sent to companies'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            Close
          </button>
          {canSend && (
            <button type="button" className="button" onClick={onSendMore}>
              Send to companies…
            </button>
          )}
        </>
      }
    >
      <AdminStates
        noun="distributions"
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data ? !details : null}
        empty="This lead no longer exists."
      >
        {details && <DistributionsTable distributions={details.distributions} />}
      </AdminStates>
    </Modal>
  );
}
