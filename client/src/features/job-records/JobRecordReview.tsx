import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormAlert, TextAreaField } from '../../ui/Field';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { ConfirmJobRecordMutation, RejectJobRecordMutation } from './jobRecords.operations';

type RequestLink = { id: string; token: string };

/** Confirm a job record sent for review, or say what is wrong (HomeownerJobRecords loads it when a record waits for review). */
export function JobRecordReview({ record, link }: { record: { id: string }; link: RequestLink }) {
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
