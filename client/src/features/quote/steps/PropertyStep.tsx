import { PROPERTY_TYPES } from '../../../../../common/calculator';
import { PROPERTY_LABELS } from '../../../../../common/requestLabels';
import { SelectField, TextField } from '../../../ui/Field';
import { optionsOf, type QuoteStepProps } from './stepProps';

/** Step 1: where the property is and what kind it is. */
export function PropertyStep({ form: { values, text }, errors, company }: QuoteStepProps) {
  return (
    <fieldset>
      <legend>The property</legend>
      <TextField
        label="Postcode"
        name="postcode"
        autoComplete="postal-code"
        hint={company ? `${company.name} covers ${company.regionsText}` : undefined}
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
