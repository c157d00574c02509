import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ConfirmedAction } from '../../ui/ConfirmBox';
import { MarkHiredMutation, MarkJobDoneMutation, StopSalesMutation } from './homeownerRequest.operations';

// The request page's actions, each needed only at one stage of a request: a chunk of their own, loaded after the page
// (HomeownerRequestPage).

type RequestLink = { id: string; token: string };

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
      question="Stop further sales?"
      details="No other company will be able to take your request. This cannot be undone."
      danger
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
