import type { ReactNode } from 'react';
import { ACCESS_LEVELS, EXTRAS, EXTRA_LABELS, FOAM_LOCATIONS, FOAM_TYPES, PROPERTY_TYPES } from '../../../../common/calculator';
import { ACCESS_LABELS, FOAM_LABELS, LOCATION_LABELS, PROPERTY_LABELS, REASON_LABELS } from '../../../../common/requestLabels';
import { REASONS, URGENCIES, URGENCY_LABELS } from '../../../../common/formOptions';
import type { QuoteFormValues } from '../../../../common/quoteFormPost';
import type { FormValues } from '../../lib/usePublicForm';
import { CheckboxGroup, SelectField, TextAreaField, TextField } from '../Field';

export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * Who fills in the quote form's property and job: the homeowner on the public quote form, or an
 * administrator typing in a request taken by phone (/admin/removal-requests/new). The questions are the
 * same; only their wording and the homeowner's hints differ.
 */
export type QuoteFormVoice = 'homeowner' | 'admin';

interface QuoteFieldsetProps {
  form: Pick<FormValues<QuoteFormValues>, 'values' | 'setValue' | 'text'>;
  errors: Record<string, string>;
  voice: QuoteFormVoice;
}

/** Where the property is and what kind it is. */
export function PropertyFieldset({ form: { values, text }, errors, voice, postcodeHint }: QuoteFieldsetProps & { postcodeHint?: string }) {
  return (
    <fieldset>
      <legend>The property</legend>
      <TextField
        label="Postcode"
        name="postcode"
        autoComplete={voice === 'homeowner' ? 'postal-code' : 'off'}
        hint={postcodeHint}
        value={values.postcode}
        onChange={text('postcode')}
        error={errors['property.postcode']}
      />
      <SelectField
        label="Property type"
        name="propertyType"
        placeholder="Choose…"
        options={optionsOf(PROPERTY_TYPES, PROPERTY_LABELS)}
        value={values.propertyType}
        onChange={text('propertyType')}
        error={errors['property.type']}
      />
      <TextField
        label="Bedrooms (optional)"
        name="bedrooms"
        inputMode="numeric"
        value={values.bedrooms}
        onChange={text('bedrooms')}
        error={errors['property.bedrooms']}
      />
    </fieldset>
  );
}

const JOB_WORDING = {
  homeowner: {
    areaHint:
      'The floor area under the foam (for a loft, the loft floor: the estimate allows for the slope of the roof). Leave empty and we use a typical area for the property type',
    reason: 'Why do you want it removed?',
    extras: optionsOf(EXTRAS, { ...EXTRA_LABELS, inspection_report: 'Inspection report for my lender' }),
    notes: (recipient: string) => `Anything else ${recipient} should know? (optional)`,
  },
  admin: {
    areaHint: undefined,
    reason: 'Why removed?',
    extras: optionsOf(EXTRAS, EXTRA_LABELS),
    notes: () => 'Notes for the companies (optional)',
  },
} as const;

/** The foam and the job; `children` (the public form's typical cost) close the fieldset. */
export function JobFieldset({
  form: { values, setValue, text },
  errors,
  voice,
  notesRecipient = 'the companies',
  children,
}: QuoteFieldsetProps & { notesRecipient?: string; children?: ReactNode }) {
  const wording = JOB_WORDING[voice];
  return (
    <fieldset>
      <legend>The foam and the job</legend>
      <SelectField
        label="Type of foam"
        name="foamType"
        placeholder="Choose…"
        options={optionsOf(FOAM_TYPES, FOAM_LABELS)}
        value={values.foamType}
        onChange={text('foamType')}
        error={errors['job.foamType']}
      />
      <CheckboxGroup
        legend="Where is the foam?"
        name="locations"
        options={optionsOf(FOAM_LOCATIONS, LOCATION_LABELS)}
        value={values.locations}
        onChange={(locations) => setValue('locations', locations)}
        error={errors['job.locations']}
      />
      <TextField
        label="Area in m² (optional)"
        name="areaM2"
        inputMode="decimal"
        hint={wording.areaHint}
        value={values.areaM2}
        onChange={text('areaM2')}
        error={errors['job.areaM2']}
      />
      <SelectField
        label="Access"
        name="access"
        options={optionsOf(ACCESS_LEVELS, ACCESS_LABELS)}
        value={values.access}
        onChange={text('access')}
        error={errors['job.access']}
      />
      <SelectField
        label="How soon?"
        name="urgency"
        placeholder="Choose…"
        options={optionsOf(URGENCIES, URGENCY_LABELS)}
        value={values.urgency}
        onChange={text('urgency')}
        error={errors['job.urgency']}
      />
      <SelectField
        label={wording.reason}
        name="reason"
        placeholder="Choose…"
        options={optionsOf(REASONS, REASON_LABELS)}
        value={values.reason}
        onChange={text('reason')}
        error={errors['job.reason']}
      />
      <CheckboxGroup
        legend="Extras (optional)"
        name="extras"
        options={wording.extras}
        value={values.extras}
        onChange={(extras) => setValue('extras', extras)}
        error={errors['job.extras']}
      />
      <TextAreaField
        label={wording.notes(notesRecipient)}
        name="notes"
        rows={4}
        maxLength={2000}
        value={values.notes}
        onChange={text('notes')}
        error={errors['job.notes']}
      />
      {children}
    </fieldset>
  );
}
