import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import { CallbackChangedMeanwhile, CallbackNotFound, callbacksList, setCallbackStatusIfUnchanged } from './adminEnquiries.repository';
import type { Callback, CallbackConnection, CallbackStatus } from './adminEnquiries.types';

export async function adminCallbacksPage(status: CallbackStatus | null, page: PageArgs): Promise<CallbackConnection> {
  return (await countedPage(callbacksList(status), page)) as CallbackConnection;
}

export async function setCallbackStatus(id: string, status: CallbackStatus, expectedUpdatedAt: Date | null, by: string): Promise<Callback> {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a call-back id' }]);
  try {
    return (await setCallbackStatusIfUnchanged(id, status, expectedUpdatedAt, by)) as Callback;
  } catch (error) {
    if (error instanceof CallbackNotFound) throw notFound('There is no such call-back');
    if (error instanceof CallbackChangedMeanwhile) {
      throw conflict('Someone else changed this call-back since you loaded it: refresh to see the latest and try again');
    }
    throw error;
  }
}
