import { useState, type FormEvent } from 'react';
import { PROPERTY_TYPES } from '../../../../common/calculator';
import { PROPERTY_LABELS } from '../../../../common/requestLabels';
import { SURVEY_LEVELS, SURVEY_LEVEL_LABELS } from '../../../../common/formOptions';
import { FormAlert, SelectField, TextField } from '../../ui/Field';
import { ConsentFields, ContactFields } from '../../ui/ContactFields';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import type { RicsSurveyInput } from '../../gql/graphql';
import { RequestRicsSurveyMutation } from './enquiries.operations';

const LEVELS = SURVEY_LEVELS.map((value) => ({ value, label: SURVEY_LEVEL_LABELS[value] }));
const PROPERTIES = PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_LABELS[value] }));

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  postcode: '',
  propertyType: '',
  lender: '',
  surveyLevel: 'spray_foam_inspection',
  preferredDate: '',
  notes: '',
  terms: false,
};

/** The survey request form shown below the /rics-survey guide. */
export function RicsSurveyForm() {
  const { values, setValue, text } = useFormValues(EMPTY);
  const [reference, setReference] = useState<string | null>(null);
  const form = usePublicForm<RicsSurveyInput, { reference: string }>(
    (rules) => rules.ricsSurveySchema,
    async (input, envelope, client) =>
      (await client.mutate({ mutation: RequestRicsSurveyMutation, variables: { input, ...envelope } })).data!.requestRicsSurvey,
  );
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { terms, ...fields } = values;
    const receipt = await form.submit({ ...fields, consent: { terms, marketing: false } });
    if (receipt) setReference(receipt.reference);
  }

  return (
    <section className="survey-form" aria-labelledby="survey-form-heading">
      <h2 id="survey-form-heading">Request a survey or inspection</h2>
      {reference ? (
        <FormAlert tone="success">
          Thank you: we will be in touch within one working day to arrange your survey. Your reference is <strong>{reference}</strong>.
        </FormAlert>
      ) : (
        <form className="quote-form" onSubmit={onSubmit} onFocus={form.prepare} noValidate>
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <Honeypot {...form.honeypotProps} />
          <SelectField
            label="Survey you need"
            name="surveyLevel"
            hint="Only RICS-regulated surveyors carry out RICS Level 2 and Level 3 surveys. For a spray foam inspection, ask the surveyor who contacts you whether they are on the PCA's spray foam register if your lender wants one who is."
            options={LEVELS}
            value={values.surveyLevel}
            onChange={text('surveyLevel')}
            error={form.errors.surveyLevel}
          />
          <TextField
            label="Property postcode"
            name="postcode"
            autoComplete="postal-code"
            value={values.postcode}
            onChange={text('postcode')}
            error={form.errors.postcode}
          />
          <SelectField
            label="Property type"
            name="propertyType"
            placeholder="Choose…"
            options={PROPERTIES}
            value={values.propertyType}
            onChange={text('propertyType')}
            error={form.errors.propertyType}
          />
          <TextField
            label="Mortgage lender (optional)"
            name="lender"
            value={values.lender}
            onChange={text('lender')}
            error={form.errors.lender}
          />
          <TextField
            label="Preferred date (optional)"
            name="preferredDate"
            type="date"
            value={values.preferredDate}
            onChange={text('preferredDate')}
            error={form.errors.preferredDate}
          />
          <ContactFields
            values={values}
            onChange={(field, value) => setValue(field, value)}
            errors={form.errors}
            labels={{ name: 'Your name' }}
          />
          <div className={`field${form.errors.notes ? ' has-error' : ''}`}>
            <label htmlFor="survey-notes">Anything the surveyor should know? (optional)</label>
            <textarea id="survey-notes" name="notes" rows={4} maxLength={2000} value={values.notes} onChange={text('notes')} />
            {form.errors.notes && (
              <p className="field-error" role="alert">
                {form.errors.notes}
              </p>
            )}
          </div>
          <ConsentFields terms={values.terms} onTermsChange={(checked) => setValue('terms', checked)} errors={form.errors}>
            I agree to the <a href="/terms">terms</a> and to my details being passed to a surveyor
          </ConsentFields>
          <button className="button" type="submit" disabled={form.submitting}>
            {form.submitting ? 'Sending…' : 'Request my survey'}
          </button>
        </form>
      )}
    </section>
  );
}
