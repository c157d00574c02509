import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { fieldErrorsOf, messageOf } from './apollo';
import { newIdempotencyKey, submissionSource, submitWithRetry } from './submission';
import { loadValidationRules, type ValidationRules } from './loadValidationRules';
import { useFormToken } from './formToken';

export interface Envelope {
  idempotencyKey: string;
  source: ReturnType<typeof submissionSource>;
  botCheck: { honeypot: string | null; formToken: string };
}

export const CHECK_FIELDS = 'Some answers need your attention: see the messages beside the fields.';

/**
 * The behaviour every public form shares: the same validation rules as the API (`schemaOf` picks the form's
 * from the lazily loaded rules), errors beside the fields,
 * one idempotency key per submission (kept across retries), the honeypot and the server-signed form token
 * that dates the form (useFormToken).
 */
export function usePublicForm<TInput, R>(schemaOf: (rules: ValidationRules) => z.ZodType, send: (input: TInput, envelope: Envelope) => Promise<R>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const formToken = useFormToken();
  const key = useRef<string | null>(null);

  async function submit(input: TInput): Promise<R | null> {
    setFormError(null);
    let schema: z.ZodType;
    try {
      schema = schemaOf(await loadValidationRules());
    } catch (error) {
      setFormError(messageOf(error));
      return null;
    }
    const local = schema.safeParse(input);
    if (!local.success) {
      setErrors(Object.fromEntries(fieldErrorsFrom(local.error).map((e) => [e.path, e.message])));
      setFormError(CHECK_FIELDS);
      return null;
    }
    setErrors({});
    setSubmitting(true);
    key.current ??= newIdempotencyKey();
    try {
      const result = await formToken.send((token) =>
        submitWithRetry(() =>
          send(input, {
            idempotencyKey: key.current!,
            source: submissionSource(),
            botCheck: { honeypot: honeypot || null, formToken: token },
          }),
        ),
      );
      key.current = null;
      return result;
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      setErrors(serverErrors);
      setFormError(Object.keys(serverErrors).length ? CHECK_FIELDS : messageOf(error));
      return null;
    } finally {
      setSubmitting(false);
    }
  }

  return {
    errors,
    formError,
    submitting,
    submit,
    /** On the form's onFocus: fetches the form token and starts loading the validation rules while the person types. */
    prepare: () => {
      formToken.prepare();
      void loadValidationRules().catch(() => undefined);
    },
    /** Spread on a hidden text input: people never see or fill it. */
    honeypotProps: { value: honeypot, onChange: (e: React.ChangeEvent<HTMLInputElement>) => setHoneypot(e.target.value) },
  };
}

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A form's values: `setValue(key, value)` for any control, and `text(key)`, the change handler of a text
 * field, select or textarea bound to a string value.
 */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => setValues((current) => ({ ...current, [key]: value })), []);
  const text = (key: { [K in keyof T]: T[K] extends string ? K : never }[keyof T]) => (event: ChangeEvent<TextControl>) => setValue(key, event.target.value as T[typeof key]);
  return { values, setValue, text, setValues };
}
