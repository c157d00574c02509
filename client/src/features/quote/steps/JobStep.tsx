import {
  ACCESS_LEVELS,
  EXTRAS,
  EXTRA_LABELS,
  FOAM_LOCATIONS,
  FOAM_TYPES,
  formatPounds,
  type Estimate,
} from '../../../../../common/calculator';
import { ACCESS_LABELS, FOAM_LABELS, LOCATION_LABELS, REASON_LABELS } from '../../../../../common/requestLabels';
import { REASONS, URGENCIES, URGENCY_LABELS } from '../../../../../common/formOptions';
import { CheckboxGroup, SelectField, TextField } from '../../../ui/Field';
import { optionsOf, type QuoteStepProps } from './stepProps';

const EXTRA_OPTIONS = optionsOf(EXTRAS, { ...EXTRA_LABELS, inspection_report: 'Inspection report for my lender' });

/** Step 2: the foam, the job, and the typical cost once the property and the foam are known. */
export function JobStep({ form: { values, setValue, text }, errors, company, estimate }: QuoteStepProps & { estimate: Estimate | null }) {
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
        hint="The floor area under the foam (for a loft, the loft floor: the estimate allows for the slope of the roof). Leave empty and we use a typical area for the property type"
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
        label="Why do you want it removed?"
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
        options={EXTRA_OPTIONS}
        value={values.extras}
        onChange={(extras) => setValue('extras', extras)}
      />
      <div className={`field${errors['job.notes'] ? ' has-error' : ''}`}>
        <label htmlFor="notes">Anything else {company ? company.name : 'the companies'} should know? (optional)</label>
        <textarea id="notes" name="notes" rows={4} maxLength={2000} value={values.notes} onChange={text('notes')} />
        {errors['job.notes'] && (
          <p className="field-error" role="alert">
            {errors['job.notes']}
          </p>
        )}
      </div>
      {estimate && (
        <p className="estimate-preview" aria-live="polite">
          Typical cost for this job:{' '}
          <strong>
            {formatPounds(estimate.lowPence)} – {formatPounds(estimate.highPence)}
          </strong>{' '}
          + VAT, about {estimate.durationDays} day{estimate.durationDays === 1 ? '' : 's'}.
        </p>
      )}
    </fieldset>
  );
}
