import { useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormAlert } from '../../ui/Field';
import { messageOf } from '../../lib/apollo';
import { MarkHiredMutation, MarkJobDoneMutation, StopSalesMutation } from './homeownerRequest.operations';

// The request page's actions, each needed only at one stage of a request: a chunk of their own, loaded after the page
// (HomeownerRequestPage).

type RequestLink = { id: string; token: string };

/** A button that asks once more before it acts, with the answer's error beside it. */
function ConfirmedAction({
  label,
  question,
  confirmLabel,
  busyLabel,
  onConfirm,
  children,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => Promise<unknown>;
  /** More to ask inside the confirmation, such as an optional date. */
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setAsking(false);
    } catch (caught) {
      setError(messageOf(caught, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      {error && <FormAlert>{error}</FormAlert>}
      {asking ? (
        <div className="confirm-box" role="alertdialog" aria-label={question}>
          <p>{question}</p>
          {children}
          <div className="actions">
            <button type="button" className="button" disabled={busy} onClick={confirm} autoFocus>
              {busy ? busyLabel : confirmLabel}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
    </div>
  );
}

/** Marks the company the homeowner hired, with the day the work is booked for if they know it. */
export function HireAction({ company, link }: { company: { id: string; name: string }; link: RequestLink }) {
  const [markHired] = useMutation(MarkHiredMutation);
  const [jobDate, setJobDate] = useState('');
  return (
    <ConfirmedAction
      label="We hired this company"
      question={`Mark ${company.name} as the company you hired? We keep it with your request.`}
      confirmLabel="Yes, we hired them"
      busyLabel="Saving…"
      onConfirm={() => markHired({ variables: { ...link, companyId: company.id, jobDate: jobDate || null } })}
    >
      <div className="field">
        <label htmlFor={`job-date-${company.id}`}>When is the work booked for? (optional)</label>
        <input id={`job-date-${company.id}`} type="date" value={jobDate} onChange={(event) => setJobDate(event.target.value)} />
        <p className="hint">We e-mail you an invitation to review the company the day after this date, or when you mark the job done.</p>
      </div>
    </ConfirmedAction>
  );
}

export function StopSalesAction({ link }: { link: RequestLink }) {
  const [stopSales] = useMutation(StopSalesMutation);
  return (
    <ConfirmedAction
      label="Stop further sales"
      question="Stop further sales? No other company will be able to take your request. This cannot be undone."
      confirmLabel="Yes, stop further sales"
      busyLabel="Stopping…"
      onConfirm={() => stopSales({ variables: link })}
    />
  );
}

export function JobDoneAction({ link }: { link: RequestLink }) {
  const [markDone] = useMutation(MarkJobDoneMutation);
  return (
    <ConfirmedAction
      label="The job is done"
      question="Is the removal finished? We keep the date with your request."
      confirmLabel="Yes, the job is done"
      busyLabel="Saving…"
      onConfirm={() => markDone({ variables: link })}
    />
  );
}
