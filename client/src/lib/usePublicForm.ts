import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { z } from 'zod';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { fieldErrorsOf, messageOf } from './apollo';
import { newIdempotencyKey, submissionSource, submitWithRetry } from './submission';
import { loadValidationRules, type ValidationRules } from './loadValidationRules';
import { useFormToken } from './formToken';
import { useApolloClientOnUse } from './apolloOnUse';
import { useSubmitOnce } from './useSubmitOnce';

export interface Envelope {
  idempotencyKey: string;
  source: ReturnType<typeof submissionSource>;
  botCheck: { honeypot: string | null; formToken: string };
}

export const CHECK_FIELDS = 'Some answers need your attention: see the messages beside the fields.';

export interface PublicFormOptions<TInput> {
  /** Checks the schema cannot make (the chosen company covers the property's region); one message per field. */
  moreErrors?: (input: TInput) => FieldError[];
  /** Hears the errors each time the form shows some, from its own check or from the API (a multi-step form goes to the first step with one). */
  onInvalid?: (errors: Record<string, string>) => void;
}

/** What a saved draft keeps so that a reload resumes the same submission. */
export interface SubmissionState {
  idempotencyKey: string;
  formToken: string | null;
}

/**
 * The behaviour every public form shares: the same validation rules as the API (`schemaOf` picks the form's
 * from the lazily loaded rules), errors beside the fields,
 * one idempotency key per submission (kept across retries), the honeypot and the server-signed form token
 * that dates the form (useFormToken). `send` gets the Apollo client and sends with `client.mutate`: the
 * client's code loads when the form is first used, not with the page (docs/decisions/0022-apollo-client-on-use.md).
 */
export function usePublicForm<TInput, R>(
  schemaOf: (rules: ValidationRules) => z.ZodType,
  send: (input: TInput, envelope: Envelope, client: ApolloClient) => Promise<R>,
  options: PublicFormOptions<TInput> = {},
) {
  const apolloClient = useApolloClientOnUse();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useSubmitOnce();
  const [honeypot, setHoneypot] = useState('');
  const formToken = useFormToken();
  const key = useRef<string | null>(null);

  function showErrors(found: Record<string, string>, message: string) {
    setErrors(found);
    setFormError(message);
    options.onInvalid?.(found);
  }

  /**
   * Checks `input` with the shared rules and shows the errors `shown` keeps (all by default; a multi-step
   * form keeps those of the steps done so far). True when none is left.
   */
  async function check(input: TInput, shown: (error: FieldError) => boolean = () => true): Promise<boolean> {
    setFormError(null);
    let schema: z.ZodType;
    try {
      schema = schemaOf(await loadValidationRules());
    } catch (error) {
      setFormError(messageOf(error));
      return false;
    }
    const local = schema.safeParse(input);
    const found = local.success ? [] : fieldErrorsFrom(local.error);
    for (const more of options.moreErrors?.(input) ?? []) if (!found.some((e) => e.path === more.path)) found.push(more);
    const kept = found.filter(shown);
    if (kept.length) {
      showErrors(Object.fromEntries(kept.map((e) => [e.path, e.message])), CHECK_FIELDS);
      return false;
    }
    setErrors({});
    return true;
  }

  /** Sends once: a second press while the first is checked or sent is ignored (null), as is any press before it settles. */
  const submit = (input: TInput): Promise<R | null> => sending.once(() => checkAndSend(input)).then((result) => result ?? null);

  async function checkAndSend(input: TInput): Promise<R | null> {
    if (!(await check(input))) return null;
    key.current ??= newIdempotencyKey();
    try {
      const client = await apolloClient();
      const result = await formToken.send((token) =>
        submitWithRetry(() =>
          send(
            input,
            {
              idempotencyKey: key.current!,
              source: submissionSource(),
              botCheck: { honeypot: honeypot || null, formToken: token },
            },
            client,
          ),
        ),
      );
      key.current = null;
      return result;
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      if (Object.keys(serverErrors).length) showErrors(serverErrors, CHECK_FIELDS);
      else {
        setErrors({});
        setFormError(messageOf(error));
      }
      return null;
    }
  }

  return {
    errors,
    formError,
    submitting: sending.pending,
    check,
    submit,
    clearFormError: () => setFormError(null),
    /** On the form's onFocus: fetches the form token and starts loading the validation rules while the person types. */
    prepare: () => {
      formToken.prepare();
      void loadValidationRules().catch(() => undefined);
    },
    /** Spread on a hidden text input: people never see or fill it. */
    honeypotProps: { value: honeypot, onChange: (e: React.ChangeEvent<HTMLInputElement>) => setHoneypot(e.target.value) },
    /** The submission as a draft keeps it: its idempotency key (chosen now if need be) and the form token held. */
    submissionState: (): SubmissionState => {
      key.current ??= newIdempotencyKey();
      return { idempotencyKey: key.current, formToken: formToken.peek() };
    },
    /** Resumes a draft's submission: the same idempotency key, and the fill time counted from its form token. */
    resume(state: Partial<SubmissionState>) {
      if (state.idempotencyKey) key.current = state.idempotencyKey;
      if (state.formToken) formToken.adopt(state.formToken);
    },
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
  const text = (key: { [K in keyof T]: T[K] extends string ? K : never }[keyof T]) => (event: ChangeEvent<TextControl>) =>
    setValue(key, event.target.value as T[typeof key]);
  return { values, setValue, text, setValues };
}

/** What useFormValues gives a form, for the parts of a form drawn by components of their own. */
export type FormValues<T extends object> = ReturnType<typeof useFormValues<T>>;
