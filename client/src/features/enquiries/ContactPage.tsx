import { useState, type FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS } from '../../../../common/formOptions';
import { Head } from '../../ui/head';
import { FormAlert, SelectField } from '../../ui/Field';
import { ConsentFields, ContactFields } from '../../ui/ContactFields';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import type { ContactInquiryInput } from '../../gql/graphql';
import { SubmitContactInquiryMutation } from './enquiries.operations';

const SUBJECTS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

export function ContactPage() {
  const { values, setValue, text } = useFormValues({ name: '', email: '', phone: '', subject: '', message: '', terms: false });
  const [reference, setReference] = useState<string | null>(null);
  const form = usePublicForm<ContactInquiryInput, { reference: string }>(
    (rules) => rules.contactSchema,
    async (input, envelope, client) =>
      (await client.mutate({ mutation: SubmitContactInquiryMutation, variables: { input, ...envelope } })).data!.submitContactInquiry,
  );
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { terms, ...fields } = values;
    const receipt = await form.submit({ ...fields, consent: { terms, marketing: false } });
    if (receipt) setReference(receipt.reference);
  }

  return (
    <main className="container narrow" id="main">
      <Head
        title="Contact us"
        description="Questions about spray foam removal, surveys, mortgages or this site? Send us a message and we reply within one working day."
        canonicalPath="/contact"
      />
      <h1>Contact us</h1>
      <p className="lead">
        We reply within one working day. Want removal quotes? <Link to="/contact/enhanced-quote">Use the quote form</Link>, it is quicker.
        Rather talk? <Link to="/contact/request-call">Request a call back</Link>.
      </p>
      {reference ? (
        <FormAlert tone="success">
          Thank you: your message is with us. Your reference is <strong>{reference}</strong>.
        </FormAlert>
      ) : (
        <form className="quote-form" onSubmit={onSubmit} onFocus={form.prepare} noValidate>
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <Honeypot {...form.honeypotProps} />
          <ContactFields
            values={values}
            onChange={(field, value) => setValue(field, value)}
            errors={form.errors}
            labels={{ name: 'Your name', phone: 'Phone (optional)' }}
          />
          <SelectField
            label="What is it about?"
            name="subject"
            placeholder="Choose…"
            options={SUBJECTS}
            value={values.subject}
            onChange={text('subject')}
            error={form.errors.subject}
          />
          <div className={`field${form.errors.message ? ' has-error' : ''}`}>
            <label htmlFor="contact-message">Your message</label>
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              maxLength={5000}
              value={values.message}
              onChange={text('message')}
              aria-invalid={form.errors.message ? true : undefined}
              aria-describedby={form.errors.message ? 'contact-message-error' : undefined}
            />
            {form.errors.message && (
              <p className="field-error" id="contact-message-error" role="alert">
                {form.errors.message}
              </p>
            )}
          </div>
          <ConsentFields terms={values.terms} onTermsChange={(checked) => setValue('terms', checked)} errors={form.errors}>
            I agree to the <a href="/terms">terms</a> and <a href="/privacy-policy">privacy policy</a>
          </ConsentFields>
          <button className="button" type="submit" disabled={form.submitting}>
            {form.submitting ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </main>
  );
}
