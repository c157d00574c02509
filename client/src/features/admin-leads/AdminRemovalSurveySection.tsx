import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { surveyOutcomeSentence } from '../../../../common/removalSurvey';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { useSubmitOnce } from '../../lib/useSubmitOnce';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { Detail } from '../../ui/admin/Detail';
import { useToast } from '../../ui/admin/Toasts';
import { FormAlert, TextField } from '../../ui/Field';
import type { AdminRemovalSurveyFieldsFragment } from '../../gql/graphql';
import { SendSurveyorLinkMutation } from './leadWork.operations';

/**
 * The post-removal survey of a job on the lead's details (docs/requirements/quotes-and-removal-records.md#survey): where it
 * stands, and the one action on it, sending the surveyor the private link to upload the report and state the outcome.
 */
export function AdminRemovalSurveySection({
  jobRecordId,
  survey,
  onChanged,
}: {
  jobRecordId: string;
  survey: AdminRemovalSurveyFieldsFragment | null | undefined;
  onChanged: () => void;
}) {
  if (!survey)
    return (
      <>
        <h4>Post-removal survey</h4>
        <p className="muted">The homeowner has not asked for one.</p>
      </>
    );
  return (
    <section aria-label="Post-removal survey">
      <h4>Post-removal survey</h4>
      <dl className="detail-grid">
        <Detail label="Asked for">
          {formatLondonDateTime(survey.requestedAt)} (survey request {survey.reference}, removal record {survey.number})
        </Detail>
        <Detail label="Surveyor">
          {survey.surveyorName ? `${survey.surveyorName}, ${survey.surveyorFirm} (${survey.surveyorEmail})` : 'No link sent yet'}
        </Detail>
        {survey.linkSentAt && (
          <Detail label="Link">
            Sent {formatLondonDateTime(survey.linkSentAt)}, works until {formatLondonDate(survey.linkExpiresAt)}
          </Detail>
        )}
        <Detail label="Report">
          {survey.reportUrl ? (
            <a href={survey.reportUrl} target="_blank" rel="noreferrer">
              Uploaded {formatLondonDateTime(survey.reportUploadedAt)}
            </a>
          ) : (
            'Not uploaded'
          )}
        </Detail>
        <Detail label="Outcome">
          {survey.outcome
            ? `${surveyOutcomeSentence(survey.outcome)} Inspected ${formatLondonDate(survey.outcome.inspectedOn)} (${survey.outcome.qualification}).`
            : 'Not stated yet'}
        </Detail>
      </dl>
      {!survey.outcome && <SurveyorLinkForm jobRecordId={jobRecordId} resend={Boolean(survey.linkSentAt)} onSent={onChanged} />}
    </section>
  );
}

function SurveyorLinkForm({ jobRecordId, resend, onSent }: { jobRecordId: string; resend: boolean; onSent: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [firm, setFirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [send] = useMutation(SendSurveyorLinkMutation);
  const sending = useSubmitOnce();
  const toast = useToast();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await sending.once(async () => {
      setErrors({});
      setFailure(null);
      try {
        await send({ variables: { jobRecordId, input: { name, email, firm } } });
        toast.show(`Link sent to ${email}`);
        onSent();
      } catch (caught) {
        const fields = fieldErrorsOf(caught);
        setErrors(fields);
        if (!Object.keys(fields).length) setFailure(messageOf(caught, 'The link could not be sent'));
      }
    });
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Send the surveyor the report link">
      <p className="small">
        {resend
          ? 'A new link replaces the one sent before, which stops working.'
          : 'The surveyor gets a private link, working for 60 days, to upload the report (PDF) and state the outcome.'}
      </p>
      <TextField label="Surveyor’s name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField label="Surveyor’s e-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <TextField label="Surveyor’s firm" value={firm} onChange={(e) => setFirm(e.target.value)} error={errors.firm} />
      {failure && <FormAlert>{failure}</FormAlert>}
      <button type="submit" className="button small" disabled={sending.pending}>
        {sending.pending ? 'Sending…' : resend ? 'Send a new link' : 'Send the surveyor the link'}
      </button>
    </form>
  );
}
