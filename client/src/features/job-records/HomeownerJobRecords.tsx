import { lazy } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { FormAlert } from '../../ui/Field';
import { LazyPart } from '../../ui/ClientOnly';
import { freshUnlessServerRendered, messageOf } from '../../lib/apollo';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { REINSULATION_MATERIAL_LABELS, thermalResistance, type ReinsulationMaterial } from '../../../../common/quotes';
import { removalRecordPath, removalRecordPdfPath } from '../../../../common/removalRecords';
import type { HomeownerJobRecordsQuery as HomeownerJobRecordsData } from '../../gql/graphql';
import { HomeownerJobRecordsQuery } from './jobRecords.operations';

// What only some records need loads after the page, when a record needs it, in chunks of their own: the review of a
// record sent for review, and a confirmed record's share links and survey (docs/requirements/quality-targets.md#performance-budgets).
const JobRecordReview = lazy(() => import('./JobRecordReview.js').then((module) => ({ default: module.JobRecordReview })));
const RemovalRecordShares = lazy(() => import('./RemovalRecordShares.js').then((module) => ({ default: module.RemovalRecordShares })));
const RemovalSurveyPanel = lazy(() => import('./RemovalSurveyPanel.js').then((module) => ({ default: module.RemovalSurveyPanel })));

type RequestLink = { id: string; token: string };
type Entry = HomeownerJobRecordsData['homeownerJobRecords'][number];
type JobRecord = Entry['jobRecord'];

const day = (iso: string) => formatLondonDate(`${iso}T12:00:00Z`);
const percent = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })} %`;

/**
 * The job records sent to the homeowner on their request page (docs/requirements/quotes-and-removal-records.md#job-record):
 * review, confirm (which issues the numbered removal record) or say what is wrong; then the record and its share links.
 */
export function HomeownerJobRecords({ id, token }: RequestLink) {
  const fetchPolicy = freshUnlessServerRendered(useLocation().key);
  const { data, loading, error } = useQuery(HomeownerJobRecordsQuery, { variables: { id, token }, fetchPolicy });
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
      {record.status === 'SUBMITTED' && (
        <LazyPart label="Loading the review…">
          <JobRecordReview record={record} link={link} />
        </LazyPart>
      )}
      {record.status === 'REJECTED' && (
        <FormAlert tone="info">
          You told {record.companyName} what is wrong: “{record.rejectionReason}”. It will correct the record and send it again.
        </FormAlert>
      )}
      {record.status === 'CONFIRMED' && record.removalRecordNumber && (
        <>
          <div data-testid="removal-record">
            <FormAlert tone="success">
              You confirmed the job. Removal record <strong data-testid="removal-record-number">{record.removalRecordNumber}</strong> is
              issued.
            </FormAlert>
            <p>
              <a href={removalRecordPath(record.removalRecordNumber)}>Open the removal record</a> ·{' '}
              <a href={removalRecordPdfPath(record.removalRecordNumber)}>Download the PDF</a>
            </p>
            <h4>Share links</h4>
            <p className="small">
              The public page shows a summary. A share link also shows the photographs and any survey report: give it to a surveyor, lender
              or buyer’s conveyancer, and revoke it when they no longer need it.
            </p>
            <LazyPart label="Loading your share links…">
              <RemovalRecordShares number={record.removalRecordNumber} shares={entry.shares} link={link} />
            </LazyPart>
          </div>
          <LazyPart label="Loading the survey…">
            <RemovalSurveyPanel link={link} jobRecordId={record.id} number={record.removalRecordNumber} survey={entry.survey} />
          </LazyPart>
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
