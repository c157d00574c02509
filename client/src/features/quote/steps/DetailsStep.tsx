import { ConsentCheckbox, TextField } from '../../../ui/Field';
import type { QuoteStepProps } from './stepProps';

/** Step 3: who to contact, and their consent to share the request. */
export function DetailsStep({ form: { values, setValue, text }, errors, company }: QuoteStepProps) {
  return (
    <fieldset>
      <legend>Your details</legend>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={text('name')}
        error={errors['homeowner.name']}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={text('email')}
        error={errors['homeowner.email']}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={text('phone')}
        error={errors['homeowner.phone']}
      />
      <ConsentCheckbox checked={values.terms} onChange={(checked) => setValue('terms', checked)} error={errors['consent.terms']}>
        I agree to the <a href="/terms">terms</a> and to my details being shared with{' '}
        {company ? `${company.name} only` : 'up to three vetted removal companies'} (see our <a href="/privacy-policy">privacy policy</a>).
      </ConsentCheckbox>
      <label className="check">
        <input type="checkbox" name="marketing" checked={values.marketing} onChange={(e) => setValue('marketing', e.target.checked)} /> Send
        me occasional guidance by email (optional)
      </label>
    </fieldset>
  );
}
