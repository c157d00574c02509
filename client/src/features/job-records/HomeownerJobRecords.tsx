import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormAlert, TextAreaField } from '../../ui/Field';
import { messageOf, fieldErrorsOf } from '../../lib/apollo';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { REINSULATION_MATERIAL_LABELS, thermalResistance, type ReinsulationMaterial } from '../../../../common/quotes';
import { removalRecordPath, removalRecordPdfPath } from '../../../../common/removalRecords';
import type { HomeownerJobRecordsQuery as HomeownerJobRecordsData } from '../../gql/graphql';
import {
  ConfirmJobRecordMutation,
  CreateRemovalRecordShareMutation,
  HomeownerJobRecordsQuery,
  RejectJobRecordMutation,
  RevokeRemovalRecordShareMutation,
} from './jobRecords.operations';
import { RemovalSurveyPanel } from './RemovalSurveyPanel';

type RequestLink = { id: string; token: string };
type Entry = HomeownerJobRecordsData['homeownerJobRecords'][number];
type JobRecord = Entry['jobRecord'];
type RemovalRecordShare = Entry['shares'][number];

const day = (iso: string) => formatLondonDate(`${iso}T12:00:00Z`);
const percent = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} %`;

/**
 * The job records sent to the homeowner on their request page (docs/requirements/quotes-and-removal-records.md#job-record):
 * review, confirm (which issues the numbered removal record) or say what is wrong; then the record and its share links.
 */
export function HomeownerJobRecords({ id, token }: RequestLink) {
  const { data, loading, error } = useQuery(HomeownerJobRecordsQuery, { variables: { id, token }, fetchPolicy: 'cache-and-network' });
  return (
    <section aria-labelledby="job-record-heading">
      <h2 id="job-record-heading">The job record</h2>
      {!data ? (
        loading || !error ? (
          <p role="status">Loading the job record…</p>
        ) : (
          <FormAlert>{messageOf(error, 'The job record could not be loaded. Please reload the page.')}</FormAlert>
        )
      ) : data.homeownerJobRecords.length === 0 ? (
        <p className="empty-state">
          The company you hired has not sent a record of the job yet. When it does, we e-mail you and it appears here for you to check.
        </p>
      ) : (
        data.homeownerJobRecords.map((entry) => <JobRecordEntry key={entry.jobRecord.id} entry={entry} link={{ id, token }} />)
      )}
    </section>
  );
}

function JobRecordEntry({ entry, link }: { entry: Entry; link: RequestLink }) {
  const record = entry.jobRecord;
  return (
    <article className="card job-record-review" data-testid="homeowner-job-record">
      <h3>{record.companyName}’s record of the job</h3>
      <JobRecordSummary record={record} photos={entry.photos} />
      {record.status === 'SUBMITTED' && <ReviewActions record={record} link={link} />}
      {record.status === 'REJECTED' && (
        <FormAlert tone="info">
          You told {record.companyName} what is wrong: “{record.rejectionReason}”. It will correct the record and send it again.
        </FormAlert>
      )}
      {record.status === 'CONFIRMED' && record.removalRecordNumber && (
        <>
          <RemovalRecordLinks number={record.removalRecordNumber} shares={entry.shares} link={link} />
          <RemovalSurveyPanel link={link} jobRecordId={record.id} number={record.removalRecordNumber} survey={entry.survey} />
        </>
      )}
    </article>
  );
}

function JobRecordSummary({ record, photos }: { record: JobRecord; photos: Entry['photos'] }) {
  const urlOf = new Map(photos.map((photo) => [photo.id, photo.url]));
  return (
    <>
      <p>
        Started {day(record.startedOn)}, finished {day(record.finishedOn)}.
      </p>
      <h4>Roof areas</h4>
      <ul className="job-record-areas">
        {record.roofAreas.map((area, index) => {
          const readings = area.readings.map((r) => r.percent);
          const photos = area.beforePhotoIds.length + area.afterPhotoIds.length;
          return (
            <li key={index}>
              <strong>{area.name}</strong>, {area.areaM2.toLocaleString('en-GB')} m²: {readings.length} moisture{' '}
              {readings.length === 1 ? 'reading' : 'readings'} from {percent(Math.min(...readings))} to {percent(Math.max(...readings))};{' '}
              {area.beforePhotoIds.length} before and {area.afterPhotoIds.length} after {photos === 1 ? 'photograph' : 'photographs'}.
              {(
                [
                  ['Before', area.beforePhotoIds],
                  ['After', area.afterPhotoIds],
                ] as const
              ).map(([when, ids]) =>
                ids.length ? (
                  <ul key={when} className="photo-grid" aria-label={`${when} the removal: ${area.name}`}>
                    {ids.map((photoId, n) =>
                      urlOf.has(photoId) ? (
                        <li key={photoId}>
                          <a href={urlOf.get(photoId)} target="_blank" rel="noreferrer">
                            <img
                              src={urlOf.get(photoId)}
                              alt={`${when} the removal, ${area.name}, photograph ${n + 1}`}
                              loading="lazy"
                              width={160}
                            />
                          </a>
                        </li>
                      ) : null,
                    )}
                  </ul>
                ) : null,
              )}
              {area.defectsFound && <p className="small">Defects found: {area.defectsFound}</p>}
              {area.defectsRepaired && <p className="small">Defects repaired: {area.defectsRepaired}</p>}
            </li>
          );
        })}
      </ul>
      <p>
        Waste transfer note <strong>{record.waste.transferNoteReference}</strong>, carried by {record.waste.carrier}.
      </p>
      <p>
        {record.reinsulation
          ? `Re-insulation: ${REINSULATION_MATERIAL_LABELS[record.reinsulation.material as ReinsulationMaterial] ?? record.reinsulation.material}, ${record.reinsulation.thicknessMm} mm, λ ${record.reinsulation.lambdaWPerMK} W/m·K over ${record.reinsulation.areaM2.toLocaleString('en-GB')} m² (R ${thermalResistance(record.reinsulation.thicknessMm, record.reinsulation.lambdaWPerMK).toFixed(2)} m²·K/W).`
          : 'No re-insulation went in.'}
      </p>
      {record.submittedAt && <p className="small">Sent to you on {formatLondonDateTime(record.submittedAt)}.</p>}
    </>
  );
}

function ReviewActions({ record, link }: { record: JobRecord; link: RequestLink }) {
  const [mode, setMode] = useState<'idle' | 'confirm' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [confirm, confirming] = useMutation(ConfirmJobRecordMutation);
  const [reject, rejecting] = useMutation(RejectJobRecordMutation);
  const busy = confirming.loading || rejecting.loading;
  const variables = { ...link, jobRecordId: record.id };

  async function onConfirm() {
    setError(null);
    try {
      await confirm({ variables, refetchQueries: ['HomeownerJobRecords'] });
      setMode('idle');
    } catch (caught) {
      setError(messageOf(caught, 'That did not work. Please try again.'));
    }
  }

  async function onReject() {
    setError(null);
    if (!reason.trim()) {
      setReasonError('Say what is wrong, so the company can correct it');
      return;
    }
    setReasonError(undefined);
    try {
      await reject({ variables: { ...variables, reason }, refetchQueries: ['HomeownerJobRecords'] });
      setMode('idle');
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      if (fields.reason) setReasonError(fields.reason);
      else setError(messageOf(caught, 'That did not work. Please try again.'));
    }
  }

  return (
    <div>
      {error && <FormAlert>{error}</FormAlert>}
      {mode === 'confirm' ? (
        <div className="confirm-box" role="alertdialog" aria-label="Confirm the job record?">
          <p>
            Confirm that this record is right? We then issue a numbered removal record: a public page and a PDF that a surveyor, lender or
            buyer’s conveyancer can check. It shows the postcode district, never your name or address. A later correction issues a new
            version.
          </p>
          <div className="actions">
            <button type="button" className="button" disabled={busy} onClick={() => void onConfirm()} autoFocus>
              {confirming.loading ? 'Confirming…' : 'Yes, confirm and issue the record'}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => setMode('idle')}>
              Cancel
            </button>
          </div>
        </div>
      ) : mode === 'reject' ? (
        <form
          className="confirm-box"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onReject();
          }}
        >
          <TextAreaField
            label="What is wrong?"
            hint="The company is told by e-mail, corrects the record and sends it again."
            value={reason}
            maxLength={1000}
            error={reasonError}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {rejecting.loading ? 'Sending…' : 'Send to the company'}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => setMode('idle')}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="actions">
          <button type="button" className="button" onClick={() => setMode('confirm')}>
            Confirm the job record
          </button>
          <button type="button" className="button secondary" onClick={() => setMode('reject')}>
            Something is wrong
          </button>
        </div>
      )}
    </div>
  );
}

function RemovalRecordLinks({ number, shares, link }: { number: string; shares: readonly RemovalRecordShare[]; link: RequestLink }) {
  const [create, creating] = useMutation(CreateRemovalRecordShareMutation);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = shares.filter((share) => share.number === number);

  async function onCreate() {
    setError(null);
    setCopied(false);
    try {
      const answer = await create({ variables: { ...link, number }, refetchQueries: ['HomeownerJobRecords'] });
      const path = answer.data?.createRemovalRecordShare.path;
      if (path) setCreated(`${window.location.origin}${path}`);
    } catch (caught) {
      setError(messageOf(caught, 'The share link could not be made. Please try again.'));
    }
  }

  return (
    <div data-testid="removal-record">
      <FormAlert tone="success">
        You confirmed the job. Removal record <strong data-testid="removal-record-number">{number}</strong> is issued.
      </FormAlert>
      <p>
        <a href={removalRecordPath(number)}>Open the removal record</a> · <a href={removalRecordPdfPath(number)}>Download the PDF</a>
      </p>
      <h4>Share links</h4>
      <p className="small">
        The public page shows a summary. A share link also shows the photographs and any survey report: give it to a surveyor, lender or
        buyer’s conveyancer, and revoke it when they no longer need it.
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      {created && (
        <div className="field">
          <label htmlFor="new-share-link">Your new share link (shown this once: copy it now)</label>
          <input id="new-share-link" readOnly value={created} onFocus={(e) => e.target.select()} />
          <button
            type="button"
            className="button secondary small"
            onClick={() =>
              void navigator.clipboard?.writeText(created).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            Copy the link
          </button>
          {copied && <span role="status"> Copied.</span>}
        </div>
      )}
      <p>
        <button type="button" className="button secondary" disabled={creating.loading} onClick={() => void onCreate()}>
          {creating.loading ? 'Making the link…' : 'Make a share link'}
        </button>
      </p>
      {mine.length === 0 ? (
        <p className="empty-state">No share links yet.</p>
      ) : (
        <ul className="share-links">
          {mine.map((share) => (
            <ShareRow key={share.id} share={share} link={link} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ShareRow({ share, link }: { share: RemovalRecordShare; link: RequestLink }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revoke, revoking] = useMutation(RevokeRemovalRecordShareMutation);
  const made = formatLondonDateTime(share.createdAt);
  async function onRevoke() {
    setError(null);
    try {
      await revoke({ variables: { ...link, shareId: share.id }, refetchQueries: ['HomeownerJobRecords'] });
    } catch (caught) {
      setError(messageOf(caught, 'The link could not be revoked. Please try again.'));
    }
  }
  return (
    <li>
      Share link made {made}{' '}
      {asking ? (
        <span className="confirm-box" role="alertdialog" aria-label={`Revoke the share link made ${made}?`}>
          Revoke it? Anyone using it will see only the public summary.{' '}
          <button type="button" className="button small" disabled={revoking.loading} onClick={() => void onRevoke()} autoFocus>
            {revoking.loading ? 'Revoking…' : 'Yes, revoke it'}
          </button>{' '}
          <button type="button" className="button secondary small" disabled={revoking.loading} onClick={() => setAsking(false)}>
            Cancel
          </button>
        </span>
      ) : (
        <button type="button" className="button secondary small" onClick={() => setAsking(true)}>
          Revoke<span className="visually-hidden"> the share link made {made}</span>
        </button>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </li>
  );
}
