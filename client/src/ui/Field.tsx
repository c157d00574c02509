import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useStableId } from './stableId';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}

/** A labelled control with its hint and its error beside it, wired for screen readers. */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useStableId(label);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, describedBy })}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = { label: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = { label: string; error?: string; hint?: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />}
    </FieldShell>
  );
}

type SelectFieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, error, hint, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' | 'success' }) {
  return (
    <div className={`form-alert ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** A required consent checkbox with its error beside it; `children` is the sentence the person agrees to. */
export function ConsentCheckbox({
  checked,
  onChange,
  error,
  name = 'terms',
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
  children: ReactNode;
}) {
  const id = useStableId(name);
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label className="check">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />{' '}
        {children}
      </label>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface CheckboxOption {
  value: string;
  label: string;
}

/**
 * A multi-select as native checkboxes in a fieldset (Tab between them, Space to tick), optionally in labelled
 * groups; the hint and the one error of the whole list are tied to the fieldset for screen readers.
 */
export function CheckboxGroup({
  legend,
  name,
  hint,
  error,
  value,
  onChange,
  options,
  groups,
}: {
  legend: string;
  name: string;
  hint?: ReactNode;
  error?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  options?: readonly CheckboxOption[];
  groups?: ReadonlyArray<{ label: string; options: readonly CheckboxOption[] }>;
}) {
  const id = useStableId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  const boxes = (list: readonly CheckboxOption[]) => (
    <div className="check-grid">
      {list.map((option) => (
        <label className="check" key={option.value}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(e) => toggle(option.value, e.target.checked)}
          />{' '}
          {option.label}
        </label>
      ))}
    </div>
  );
  return (
    <fieldset
      className={`field check-group${error ? ' has-error' : ''}`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="label">{legend}</legend>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {options && boxes(options)}
      {groups?.map((group) => (
        <fieldset className="check-subgroup" key={group.label}>
          <legend className="check-subgroup-label">{group.label}</legend>
          {boxes(group.options)}
        </fieldset>
      ))}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
