import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { AdminStates } from '../../ui/admin/AdminStates';
import { Modal } from '../../ui/admin/Modal';
import { useToast } from '../../ui/admin/Toasts';
import { LeadDistributionCandidatesQuery, LeadDistributionsQuery, SendLeadToCompaniesMutation } from './leads.operations';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

/**
 * The company selection modal: the active companies serving the lead's region; the admin ticks some and the
 * lead is e-mailed to each (redacted, with a link to buy it). Companies that bought it cannot be chosen.
 */
export function CompanySelectionModal({ leadId, onClose, onSent }: { leadId: string; onClose(): void; onSent(): void }) {
  const toast = useToast();
  const lead = useQuery(LeadDistributionsQuery, { variables: { id: leadId }, fetchPolicy: 'network-only' });
  const candidates = useQuery(LeadDistributionCandidatesQuery, { variables: { leadId }, fetchPolicy: 'network-only' });
  const [send, { loading: sending }] = useMutation(SendLeadToCompaniesMutation);
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const details = lead.data?.adminLead;
  const companies = candidates.data?.leadDistributionCandidates ?? [];
  const sendOnce = useSubmitOnce();
  async function submitNow() {
    setErrors({});
    setProblem(null);
    try {
      await send({ variables: { leadId, companyIds: chosen, expectedUpdatedAt: details?.lead.updatedAt ?? null } });
      toast.show(`${details?.lead.ref ?? 'The lead'} sent to ${chosen.length} ${chosen.length === 1 ? 'company' : 'companies'}`);
      onSent();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      // Errors name companies by their position in what was sent: show each next to its company.
      const byCompany: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrors)) {
        const index = /^companyIds\.(\d+)$/.exec(path)?.[1];
        if (index !== undefined && chosen[Number(index)]) byCompany[chosen[Number(index)]] = message;
      }
      setErrors(byCompany);
      setProblem(
        Object.keys(byCompany).length
          ? 'Nothing was sent: untick the companies marked below, or fix them, and try again.'
          : messageOf(error, 'The lead could not be sent'),
      );
    }
  }
  function submit() {
    return sendOnce.once(() => submitNow());
  }

  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Modal
      title={details ? `Send ${details.lead.ref} to companies` : 'Send to companies'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button" disabled={!chosen.length || sending} onClick={() => void submit()}>
            {sending
              ? 'Sending…'
              : chosen.length
                ? `Send to ${chosen.length} ${chosen.length === 1 ? 'company' : 'companies'}`
                : 'Choose companies'}
          </button>
        </>
      }
    >
      <AdminStates
        noun="companies"
        loading={candidates.loading || lead.loading}
        error={candidates.error ?? lead.error}
        onRetry={() => void Promise.all([candidates.refetch(), lead.refetch()])}
        isEmpty={candidates.data ? companies.length === 0 : null}
        empty="No active company serves this lead’s region yet."
      >
        <p>Each company you choose is e-mailed the lead without the homeowner’s contact details, with a link to buy it.</p>
        {problem && (
          <p className="form-alert error" role="alert">
            {problem}
          </p>
        )}
        <ul className="choice-list">
          {companies.map((company) => (
            <li key={company.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(company.id)}
                  disabled={company.bought}
                  onChange={(event) => toggle(company.id, event.target.checked)}
                />
                {company.name}
                {company.certified && <span className="badge">Certified</span>}
                {company.sentBefore && <span className="badge">Sent before</span>}
                {company.bought && <span className="badge">Bought it</span>}
              </label>
              {errors[company.id] && (
                <p className="field-error" role="alert">
                  {errors[company.id]}
                </p>
              )}
            </li>
          ))}
        </ul>
      </AdminStates>
    </Modal>
  );
}
