import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { OutreachStatus } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { Modal } from '../../ui/admin/Modal';
import { OUTREACH_STATUS_LABELS } from '../../ui/admin/labels';
import { MoveOutreachMutation } from './outreach.operations';

const STATUS_OPTIONS = Object.entries(OUTREACH_STATUS_LABELS).map(([value, label]) => ({ value: value.toUpperCase(), label }));
const NEXT: Record<OutreachStatus, OutreachStatus> = {
  TO_CONTACT: 'CONTACTED',
  CONTACTED: 'REPLIED',
  REPLIED: 'WON',
  WON: 'WON',
  LOST: 'LOST',
};

/** Moves a site along the pipeline with its next follow-up day and a note for the history. */
export function MoveDialog({
  row,
  onClose,
  onMoved,
}: {
  row: { id: string; site: string; status: OutreachStatus; followUpAt?: string | null; updatedAt: string };
  onClose(): void;
  onMoved(status: OutreachStatus): void;
}) {
  const [status, setStatus] = useState<OutreachStatus>(NEXT[row.status]);
  const [followUpAt, setFollowUpAt] = useState(row.followUpAt ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [move, { loading }] = useMutation(MoveOutreachMutation);
  const closed = status === 'WON' || status === 'LOST';

  async function save() {
    setErrors({});
    setProblem(null);
    try {
      await move({
        variables: { id: row.id, status, followUpAt: closed ? '' : followUpAt, note: note || null, expectedUpdatedAt: row.updatedAt },
      });
      onMoved(status);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setProblem(messageOf(error, 'The site could not be moved'));
    }
  }

  return (
    <Modal
      title={`Move ${row.site}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="outreach-move" className="button" disabled={loading}>
            {loading ? 'Saving…' : 'Move'}
          </button>
        </>
      }
    >
      <form
        id="outreach-move"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {problem && <FormAlert>{problem}</FormAlert>}
        <SelectField
          label="New status"
          value={status}
          onChange={(event) => setStatus(event.target.value as OutreachStatus)}
          options={STATUS_OPTIONS}
          error={errors.status}
        />
        {!closed && (
          <TextField
            label="Follow up on"
            type="date"
            value={followUpAt}
            onChange={(event) => setFollowUpAt(event.target.value)}
            error={errors.followUpAt}
            hint="Leave empty for no follow-up"
          />
        )}
        <TextAreaField
          label="Note for the history"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          maxLength={2000}
        />
      </form>
    </Modal>
  );
}
