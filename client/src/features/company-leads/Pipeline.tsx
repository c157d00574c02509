import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  LOST_NOTE_MAX,
  LOST_REASON_LABELS,
  LOST_REASONS,
  NEXT_ACTION_MAX_DAYS,
  PIPELINE_NOTE_MAX,
  PIPELINE_STATUS_LABELS,
  PIPELINE_STATUSES,
} from '../../../../common/leadPipeline';
import { formatPounds } from '../../../../common/calculator';
import { addDays } from '../../../../common/vetting';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDate, formatLondonDateTime, londonIsoDate } from '../../lib/dates';
import { apiValue, storedValue } from '../../lib/enums';
import type { LeadLostReason, LeadPipelineInput, LeadPipelineStatus } from '../../gql/graphql';
import { LeadPipelineHistoryQuery, MyLeadFiguresQuery, UpdateLeadPipelineMutation } from './companyLeads.operations';
import type { PurchaseView } from './LeadDetails';

export const pipelineStatusText = (status: LeadPipelineStatus) => PIPELINE_STATUS_LABELS[storedValue(status)];
const lostReasonText = (reason: LeadLostReason) => LOST_REASON_LABELS[storedValue(reason)];

/** The status, next action and the homeowner's own marks, as a lead's card and page show them. */
export function PipelineSummary({ purchase }: { purchase: PurchaseView }) {
  const { pipeline } = purchase;
  return (
    <p className="pipeline-summary">
      <span className={`badge pipeline-${storedValue(pipeline.status)}`}>{pipelineStatusText(pipeline.status)}</span>
      {pipeline.status === 'LOST' && pipeline.lostReason && <span className="muted"> {lostReasonText(pipeline.lostReason)}</span>}
      {pipeline.nextActionDate && <span> · Next action {formatLondonDate(`${pipeline.nextActionDate}T12:00:00Z`)}</span>}
      {purchase.hiredByHomeowner && <span className="badge certified">The homeowner marked you hired</span>}
      {purchase.jobDoneByHomeowner && <span className="badge certified">The homeowner marked the job done</span>}
    </p>
  );
}

interface Draft {
  status: string;
  lostReason: string;
  lostNote: string;
  nextActionDate: string;
  note: string;
}

const draftOf = (purchase: PurchaseView): Draft => ({
  status: purchase.pipeline.status,
  lostReason: purchase.pipeline.lostReason ?? '',
  lostNote: purchase.pipeline.lostNote ?? '',
  nextActionDate: purchase.pipeline.nextActionDate ?? '',
  note: '',
});

/** The lead page's pipeline: a form that keeps what was typed when the server refuses it, and the history. */
export function PipelineEditor({
  leadId,
  purchase,
  refusal,
}: {
  leadId: string;
  purchase: PurchaseView;
  /** Why this user's role cannot change the pipeline; null when it can. */
  refusal: string | null;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(purchase));
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [update, state] = useMutation(UpdateLeadPipelineMutation, {
    refetchQueries: ['MarketplaceLead', 'LeadPipelineHistory', 'MyLeadFigures'],
    awaitRefetchQueries: true,
  });
  const today = londonIsoDate(new Date()) ?? '';
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const current = purchase.pipeline;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setSaved(null);
    const input: LeadPipelineInput = {};
    const lost = draft.status === 'LOST';
    if (
      draft.status !== current.status ||
      (lost && (draft.lostReason !== (current.lostReason ?? '') || draft.lostNote !== (current.lostNote ?? '')))
    ) {
      input.status = draft.status as LeadPipelineStatus;
      if (lost) {
        input.lostReason = (draft.lostReason || null) as LeadLostReason | null;
        input.lostNote = draft.lostNote || null;
      }
    }
    if (draft.status !== 'WON' && draft.nextActionDate !== (current.nextActionDate ?? ''))
      input.nextActionDate = draft.nextActionDate || null;
    if (draft.note.trim()) input.note = draft.note;
    try {
      const result = await update({ variables: { leadId, input } });
      const next = result.data?.updateLeadPipeline;
      if (next) setDraft({ ...draftOf(next as PurchaseView), note: '' });
      setSaved('Saved');
    } catch (err) {
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(err)).map(([path, message]) => [path.replace(/^input\./, ''), message]),
      );
      setProblem({ message: messageOf(err, 'The change could not be saved'), fields });
    }
  }

  return (
    <section aria-labelledby="pipeline-heading" className="pipeline">
      <h2 id="pipeline-heading">Your pipeline</h2>
      <PipelineSummary purchase={purchase} />
      {current.closed ? (
        <FormAlert tone="info">This purchase was refunded: its pipeline is closed. What you recorded stays here.</FormAlert>
      ) : refusal ? (
        <p className="small">{refusal}</p>
      ) : (
        <form onSubmit={onSubmit} aria-label="Update the pipeline" noValidate>
          {problem && <FormAlert>{problem.message}</FormAlert>}
          {saved && !problem && <FormAlert tone="success">{saved}</FormAlert>}
          <SelectField
            label="Status"
            name="status"
            value={draft.status}
            onChange={set('status')}
            options={PIPELINE_STATUSES.map((s) => ({ value: apiValue(s), label: PIPELINE_STATUS_LABELS[s] }))}
            error={problem?.fields.status}
          />
          {draft.status === 'LOST' && (
            <>
              <SelectField
                label="Why was it lost?"
                name="lostReason"
                value={draft.lostReason}
                onChange={set('lostReason')}
                placeholder="Choose a reason"
                options={LOST_REASONS.map((r) => ({ value: apiValue(r), label: LOST_REASON_LABELS[r] }))}
                error={problem?.fields.lostReason}
              />
              <TextField
                label="Anything to add about the loss (optional)"
                name="lostNote"
                value={draft.lostNote}
                onChange={set('lostNote')}
                maxLength={LOST_NOTE_MAX}
                error={problem?.fields.lostNote}
              />
            </>
          )}
          {draft.status === 'WON' ? (
            <p className="small muted">
              {current.nextActionDate && current.status !== 'WON'
                ? 'Saving as won clears the next-action day and cancels its reminder.'
                : 'A won job has no next action.'}
            </p>
          ) : (
            <TextField
              label="Next action on"
              type="date"
              name="nextActionDate"
              value={draft.nextActionDate}
              onChange={set('nextActionDate')}
              min={today}
              max={today ? addDays(today, NEXT_ACTION_MAX_DAYS) : undefined}
              hint="We e-mail you a reminder that morning. Clear the date to cancel it."
              error={problem?.fields.nextActionDate}
            />
          )}
          <TextAreaField
            label="Add a note (optional)"
            name="note"
            rows={3}
            value={draft.note}
            onChange={set('note')}
            maxLength={PIPELINE_NOTE_MAX}
            error={problem?.fields.note}
          />
          <p>
            <button type="submit" className="button" disabled={state.loading}>
              {state.loading ? 'Saving…' : 'Save'}
            </button>
          </p>
        </form>
      )}
      <PipelineHistory leadId={leadId} />
    </section>
  );
}

