import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { TextAreaField } from '../../ui/Field';
import { ConfirmBox } from '../../ui/ConfirmBox';
import { fieldErrorsOf } from '../../lib/apollo';
import { ConfirmJobRecordMutation, RejectJobRecordMutation } from './jobRecords.operations';

type RequestLink = { id: string; token: string };

/** Confirm a job record sent for review, or say what is wrong (HomeownerJobRecords loads it when a record waits for review). */
export function JobRecordReview({ record, link }: { record: { id: string }; link: RequestLink }) {
  const [mode, setMode] = useState<'idle' | 'confirm' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [confirm] = useMutation(ConfirmJobRecordMutation);
  const [reject] = useMutation(RejectJobRecordMutation);
  const variables = { ...link, jobRecordId: record.id };

  async function onReject() {
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
      if (!fields.reason) throw caught;
      setReasonError(fields.reason);
    }
  }

  if (mode === 'confirm') {
    return (
      <ConfirmBox
        question="Confirm the job record?"
        details="We then issue a numbered removal record: a public page and a PDF that a surveyor, lender or buyer’s conveyancer can check. It shows the postcode district, never your name or address. A later correction issues a new version."
        confirmLabel="Yes, confirm and issue the record"
        busyLabel="Confirming…"
        onCancel={() => setMode('idle')}
        onConfirm={async () => {
          await confirm({ variables, refetchQueries: ['HomeownerJobRecords'] });
          setMode('idle');
        }}
      />
    );
  }
  if (mode === 'reject') {
    return (
      <ConfirmBox
        question="Send the record back to the company?"
        details="The company is told by e-mail, corrects the record and sends it again."
        confirmLabel="Send to the company"
        busyLabel="Sending…"
        onCancel={() => setMode('idle')}
        onConfirm={onReject}
      >
        <TextAreaField
          label="What is wrong?"
          value={reason}
          maxLength={1000}
          error={reasonError}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmBox>
    );
  }
  return (
    <div className="actions">
      <button type="button" className="button" onClick={() => setMode('confirm')}>
        Confirm the job record
      </button>
      <button type="button" className="button secondary" onClick={() => setMode('reject')}>
        Something is wrong
      </button>
    </div>
  );
}
