import { GraphQLError } from 'graphql';
import type { FieldError } from '../../../common/validation/fieldErrors';

export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  /** Introspection asked for in production by someone who is not an administrator. */
  INTROSPECTION_DISABLED: 'INTROSPECTION_DISABLED',
  /** A payment provider did not answer; nothing was charged and the request can be repeated. */
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;

/** A mistake in the caller's input: one message per field, keyed by the field's dotted path. */
export function invalidInput(fieldErrors: FieldError[], message = 'Some fields need your attention'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT, fieldErrors } });
}

/** Input refused before anything runs (the GraphQL edge): answered with HTTP 400 like other request errors. */
export function invalidRequestInput(fieldErrors: FieldError[], message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT, fieldErrors, http: { status: 400 } } });
}

export function unauthenticated(message = 'You need to sign in to do this'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } } });
}

/** A company user whose company is suspended or was deleted (docs/requirements/access.md#company-accounts: active companies only). */
export const COMPANY_UNAVAILABLE = 'Your company account is suspended or no longer exists';

export function forbidden(message = 'You do not have permission to do this'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.NOT_FOUND } });
}

export function conflict(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.CONFLICT } });
}
