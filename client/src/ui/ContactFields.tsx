import type { ReactNode } from 'react';
import { ConsentCheckbox, TextField } from './Field';

export type ContactField = 'name' | 'email' | 'phone';

const ALL_FIELDS: readonly ContactField[] = ['name', 'email', 'phone'];

const CONTROLS: Record<ContactField, { label: string; type: string; autoComplete: string }> = {
  name: { label: 'Full name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
};

/**
 * The person's name, e-mail and phone, as every public form asks them: the same names, types and
 * autocomplete hints, each with the server's error for it (`errorPath` + field, e.g. `homeowner.email`).
 */
export function ContactFields<F extends ContactField = ContactField>({
  values,
  onChange,
  errors,
  errorPath = '',
  fields = ALL_FIELDS as readonly F[],
  labels = {},
}: {
  values: Partial<Record<F, string>>;
  onChange: (field: F, value: string) => void;
  errors: Record<string, string | undefined>;
  errorPath?: string;
  /** Which of the fields the form asks, in this order; all three when left out. */
  fields?: readonly F[];
  labels?: Partial<Record<F, string>>;
}) {
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field}
          label={labels[field] ?? CONTROLS[field].label}
          name={field}
          {...(CONTROLS[field].type === 'text' ? {} : { type: CONTROLS[field].type })}
          autoComplete={CONTROLS[field].autoComplete}
          value={values[field] ?? ''}
          onChange={(e) => onChange(field, e.target.value)}
          error={errors[`${errorPath}${field}`]}
        />
      ))}
    </>
  );
}

/**
 * The consent block of a public form: the required terms checkbox (`children` is the sentence agreed to,
 * its error from `consent.terms`) and, when `marketing` is given, the optional guidance e-mails.
 */
export function ConsentFields({
  terms,
  onTermsChange,
  errors,
  marketing,
  children,
}: {
  terms: boolean;
  onTermsChange: (checked: boolean) => void;
  errors: Record<string, string | undefined>;
  marketing?: { checked: boolean; onChange: (checked: boolean) => void };
  children: ReactNode;
}) {
  return (
    <>
      <ConsentCheckbox checked={terms} onChange={onTermsChange} error={errors['consent.terms']}>
        {children}
      </ConsentCheckbox>
      {marketing && (
        <label className="check">
          <input type="checkbox" name="marketing" checked={marketing.checked} onChange={(e) => marketing.onChange(e.target.checked)} /> Send
          me occasional guidance by email (optional)
        </label>
      )}
    </>
  );
}
