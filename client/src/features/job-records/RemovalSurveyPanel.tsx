import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { ConsentCheckbox, FormAlert, TextAreaField, TextField } from '../../ui/Field';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { useSubmitOnce } from '../../lib/useSubmitOnce';
import { formatLondonDate, londonIsoDate } from '../../lib/dates';
import { surveyOutcomeSentence } from '../../../../common/removalSurvey';
import type { HomeownerJobRecordsQuery as HomeownerJobRecordsData } from '../../gql/graphql';
import { RequestRemovalSurveyMutation } from './jobRecords.operations';

type Survey = NonNullable<HomeownerJobRecordsData['homeownerJobRecords'][number]['survey']>;

const day = (iso: string) => formatLondonDate(`${iso}T12:00:00Z`);

/**
 * The independent survey after removal on the homeowner's request page (docs/requirements/quotes-and-removal-records.md#survey):
 * asked for here, prefilled from the job; then where it stands, and the outcome and report once the surveyor sends them.
 */
export function RemovalSurveyPanel({
  link,
  jobRecordId,
  number,
  survey,
}: {
  link: { id: string; token: string };
  jobRecordId: string;
  number: string;
  survey: Survey | null | undefined;
}) {
  return (
    <div className="removal-survey" data-testid="removal-survey">
      <h4>Independent survey</h4>
      {survey ? <SurveyStatus survey={survey} /> : <SurveyRequestForm link={link} jobRecordId={jobRecordId} number={number} />}
    </div>
  );
}

function SurveyStatus({ survey }: { survey: Survey }) {
  if (survey.outcome)
    return (
      <>
        <FormAlert tone="success">
          <span data-testid="removal-survey-outcome">{surveyOutcomeSentence(survey.outcome)}</span> Inspected on{' '}
          {day(survey.outcome.inspectedOn)} by {survey.surveyorName}, {survey.surveyorFirm} ({survey.outcome.qualification}).
        </FormAlert>
        {survey.outcome.summary && <p>{survey.outcome.summary}</p>}
        <p>
          {survey.reportUrl && <a href={survey.reportUrl}>Open the survey report (PDF)</a>} The outcome is on the public page of removal
          record {survey.number}; the report opens only through your share links.
        </p>
      </>
    );
  return (
    <p data-testid="removal-survey-status">
      You asked for a survey on {formatLondonDate(survey.requestedAt)} (reference {survey.reference}).{' '}
      {survey.linkSentAt
        ? `We passed it to ${survey.surveyorName} of ${survey.surveyorFirm}, who will contact you to book the visit. Their outcome will appear here and on your removal record.`
        : 'We will pass it to an independent surveyor, who will contact you with their fee and to book the visit.'}
    </p>
  );
}

function SurveyRequestForm({ link, jobRecordId, number }: { link: { id: string; token: string }; jobRecordId: string; number: string }) {
  const [open, setOpen] = useState(false);
  const [preferredDate, setPreferredDate] = useState('');
  const [lender, setLender] = useState('');
  const [notes, setNotes] = useState('');
  const [consent, setConsent] = useState(false);
  const [request] = useMutation(RequestRemovalSurveyMutation);
  const sending = useSubmitOnce();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await sending.once(async () => {
      setErrors({});
      setFailure(null);
      try {
        await request({
          variables: { ...link, jobRecordId, input: { preferredDate, lender, notes, consent } },
          refetchQueries: ['HomeownerJobRecords'],
          awaitRefetchQueries: true,
        });
      } catch (caught) {
        const fields = fieldErrorsOf(caught);
        setErrors(fields);
        if (!Object.keys(fields).length) setFailure(messageOf(caught, 'Your survey request could not be sent. Please try again.'));
      }
    });
  }

  if (!open)
    return (
      <>
        <p>
          Everything in the record comes from the company. A surveyor independent of it can check that the removal is complete and the
          timbers are sound, and their outcome is shown on your removal record. You pay the surveyor their fee; we take nothing.
        </p>
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          Ask for a post-removal survey
        </button>
      </>
    );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Ask for a post-removal survey">
      <p className="small">
        We fill in the request from your job: a specialist spray foam inspection of your property, about removal record {number}, with the
        name, phone, e-mail and address on your request.
      </p>
      <TextField
        label="Preferred day (optional)"
        type="date"
        min={londonIsoDate(new Date())}
        value={preferredDate}
        onChange={(e) => setPreferredDate(e.target.value)}
        error={errors.preferredDate}
      />
      <TextField
        label="Mortgage lender (optional)"
        value={lender}
        maxLength={100}
        onChange={(e) => setLender(e.target.value)}
        error={errors.lender}
      />
      <TextAreaField
        label="Anything the surveyor should know (optional)"
        value={notes}
        maxLength={2000}
        rows={3}
        onChange={(e) => setNotes(e.target.value)}
        error={errors.notes}
      />
      <ConsentCheckbox name="survey-consent" checked={consent} onChange={setConsent} error={errors.consent}>
        Pass my name, phone, e-mail and address to an independent surveyor for this survey.
      </ConsentCheckbox>
      {failure && <FormAlert>{failure}</FormAlert>}
      <p>
        <button type="submit" className="button" disabled={sending.pending}>
          {sending.pending ? 'Sending…' : 'Send the survey request'}
        </button>{' '}
        <button type="button" className="button secondary" disabled={sending.pending} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </p>
    </form>
  );
}
