import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { OutreachKind } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { Modal } from '../../ui/admin/Modal';
import { OUTREACH_KIND_LABELS } from '../../ui/admin/labels';
import { CreateOutreachMutation, UpdateOutreachMutation } from './outreach.operations';

export interface OutreachDraft {
  id?: string;
  site: string;
  url: string;
  contactName: string;
  contactEmail: string;
  kind: OutreachKind;
  followUpAt: string;
  notes: string;
  updatedAt?: string;
}

export const EMPTY_DRAFT: OutreachDraft = { site: '', url: '', contactName: '', contactEmail: '', kind: 'LINK', followUpAt: '', notes: '' };

const KIND_OPTIONS = Object.entries(OUTREACH_KIND_LABELS).map(([value, label]) => ({ value: value.toUpperCase(), label }));

/** Add or edit a site: the server checks the address and e-mail, and its field errors show beside the fields; nothing typed is lost. */
export function OutreachForm({ initial, onClose, onSaved }: { initial: OutreachDraft; onClose(): void; onSaved(site: string): void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateOutreachMutation);
  const [update, updating] = useMutation(UpdateOutreachMutation);
  const busy = creating.loading || updating.loading;
  const set = (field: keyof OutreachDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  async function save() {
    setErrors({});
    setProblem(null);
    const input = {
      site: draft.site,
      url: draft.url,
      contactName: draft.contactName || null,
      contactEmail: draft.contactEmail || null,
      kind: draft.kind,
      followUpAt: draft.followUpAt || null,
      notes: draft.notes || null,
    };
    try {
      if (draft.id) await update({ variables: { id: draft.id, input, expectedUpdatedAt: draft.updatedAt } });
      else await create({ variables: { input } });
      onSaved(draft.site.trim());
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setProblem(Object.keys(fields).length ? 'Some fields need your attention' : messageOf(error, 'The site could not be saved'));
    }
  }

  return (
    <Modal
      title={draft.id ? `Edit ${initial.site}` : 'Add a site'}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="outreach-form" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form
        id="outreach-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextField label="Site" value={draft.site} onChange={set('site')} error={errors.site} required maxLength={200} />
        <TextField
          label="Address"
          type="url"
          inputMode="url"
          value={draft.url}
          onChange={set('url')}
          error={errors.url}
          hint="The full address, like https://example.co.uk"
          required
        />
        <SelectField label="Kind" value={draft.kind} onChange={set('kind')} options={KIND_OPTIONS} error={errors.kind} />
        <TextField label="Contact name" value={draft.contactName} onChange={set('contactName')} error={errors.contactName} />
        <TextField
          label="Contact e-mail"
          type="email"
          value={draft.contactEmail}
          onChange={set('contactEmail')}
          error={errors.contactEmail}
          autoComplete="off"
        />
        <TextField label="Follow up on" type="date" value={draft.followUpAt} onChange={set('followUpAt')} error={errors.followUpAt} />
        <TextAreaField label="Notes" value={draft.notes} onChange={set('notes')} error={errors.notes} rows={3} maxLength={2000} />
      </form>
    </Modal>
  );
}
