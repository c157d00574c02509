import { useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { REINSULATION_MATERIAL_LABELS, type ReinsulationMaterial } from '../../../../common/quotes';
import { removalRecordPath } from '../../../../common/removalRecords';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { AdminStates } from '../../ui/admin/AdminStates';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { Detail } from '../../ui/admin/Detail';
import { labels } from '../../ui/admin/labels';
import { useToast } from '../../ui/admin/Toasts';
import { AdminLeadWorkQuery, WithdrawRemovalRecordMutation } from './leadWork.operations';
import { AdminRemovalSurveySection } from './AdminRemovalSurveySection';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const range = (values: number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)} %` : '—');

/**
 * The lead's quotes, job records and removal records on its details (docs/requirements/quotes-and-removal-records.md#admin),
 * with the one admin action on them: withdrawing a removal record with a reason the verify page shows.
 */
export function LeadWorkTab({ leadId }: { leadId: string }) {
  const { data, loading, error, refetch } = useQuery(AdminLeadWorkQuery, { variables: { leadId }, fetchPolicy: 'network-only' });
  const [withdraw] = useMutation(WithdrawRemovalRecordMutation);
  const confirm = useConfirm();
  const toast = useToast();

  async function withdrawRecord(number: string) {
    const answer = await confirm({
      title: `Withdraw removal record ${number}?`,
      message: (
        <p>
          Its verify page and PDF will say it is withdrawn and show your reason to anyone who opens them. A record cannot be brought back
          once withdrawn.
        </p>
      ),
      confirmLabel: 'Withdraw this record',
      reason: { label: 'Reason (shown publicly on the verify page)' },
      danger: true,
    });
    if (!answer.confirmed) return;
    try {
      await withdraw({ variables: { number, reason: answer.reason } });
      toast.show(`Removal record ${number} withdrawn`);
      await refetch();
    } catch (e) {
      toast.show(messageOf(e, 'The record could not be withdrawn'), { tone: 'error' });
    }
  }

  const quotes = data?.adminLeadQuotes ?? [];
  const jobs = data?.adminLeadJobRecords ?? [];
  const accepted = quotes.find((quote) => quote.status === 'accepted');
  return (
    <AdminStates
      noun="quotes and job records"
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      isEmpty={data ? false : null}
      empty=""
    >
      {data && (
        <>
          <h3>Quotes</h3>
          {quotes.length ? (
            <>
              <p>{accepted ? `Accepted: ${accepted.companyName || accepted.companyId}.` : 'No quote accepted yet.'}</p>
              <div className="table-scroll">
                <table className="data-table">
                  <caption className="visually-hidden">Quotes on this request</caption>
                  <thead>
                    <tr>
                      <th scope="col">Company</th>
                      <th scope="col">Before VAT</th>
                      <th scope="col">VAT</th>
                      <th scope="col">With VAT</th>
                      <th scope="col">Status</th>
                      <th scope="col">Revisions</th>
                      <th scope="col">Sent</th>
                      <th scope="col">Last changed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {quotes.map((quote) => (
                      <tr key={quote.id}>
                        <th scope="row">{quote.companyName || quote.companyId}</th>
                        <td>{formatPounds(quote.latest.netPence)}</td>
                        <td>{formatPounds(quote.latest.vatPence)}</td>
                        <td>{formatPounds(quote.latest.totalPence)}</td>
                        <td>
                          {labels.any(quote.status)}
                          {quote.decidedAt ? `, ${formatLondonDateTime(quote.decidedAt)}` : ''}
                          {quote.declineReason ? ` (“${quote.declineReason}”)` : ''}
                        </td>
                        <td>{quote.revisionCount}</td>
                        <td>{formatLondonDateTime(quote.firstSentAt)}</td>
                        <td>{quote.revisionCount > 1 ? formatLondonDateTime(quote.lastSentAt) : 'Not changed'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : (
            <p className="muted">No company has sent a quote.</p>
          )}
          <h3>Job record</h3>
          {jobs.length ? (
            jobs.map(({ jobRecord: job, removalRecords, survey }) => (
              <section key={job.id} aria-label={`Job record of ${job.companyName}`}>
                <dl className="detail-grid">
                  <Detail label="Company">{job.companyName}</Detail>
                  <Detail label="Status">{labels.any(job.status.toLowerCase())}</Detail>
                  <Detail label="Dates">
                    {formatLondonDate(job.startedOn)} to {formatLondonDate(job.finishedOn)}
                  </Detail>
                  <Detail label="Sent to the homeowner">{job.submittedAt ? formatLondonDateTime(job.submittedAt) : 'Not yet'}</Detail>
                  <Detail label="Confirmed">{job.confirmedAt ? formatLondonDateTime(job.confirmedAt) : 'Not yet'}</Detail>
                  <Detail label="Waste transfer note">
                    {job.waste.transferNoteReference} ({job.waste.carrier})
                  </Detail>
                  <Detail label="Re-insulation">
                    {job.reinsulation
                      ? `${capitalised(REINSULATION_MATERIAL_LABELS[job.reinsulation.material as ReinsulationMaterial] ?? job.reinsulation.material)}, ${job.reinsulation.thicknessMm} mm, ${job.reinsulation.areaM2} m²`
                      : 'None'}
                  </Detail>
                  {job.rejectionReason && <Detail label="The homeowner says">{job.rejectionReason}</Detail>}
                </dl>
                <ul>
                  {job.roofAreas.map((area, i) => (
                    <li key={i}>
                      {area.name}: {area.areaM2} m², readings {range(area.readings.map((reading) => reading.percent))}
                    </li>
                  ))}
                </ul>
                <h4>Removal records</h4>
                {removalRecords.length ? (
                  <ul>
                    {removalRecords.map((record) => (
                      <li key={record.number}>
                        <a href={removalRecordPath(record.number)} target="_blank" rel="noreferrer">
                          {record.number}
                        </a>{' '}
                        (version {record.version}, issued {formatLondonDateTime(record.issuedAt)})
                        {record.supersededBy ? `, superseded by ${record.supersededBy}` : ''}
                        {record.withdrawn ? (
                          <>
                            , withdrawn {formatLondonDateTime(record.withdrawn.at)} by {record.withdrawn.by}: “{record.withdrawn.reason}”
                          </>
                        ) : (
                          <>
                            {' '}
                            <button
                              type="button"
                              className="button secondary small danger"
                              onClick={() => void withdrawRecord(record.number)}
                            >
                              Withdraw this record
                            </button>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">None issued: the homeowner has not confirmed this job record.</p>
                )}
                <AdminRemovalSurveySection jobRecordId={job.id} survey={survey} onChanged={() => void refetch()} />
              </section>
            ))
          ) : (
            <p className="muted">No company has recorded the job.</p>
          )}
        </>
      )}
    </AdminStates>
  );
}
