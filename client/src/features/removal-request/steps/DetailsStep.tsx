import { ConsentFields, ContactFields } from '../../../ui/ContactFields';
import type { QuoteStepProps } from './stepProps';

/** Step 3: who to contact, and their consent to share the request. */
export function DetailsStep({ form: { values, setValue }, errors, company }: QuoteStepProps) {
  return (
    <fieldset>
      <legend>Your details</legend>
      <ContactFields values={values} onChange={(field, value) => setValue(field, value)} errors={errors} errorPath="homeowner." />
      <ConsentFields
        terms={values.terms}
        onTermsChange={(checked) => setValue('terms', checked)}
        errors={errors}
        marketing={{ checked: values.marketing, onChange: (checked) => setValue('marketing', checked) }}
      >
        I agree to the <a href="/terms">terms</a> and to my details being shared with{' '}
        {company ? `${company.name} only` : 'up to three vetted removal companies'} (see our <a href="/privacy-policy">privacy policy</a>).
      </ConsentFields>
    </fieldset>
  );
}
