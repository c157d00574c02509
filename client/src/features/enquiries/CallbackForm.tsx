import { useState, type FormEvent } from 'react';
import { PREFERRED_TIMES, PREFERRED_TIME_LABELS } from '../../../../common/formOptions';
import { FormAlert, SelectField } from '../../ui/Field';
import { ConsentFields, ContactFields } from '../../ui/ContactFields';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import type { CallbackInput } from '../../gql/graphql';
import { RequestCallbackMutation } from './enquiries.operations';

const TIMES = PREFERRED_TIMES.map((value) => ({ value, label: PREFERRED_TIME_LABELS[value] }));

/** When the call comes, in the words of the time the person chose (the windows the form offers). */
function whenWeCall(time: string): string {
  if (time === 'anytime' || !(time in PREFERRED_TIME_LABELS)) return 'at any time of day, as you chose';
  return `in the time you chose: ${PREFERRED_TIME_LABELS[time as keyof typeof PREFERRED_TIME_LABELS].toLowerCase()}`;
}

/** Name, phone and a time: the quickest way to talk to an adviser. `compact` is the widget beside guides. */
export function CallbackForm({ compact = false }: { compact?: boolean }) {
  const { values, setValue, text } = useFormValues({ name: '', phone: '', preferredTime: 'anytime', terms: false });
  const [reference, setReference] = useState<string | null>(null);
  const form = usePublicForm<CallbackInput, { reference: string }>(
    (rules) => rules.callbackSchema,
    async (input, envelope, client) =>
      (await client.mutate({ mutation: RequestCallbackMutation, variables: { input, ...envelope } })).data!.requestCallback,
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const receipt = await form.submit({
      name: values.name,
      phone: values.phone,
      preferredTime: values.preferredTime,
      consent: { terms: values.terms, marketing: false },
    });
    if (receipt) setReference(receipt.reference);
  }

  if (reference) {
    return (
      <div className={compact ? 'callback-widget' : undefined}>
        <FormAlert tone="success">
          Thank you: an adviser will call you on <strong>{values.phone}</strong>, {whenWeCall(values.preferredTime)}. Your reference is{' '}
          <strong>{reference}</strong>.
        </FormAlert>
      </div>
    );
  }

  return (
    <form
      className={compact ? 'callback-widget' : 'quote-form'}
      onSubmit={onSubmit}
      onFocus={form.prepare}
      noValidate
      aria-label="Request a call back"
    >
      {compact && <h2>Prefer to talk?</h2>}
      {compact && <p>Leave your number and an adviser will call you back, free.</p>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Honeypot {...form.honeypotProps} />
      <ContactFields
        values={values}
        onChange={(field, value) => setValue(field, value)}
        errors={form.errors}
        fields={['name', 'phone']}
        labels={{ name: 'Your name', phone: 'Phone number' }}
      />
      <SelectField
        label="When should we call?"
        name="preferredTime"
        options={TIMES}
        value={values.preferredTime}
        onChange={text('preferredTime')}
        error={form.errors.preferredTime}
      />
      <ConsentFields terms={values.terms} onTermsChange={(checked) => setValue('terms', checked)} errors={form.errors}>
        I agree to the <a href="/terms">terms</a> and <a href="/privacy-policy">privacy policy</a>
      </ConsentFields>
      <button className="button" type="submit" disabled={form.submitting}>
        {form.submitting ? 'Sending…' : 'Call me back'}
      </button>
    </form>
  );
}
