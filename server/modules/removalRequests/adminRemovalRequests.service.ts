import type { FieldError } from '../../../common/validation/fieldErrors';
import { idempotencyKeySchema } from '../../../common/validation/submission';
import { isDocumentId } from '../../platform/documentId';
import { invalidInput } from '../../platform/graphql/errors';
import { callbackToConvert } from '../enquiries';
import { checkRequestFields, storeRemovalRequest, type TransactionStep } from './removalRequests.service';
import type { AdminRemovalRequestReceipt } from './adminRemovalRequests.types';

export interface AdminEntryOptions {
  /** Who entered it: recorded in the lead's history ("created by …"). */
  by: string;
  /** LEAD_AUTO_PUBLISH: new leads go straight to the marketplace. */
  autoPublish: boolean;
  /** The admin asked for this one to go on the marketplace now, whatever LEAD_AUTO_PUBLISH says. */
  publishNow: boolean;
  /** The call-back this request converts (and the `updatedAt` the admin loaded); null for a plain manual entry. */
  callback: { id: string; expectedUpdatedAt: Date | null } | null;
}

/**
 * A request an administrator types in (taken by phone, or a call-back converted): checked with the public
 * form's rules and stored by the same pipeline (storeRemovalRequest), without the public envelope (no
 * honeypot, fill time, form token or rate limits). The lead's origin is `manual`, or `callback` for a
 * conversion, which marks the call-back converted in the same transaction.
 */
export async function createRemovalRequestByAdmin(
  rawInput: unknown,
  idempotencyKey: string,
  options: AdminEntryOptions,
): Promise<AdminRemovalRequestReceipt> {
  const errors: FieldError[] = [];
  const key = idempotencyKeySchema.safeParse(idempotencyKey);
  if (!key.success) errors.push({ path: 'idempotencyKey', message: key.error.issues[0].message });
  const { callback } = options;
  if (callback && !isDocumentId(callback.id)) errors.push({ path: 'callbackId', message: 'This is not a call-back id' });
  const fields = checkRequestFields(rawInput, null, errors);
  if (errors.length || !fields || !key.success) throw invalidInput(errors);

  const { receipt, lead } = await storeRemovalRequest(fields, {
    idempotencyKey: key.data,
    source: { pagePath: null, referrer: null, utm: null },
    origin: callback ? 'callback' : 'manual',
    autoPublish: options.autoPublish || options.publishNow,
    // The homeowner's confirmation; no alert to the administrators, one of whom entered it.
    adminAlertEmails: [],
    createdBy: options.by,
    inTransaction: callback
      ? async (tx): Promise<TransactionStep> => {
          const conversion = await callbackToConvert(tx, callback.id, callback.expectedUpdatedAt);
          return {
            historyNote: `From call-back ${conversion.callback.reference}`,
            afterChecks: (transaction, stored) => conversion.markConverted(transaction, stored, options.by),
          };
        }
      : undefined,
  });
  // Every stored request names its lead; a request without one would be a broken record, not a user mistake.
  if (!lead) throw new Error(`Request ${receipt.requestId} has no lead`);
  return { ...receipt, leadId: lead.leadId };
}
