import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorCodesOf, type ErrorCode } from '../../../common/errors';

export { ErrorCode } from '../../../common/errors';

/**
 * True when the API answered with one of these codes (common/errors.ts): the one way the browser tests an
 * error's kind (docs/decisions/0013-error-model.md).
 */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return errorCodesOf(error.errors).some((code) => (codes as string[]).includes(code));
}