const HISTORY_SIZE = 50;

function PipelineHistory({ leadId }: { leadId: string }) {
  const { data, error } = useQuery(LeadPipelineHistoryQuery, {
    variables: { id: leadId, first: HISTORY_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.marketplaceLead.purchase?.pipelineHistory.nodes ?? [];
  return (
    <>
      <h3>History</h3>
      {error && <FormAlert>{messageOf(error, 'The history could not be loaded')}</FormAlert>}
      {data && entries.length === 0 && <p className="muted">Nothing recorded yet.</p>}
      {entries.length > 0 && (
        <ol className="pipeline-history" aria-label="Pipeline history, newest first">
          {entries.map((entry) => (
            <li key={entry.id}>
              <strong>
                {entry.kind === 'status' && entry.status
                  ? `Status: ${pipelineStatusText(entry.status)}${entry.lostReason ? ` (${lostReasonText(entry.lostReason)})` : ''}`
                  : entry.kind === 'next_action'
                    ? entry.nextActionDate
                      ? `Next action set for ${formatLondonDate(`${entry.nextActionDate}T12:00:00Z`)}`
                      : 'Next action cleared'
                    : 'Note'}
              </strong>
              {entry.text && <span className="pipeline-text"> {entry.text}</span>}
              <br />
              <span className="muted">
                {entry.by}, {formatLondonDateTime(entry.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {entries.length === HISTORY_SIZE && <p className="muted">The latest {HISTORY_SIZE} entries are shown.</p>}
    </>
  );
}

const percent = (rate: number | null | undefined) => (rate === null || rate === undefined ? '—' : `${Math.round(rate * 100)}%`);
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The company's own figures by month of purchase. */
export function LeadFigures() {
  const { data, error } = useQuery(MyLeadFiguresQuery, { variables: { months: 6 }, fetchPolicy: 'cache-and-network' });
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading">Your figures</h2>
      <p className="muted">
        By the month you bought the leads. Contacted counts leads you reached (including ones lost after a call); refunded leads are left
        out. Spend is before VAT.
      </p>
      {error && <FormAlert>{messageOf(error, 'Your figures could not be loaded')}</FormAlert>}
      {data && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Your figures by month">
          <table className="data-table lead-figures">
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Leads bought</th>
                <th scope="col">Contact rate</th>
                <th scope="col">Win rate</th>
                <th scope="col">Cost per won job</th>
              </tr>
            </thead>
            <tbody>
              {data.myLeadFigures.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthName(m.month)}</th>
                  <td>{m.bought}</td>
                  <td>
                    {percent(m.contactRate)}
                    {m.bought > 0 && <span className="muted"> ({m.contacted})</span>}
                  </td>
                  <td>
                    {percent(m.winRate)}
                    {m.bought > 0 && <span className="muted"> ({m.won})</span>}
                  </td>
                  <td>{m.costPerWonPence === null || m.costPerWonPence === undefined ? '—' : formatPounds(m.costPerWonPence)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
