import crypto from 'node:crypto';
import { idempotencyKeySchema, submissionSourceSchema, type SubmissionSource } from '../../../common/validation/submission';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { refusedSubmission } from '../graphql/errors';
import { formTokenSecret, verifyFormToken, type FormTokenProblem } from './formToken';
import { sitePhone } from '../config';

/**
 * What every public form submission carries besides its fields (docs/requirements/quality-targets.md#no-lead-lost): an idempotency key so a
 * retry never doubles a record, where it came from, and the bot signals (honeypot, time taken to fill).
 */
export type { SubmissionSource } from '../../../common/validation/submission';

export interface BotSignals {
  /** A field people never see; anything in it means a script filled the form. */
  honeypot?: string | null;
  /** When the form appeared, signed by the server (formToken.ts): the fill time is measured from it. */
  formToken?: string | null;
}

export interface PublicSubmissionMeta {
  idempotencyKey: string;
  source?: SubmissionSource | null;
  botSignals?: BotSignals | null;
  ip: string;
}

export interface BotPolicy {
  minFillTimeMs: number;
}

export const botRejection = () => `We could not accept this form. Please try again, or call us on ${sitePhone()}.`;
export const TOO_FAST = 'That was very quick. Please check your answers and send the form again.';
export const FORM_TOKEN_REFUSED: Record<FormTokenProblem, string> = {
  missing: 'This form is missing its security check. Please reload the page and send the form again.',
  invalid: 'This form’s security check is not valid. Please reload the page and send the form again.',
  expired: 'This form has been open for a long time. Please send it again.',
};

/**
 * Validates the envelope; returns the key and source or adds field errors. Throws for bot-like submissions:
 * a filled honeypot, or a form sent sooner after its token was issued than the policy allows. A missing,
 * edited or expired token is refused with `formTokenProblem` set, which tells the browser to fetch a
 * fresh token and send once more.
 */
export async function checkSubmissionEnvelope(meta: PublicSubmissionMeta, policy: BotPolicy, errors: FieldError[], now = Date.now()) {
  if (meta.botSignals?.honeypot) throw refusedSubmission(botRejection());
  const token = verifyFormToken(meta.botSignals?.formToken, await formTokenSecret(), now);
  if (!token.ok) {
    throw refusedSubmission(FORM_TOKEN_REFUSED[token.problem], { formTokenProblem: token.problem });
  }
  if (now - token.issuedAt < policy.minFillTimeMs) throw refusedSubmission(TOO_FAST);
  const key = idempotencyKeySchema.safeParse(meta.idempotencyKey);
  if (!key.success) errors.push({ path: 'idempotencyKey', message: key.error.issues[0].message });
  const source = submissionSourceSchema.safeParse(meta.source ?? {});
  if (!source.success) errors.push(...fieldErrorsFrom(source.error).map((e) => ({ ...e, path: `source.${e.path}` })));
  return { key: key.success ? key.data : null, source: source.success ? source.data : {} };
}

/** Document ids derive from the idempotency key, so a retried submission finds the record it created. */
export function submissionDocId(prefix: string, idempotencyKey: string) {
  return `${prefix}_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

/** The envelope of a public form as resolvers receive it: the caller's arguments (PublicFormArgs) and address. */
export function submissionMeta(
  form: { idempotencyKey: string; source?: PublicSubmissionMeta['source']; botCheck?: BotSignals | null },
  ip: string,
): PublicSubmissionMeta {
  return { idempotencyKey: form.idempotencyKey, source: form.source ?? null, botSignals: form.botCheck ?? null, ip };
}
