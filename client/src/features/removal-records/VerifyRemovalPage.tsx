import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, HttpStatus } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { ErrorScreen } from '../../ui/ErrorScreen';
import { formatLondonDate } from '../../lib/dates';
import { ErrorCode, hasErrorCode } from '../../lib/errors';
import { REINSULATION_MATERIAL_LABELS, thermalResistance, type ReinsulationMaterial } from '../../../../common/quotes';
import { removalRecordPath } from '../../../../common/removalRecords';
import { surveyOutcomeSentence } from '../../../../common/removalSurvey';
import { RemovalRecordQuery } from './removalRecords.operations';

const VETTING_TEXT: Record<string, string> = {
  vetted: 'Vetted: insurance and waste carrier registration checked and current',
  grace: 'Approved before vetting was required; vetting not yet complete',
  not_vetted: 'Not vetted on the day of issue',
};

const day = (iso: string) => formatLondonDate(`${iso}T12:00:00Z`);

/** One answer for an unknown number and a link that does not open it: nothing tells them apart. */
function NoSuchRecord({ number }: { number: string }) {
  return (
    <main className="container narrow" id="main">
      <Head title="No such removal record" robots="noindex, nofollow" canonicalPath={removalRecordPath(number)} />
      <HttpStatus code={404} />
      <h1>No such removal record</h1>
      <p className="lead">
        There is no removal record with the number <strong>{number}</strong>. Check the number on the record, or{' '}
        <Link to="/contact">contact us</Link>.
      </p>
    </main>
  );
}

/**
 * `/verify-removal/{number}`: the public check of a removal record (docs/decisions/0055-quotes-and-removal-records.md),
 * server-rendered: the postcode district, the company, dates, areas and reading ranges, never the homeowner. With a
 * share link's `?token=` it also lists the photographs (the page is then personal: never cached).
 */
export function VerifyRemovalPage() {
  const { number = '' } = useParams<{ number: string }>();
  const [search] = useSearchParams();
  const share = search.get('token');
  const { data, loading, error } = useQuery(RemovalRecordQuery, { variables: { number, share } });
  if (loading && !data) return <PageLoading />;
  if (error && hasErrorCode(error, ErrorCode.NOT_FOUND)) return <NoSuchRecord number={number} />;
  if (error || !data) return <ErrorScreen status={500} />;
  const record = data.removalRecord;
  const status = record.withdrawn ? 'Withdrawn' : record.supersededBy ? 'Replaced by a correction' : 'Current';
  return (
    <main className="container narrow" id="main">
      <Head
        title={`Removal record ${record.number}: ${status}`}
        description={`Spray foam removal record ${record.number}: ${record.district}, ${record.companyName}.`}
        robots="noindex, nofollow"
        canonicalPath={removalRecordPath(record.number)}
      />
      <h1>Removal record {record.number}</h1>
      <p className="certificate-status" data-testid="removal-record-status">
        <strong>{status}</strong>
      </p>
      {record.withdrawn && (
        <p data-testid="removal-record-withdrawn">
          Withdrawn on {formatLondonDate(record.withdrawn.at)}: {record.withdrawn.reason}
        </p>
      )}
      {record.supersededBy && (
        <p>
          A corrected version replaces this one: <Link to={removalRecordPath(record.supersededBy)}>{record.supersededBy}</Link>.
        </p>
      )}
      <dl>
        <dt>Issued</dt>
        <dd>{formatLondonDate(record.issuedAt)}</dd>
        <dt>Postcode district</dt>
        <dd>{record.district}</dd>
        <dt>Company</dt>
        <dd>{record.companyName}</dd>
        <dt>Vetting on the day</dt>
        <dd>{VETTING_TEXT[record.companyVetting] ?? record.companyVetting}</dd>
        <dt>Certificate on the day</dt>
        <dd>
          {record.companyCertificateNumber ? (
            <>
              {record.companyCertificateNumber}, valid until {formatLondonDate(record.companyCertifiedUntil)}
            </>
          ) : (
            'None'
          )}
        </dd>
        <dt>Job</dt>
        <dd>
          {day(record.startedOn)} to {day(record.finishedOn)}
        </dd>
        <dt>Waste transfer note</dt>
        <dd>{record.wasteTransferNoteReference}</dd>
        <dt>Re-insulation</dt>
        <dd>
          {record.reinsulation
            ? `${REINSULATION_MATERIAL_LABELS[record.reinsulation.material as ReinsulationMaterial] ?? record.reinsulation.material}, ${record.reinsulation.thicknessMm} mm, λ ${record.reinsulation.lambdaWPerMK} W/m·K (R ${thermalResistance(record.reinsulation.thicknessMm, record.reinsulation.lambdaWPerMK).toFixed(2)} m²·K/W), ${record.reinsulation.areaM2} m²`
            : 'None'}
        </dd>
        <dt>Independent survey</dt>
        <dd data-testid="removal-record-survey">
          {record.survey ? (
            <>
              {surveyOutcomeSentence(record.survey.outcome)} Inspected on {day(record.survey.outcome.inspectedOn)} by{' '}
              {record.survey.surveyorFirm} ({record.survey.outcome.qualification}).
              {record.survey.outcome.summary && <span className="record-survey-summary"> {record.survey.outcome.summary}</span>}
              {record.surveyReportUrl && (
                <>
                  {' '}
                  <a href={record.surveyReportUrl}>Open the survey report (PDF)</a>
                </>
              )}
            </>
          ) : (
            'None recorded'
          )}
        </dd>
      </dl>
      <h2>Roof areas</h2>
      <ul>
        {record.areas.map((area, index) => (
          <li key={index}>
            <strong>{area.name}</strong>: {area.areaM2} m², timber moisture {area.lowestReadingPercent}–{area.highestReadingPercent} %
            {record.shared &&
              (
                [
                  ['Before', area.beforePhotoUrls ?? []],
                  ['After', area.afterPhotoUrls ?? []],
                ] as const
              ).map(([when, urls]) =>
                urls.length ? (
                  <div key={when} className="record-photos">
                    <h3>
                      {when} the removal: {area.name}
                    </h3>
                    <ul className="photo-grid">
                      {urls.map((url, n) => (
                        <li key={url}>
                          <a href={url}>
                            <img src={url} alt={`${when} the removal, ${area.name}, photograph ${n + 1}`} loading="lazy" width={320} />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null,
              )}
          </li>
        ))}
      </ul>
      <p>
        <a href={record.pdfPath}>Download the record (PDF)</a>
      </p>
      <p>The company recorded this job and the homeowner confirmed it. It is not a survey and promises nothing on a lender’s behalf.</p>
    </main>
  );
}
