import { GraphQLError } from 'graphql';
import { ErrorCode, ErrorMessage } from '../../../common/errors';
import type { FieldError } from '../../../common/validation/fieldErrors';

/**
 * The one way the server builds an error for the API: a factory per code of common/errors.ts
 * (docs/decisions/0013-error-model.md). Nothing else calls `new GraphQLError` with a code of its own.
 */
export { ErrorCode };

/** A mistake in the caller's input: one message per field, keyed by the field's dotted path. */
export function invalidInput(fieldErrors: FieldError[], message = 'Some fields need your attention'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT, fieldErrors } });
}

/** Input refused before anything runs (the GraphQL edge): answered with HTTP 400 like other request errors. */
/**
 * A submission refused as a whole (a bot, a form sent too fast): BAD_USER_INPUT without field errors, with
 * any extra fields the client reads (e.g. `formTokenProblem`).
 */
export function refusedSubmission(message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT, fieldErrors: [], ...extra } });
}

export function invalidRequestInput(fieldErrors: FieldError[], message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT, fieldErrors, http: { status: 400 } } });
}

export function unauthenticated(message = 'You need to sign in to do this'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } } });
}

/** A company user whose company is suspended or was deleted (docs/requirements/access.md#company-accounts: active companies only). */
export const COMPANY_UNAVAILABLE = ErrorMessage.COMPANY_UNAVAILABLE;
export const REMOVED_FROM_COMPANY = ErrorMessage.REMOVED_FROM_COMPANY;

export function forbidden(message = 'You do not have permission to do this'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.NOT_FOUND } });
}

export function conflict(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.CONFLICT } });
}

/** `headers`: sent with the 429 when the refusal ends the whole request (an API key's rate limit). */
export function rateLimited(message: string, retryAfterSeconds: number, headers?: Record<string, string>): GraphQLError {
  const http = { status: 429, ...(headers ? { headers: new Map(Object.entries(headers)) } : {}) };
  return new GraphQLError(message, { extensions: { code: ErrorCode.RATE_LIMITED, retryAfterSeconds, http } });
}

export function introspectionDisabled(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.INTROSPECTION_DISABLED, http: { status: 400 } } });
}

export function paymentProviderUnavailable(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.PAYMENT_PROVIDER_UNAVAILABLE, http: { status: 502 } } });
}

export type AiUnavailableReason = 'NOT_CONFIGURED' | 'BUDGET' | 'PROVIDER' | 'MALFORMED' | 'FETCH';

/** An AI tool could not run; `reason` tells the screen which (docs/requirements/ai-tools.md). */
export function aiUnavailable(message: string, reason: AiUnavailableReason): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.AI_UNAVAILABLE, reason, http: { status: 503 } } });
}

/** True when the error is one of ours with this code. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof GraphQLError && error.extensions.code === code;
}
