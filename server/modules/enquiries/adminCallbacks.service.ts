import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import type { Transaction } from '../../platform/firestore/unitOfWork';
import {
  CallbackChangedMeanwhile,
  CallbackNotFound,
  callbacksList,
  getCallback,
  markCallbackConverted,
  readCallbackInTransaction,
  setCallbackStatusIfUnchanged,
  type StoredCallback,
} from './enquiries.repository';
import { CallbackStatus, type Callback, type CallbackConnection } from './adminEnquiries.types';

const CHANGED_MEANWHILE = 'Someone else changed this call-back since you loaded it: refresh to see the latest and try again';

export async function adminCallbacksPage(status: CallbackStatus | null, page: PageArgs): Promise<CallbackConnection> {
  return (await countedPage(callbacksList(status), page)) as CallbackConnection;
}

/** One call-back (e.g. to prefill the lead it becomes); null when there is none. */
export async function adminCallback(id: string): Promise<Callback | null> {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a call-back id' }]);
  return (await getCallback(id)) as Callback | null;
}

export async function setCallbackStatus(id: string, status: CallbackStatus, expectedUpdatedAt: Date | null, by: string): Promise<Callback> {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a call-back id' }]);
  if (status === CallbackStatus.CONVERTED) {
    throw invalidInput([{ path: 'status', message: 'A call-back becomes converted only by creating its lead (Convert to lead)' }]);
  }
  try {
    return (await setCallbackStatusIfUnchanged(id, status, expectedUpdatedAt, by)) as Callback;
  } catch (error) {
    if (error instanceof CallbackNotFound) throw notFound('There is no such call-back');
    if (error instanceof CallbackChangedMeanwhile) throw conflict(CHANGED_MEANWHILE);
    throw error;
  }
}

/** A call-back checked for conversion to a lead, and how to record the conversion in the same transaction. */
export interface CallbackConversion {
  callback: StoredCallback;
  markConverted(tx: Transaction, lead: { leadId: string; reference: string }, by: string): void;
}

/**
 * Reads, in the caller's transaction, a call-back about to become a lead: NOT_FOUND when there is none,
 * CONFLICT when it is converted already or changed since the admin loaded it (`expectedUpdatedAt`).
 */
export async function callbackToConvert(tx: Transaction, id: string, expectedUpdatedAt: Date | null): Promise<CallbackConversion> {
  const found = await readCallbackInTransaction(tx, id, expectedUpdatedAt);
  if (!found) throw notFound('There is no such call-back');
  if (found.callback.status === CallbackStatus.CONVERTED) {
    throw conflict(`Call-back ${found.callback.reference} is already converted to lead ${found.callback.convertedLeadRef ?? ''}`.trim());
  }
  if (found.changedMeanwhile) throw conflict(CHANGED_MEANWHILE);
  return {
    callback: found.callback,
    markConverted: (transaction, lead, by) => markCallbackConverted(transaction, id, found.data, lead, by),
  };
}
