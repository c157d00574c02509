import { useState, type FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { ConsentFields, ContactFields } from '../../ui/ContactFields';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import { Honeypot } from '../../ui/Honeypot';
import type { FreeGuideRequestInput } from '../../gql/graphql';
import { RequestFreeGuideMutation } from './freeGuide.operations';

const INSIDE = [
  'How to tell open-cell from closed-cell foam, and why lenders and RICS valuers care',
  'What to do if you are selling, buying or remortgaging a home with spray foam',
  'The professional removal process, step by step, and the documents you should get at the end',
  'The regulations that apply: Building Regulations Parts C, F and L, health and safety law and waste law',
  'A costs table for six kinds of property, worked out with the same rules as our calculator, with VAT shown',
  'A printable checklist for choosing a removal company and for after the work',
];

interface FormState {
  name: string;
  email: string;
  postcode: string;
  terms: boolean;
  marketing: boolean;
}

const EMPTY: FormState = { name: '', email: '', postcode: '', terms: false, marketing: false };

function formatExpiry(iso: string) {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso));
}

export function FreeGuidePage() {
  const { values: form, setValue: set } = useFormValues<FormState>(EMPTY);
  const [download, setDownload] = useState<{ downloadUrl: string; expiresAt: string } | null>(null);
  // One key per submission: retries of a lost answer reuse it, so they never count as a second request.
  const publicForm = usePublicForm<FreeGuideRequestInput, { downloadUrl: string; expiresAt: string }>(
    (rules) => rules.freeGuideSchema,
    async (input, envelope, client) =>
      (await client.mutate({ mutation: RequestFreeGuideMutation, variables: { input, ...envelope } })).data!.requestFreeGuide,
  );
  const { errors, formError } = publicForm;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = await publicForm.submit({
      name: form.name,
      email: form.email,
      postcode: form.postcode.trim() === '' ? null : form.postcode,
      consent: { terms: form.terms, marketing: form.marketing },
    });
    if (result) setDownload(result);
  }

  return (
    <main className="container narrow" id="main">
      <Head
        title="Free spray foam removal guide (PDF)"
        description="Download our free homeowner's guide to spray foam removal: mortgages, the removal process, UK regulations, a costs table and a printable checklist."
        canonicalPath="/free-guide"
      />
      <h1>Free guide: The Homeowner&rsquo;s Guide to Spray Foam Removal</h1>
      <p className="lead">
        Everything our guides say about spray foam, gathered into one A4 PDF you can read offline, print, or share with your surveyor, buyer
        or lender. Free, with no obligation.
      </p>

      {download ? (
        <section className="summary-box" aria-labelledby="guide-ready">
          <h2 id="guide-ready">Your guide is ready</h2>
          <p className="actions">
            <a className="button large" href={download.downloadUrl} download="spray-foam-removal-guide.pdf">
              Download the guide (PDF)
            </a>
          </p>
          <p>
            This link works for 24 hours, until <strong>{formatExpiry(download.expiresAt)}</strong>. We have also e-mailed you a link that
            works for a week. If both have expired, fill in the form again for a new one.
          </p>
          <p>
            Ready for the next step? <Link to="/calculator">Estimate your removal cost</Link> or{' '}
            <Link to="/contact/enhanced-quote">get free quotes from vetted removal companies</Link>.
          </p>
        </section>
      ) : (
        <>
          <h2>What&rsquo;s inside</h2>
          <ul>
            {INSIDE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <form className="quote-form" onSubmit={onSubmit} onFocus={publicForm.prepare} noValidate aria-labelledby="free-guide-form">
            <fieldset>
              <legend id="free-guide-form">Where shall we send you?</legend>
              {formError && <FormAlert>{formError}</FormAlert>}
              <Honeypot {...publicForm.honeypotProps} />
              <ContactFields values={form} onChange={(field, value) => set(field, value)} errors={errors} fields={['name', 'email']} />
              <TextField
                label="Postcode (optional)"
                name="postcode"
                autoComplete="postal-code"
                hint="Helps us tell you about vetted removal companies near you"
                value={form.postcode}
                onChange={(e) => set('postcode', e.target.value)}
                error={errors.postcode}
              />
              <ConsentFields
                terms={form.terms}
                onTermsChange={(checked) => set('terms', checked)}
                errors={errors}
                marketing={{ checked: form.marketing, onChange: (checked) => set('marketing', checked) }}
              >
                I agree to the <a href="/terms">terms</a> and to you keeping my details as described in the{' '}
                <a href="/privacy-policy">privacy policy</a>.
              </ConsentFields>
              <p className="actions">
                <button className="button large" type="submit" disabled={publicForm.submitting}>
                  {publicForm.submitting ? 'Preparing your guide…' : 'Get my free guide'}
                </button>
              </p>
            </fieldset>
          </form>
        </>
      )}
    </main>
  );
}
