import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  MAX_SURVEY_REPORT_BYTES,
  SURVEY_REPORT_MESSAGES,
  SURVEY_REPORT_UPLOAD_PATH,
  TIMBER_CONDITION_LABELS,
  TIMBER_CONDITIONS,
  surveyOutcomeSentence,
} from '../../../../common/removalSurvey';
import { removalRecordPath } from '../../../../common/removalRecords';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { useSubmitOnce } from '../../lib/useSubmitOnce';
import { formatLondonDate, formatLondonDateTime, londonIsoDate } from '../../lib/dates';
import type { DocumentUploadController } from '../../lib/documentUpload';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { Head } from '../../ui/head';
import { SubmitSurveyOutcomeMutation, SurveyorTaskQuery } from './surveyReport.operations';

const day = (iso: string) => formatLondonDate(`${iso}T12:00:00Z`);

/**
 * `/survey-report/{jobRecordId}?token=…`: the surveyor's private link (docs/requirements/quotes-and-removal-records.md#survey).
 * The job to inspect, the report's upload (a PDF, resumable) and the outcome, which the removal record then shows.
 */
export function SurveyReportPage() {
  const { jobRecordId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, loading, error, refetch } = useQuery(SurveyorTaskQuery, { variables: { jobRecordId, token }, skip: !token });
  const task = data?.surveyorTask;
  if (loading && !data) return <PageLoading />;
  if (!task)
    return (
      <main className="container narrow" id="main">
        <Head title="Post-removal survey: link not valid" robots="noindex, nofollow" />
        <h1>This survey link does not work</h1>
        <FormAlert>{messageOf(error, 'This survey link is not valid or has expired. Ask us for a new one.')}</FormAlert>
      </main>
    );
  return (
    <main className="container narrow" id="main">
      <Head title={`Post-removal survey – ${task.number}`} robots="noindex, nofollow" />
      <h1>Post-removal survey</h1>
      <p className="lead">
        Removal record <a href={removalRecordPath(task.number)}>{task.number}</a> · {task.district} · for {task.surveyorName}
      </p>
      <dl>
        <dt>Removal company</dt>
        <dd>{task.companyName}</dd>
        <dt>Job</dt>
        <dd>
          {day(task.startedOn)} to {day(task.finishedOn)}
        </dd>
        <dt>Roof areas recorded</dt>
        <dd>
          <ul>
            {task.areas.map((area) => (
              <li key={area.name}>
                {area.name}: {area.areaM2} m², timber moisture {area.lowestReadingPercent}–{area.highestReadingPercent} % as the company
                recorded it
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <p className="small">This link works until {formatLondonDate(task.linkExpiresAt)}. Do not forward it.</p>
      {task.outcome && (
        <FormAlert tone="success">
          <span data-testid="survey-outcome-recorded">Outcome recorded: {surveyOutcomeSentence(task.outcome)}</span> The removal record’s
          page shows it. You can correct it below while this link works.
        </FormAlert>
      )}
      <h2>1. The report</h2>
      <ReportUpload jobRecordId={jobRecordId} token={token} uploadedAt={task.reportUploadedAt ?? null} onUploaded={() => void refetch()} />
      <h2>2. The outcome</h2>
      <OutcomeForm jobRecordId={jobRecordId} token={token} initial={task.outcome ?? null} />
    </main>
  );
}

function ReportUpload({
  jobRecordId,
  token,
  uploadedAt,
  onUploaded,
}: {
  jobRecordId: string;
  token: string;
  uploadedAt: string | null;
  onUploaded: () => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useRef<DocumentUploadController | null>(null);

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_SURVEY_REPORT_BYTES) return setProblem(SURVEY_REPORT_MESSAGES.tooLarge);
    const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
    if (String.fromCharCode(...head) !== '%PDF-') return setProblem(SURVEY_REPORT_MESSAGES.wrongType);
    const { createDocumentUpload } = await import('../../lib/documentUpload');
    setProgress(0);
    upload.current = createDocumentUpload(file, {
      endpoint: SURVEY_REPORT_UPLOAD_PATH,
      requestId: jobRecordId,
      token,
      documentType: 'survey_report',
      fileName: file.name,
      onProgress: (sent, total) => setProgress(total ? Math.floor((sent / total) * 100) : 0),
      onSuccess: () => {
        setProgress(null);
        onUploaded();
      },
      onError: (error) => {
        setProgress(null);
        setProblem(error.message);
      },
    });
    upload.current.start();
  }

  return (
    <div className="field">
      {uploadedAt && (
        <p data-testid="survey-report-uploaded">Report uploaded {formatLondonDateTime(uploadedAt)}. Choose another file to replace it.</p>
      )}
      <label htmlFor="survey-report-file">{uploadedAt ? 'Replace the report (PDF, up to 20 MB)' : 'The report (PDF, up to 20 MB)'}</label>
      <input
        id="survey-report-file"
        type="file"
        accept="application/pdf,.pdf"
        disabled={progress !== null}
        onChange={(e) => void onChoose(e)}
      />
      {progress !== null && (
        <p role="status">
          Uploading… <progress max={100} value={progress} aria-label="Upload progress" /> {progress} %
        </p>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  );
}

type Outcome = { inspectedOn: string; removalComplete: boolean; timberCondition: string; summary?: string | null; qualification: string };

function OutcomeForm({ jobRecordId, token, initial }: { jobRecordId: string; token: string; initial: Outcome | null }) {
  const [inspectedOn, setInspectedOn] = useState(initial?.inspectedOn ?? '');
  const [removalComplete, setRemovalComplete] = useState<'' | 'yes' | 'no'>(initial ? (initial.removalComplete ? 'yes' : 'no') : '');
  const [timberCondition, setTimberCondition] = useState(initial?.timberCondition ?? '');
  const [summary, setSummary] = useState(initial?.summary ?? '');
  const [qualification, setQualification] = useState(initial?.qualification ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submit] = useMutation(SubmitSurveyOutcomeMutation);
  const submitting = useSubmitOnce();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await submitting.once(async () => {
      setErrors({});
      setFailure(null);
      try {
        await submit({
          variables: {
            jobRecordId,
            token,
            input: {
              inspectedOn,
              removalComplete: removalComplete === '' ? null : removalComplete === 'yes',
              timberCondition: timberCondition || null,
              summary,
              qualification,
            },
          },
          refetchQueries: ['SurveyorTask'],
          awaitRefetchQueries: true,
        });
      } catch (caught) {
        const fields = fieldErrorsOf(caught);
        setErrors(fields);
        if (!Object.keys(fields).length) setFailure(messageOf(caught, 'The outcome could not be saved. Please try again.'));
      }
    });
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="The survey outcome">
      <TextField
        label="Day of the inspection"
        type="date"
        max={londonIsoDate(new Date())}
        value={inspectedOn}
        onChange={(e) => setInspectedOn(e.target.value)}
        error={errors.inspectedOn}
      />
      <fieldset className={`field${errors.removalComplete ? ' has-error' : ''}`}>
        <legend>Is the spray foam removal complete?</legend>
        {(
          [
            ['yes', 'Yes, the removal is complete'],
            ['no', 'No, foam remains'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="check">
            <input
              type="radio"
              name="removal-complete"
              value={value}
              checked={removalComplete === value}
              onChange={() => setRemovalComplete(value)}
            />{' '}
            {label}
          </label>
        ))}
        {errors.removalComplete && (
          <p className="field-error" role="alert">
            {errors.removalComplete}
          </p>
        )}
      </fieldset>
      <SelectField
        label="Condition of the timbers"
        placeholder="Choose…"
        options={TIMBER_CONDITIONS.map((value) => ({ value, label: TIMBER_CONDITION_LABELS[value] }))}
        value={timberCondition}
        onChange={(e) => setTimberCondition(e.target.value)}
        error={errors.timberCondition}
      />
      <TextAreaField
        label="Summary of your findings"
        hint="Shown to the homeowner, and to whoever they give a share link. Not on the public page."
        rows={4}
        maxLength={1000}
        value={summary}
        onChange={(e) => setSummary(e.target.value)}
        error={errors.summary}
      />
      <TextField
        label="Your qualification or registration"
        hint="Shown on the removal record, like “MRICS 1234567; PCA spray foam surveyor”."
        maxLength={200}
        value={qualification}
        onChange={(e) => setQualification(e.target.value)}
        error={errors.qualification}
      />
      {errors.report && <FormAlert>{errors.report}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <button type="submit" className="button" disabled={submitting.pending}>
        {submitting.pending ? 'Saving…' : initial ? 'Save the corrected outcome' : 'Record the outcome'}
      </button>
    </form>
  );
}
