import { db } from '../../platform/firestore/firestore';

/** The enquiry collections this module owns (written by enquiries.service.ts through storePublicSubmission). */
export const quickCallbacksCollection = () => db().collection('quickCallbacks');

/** Call-backs nobody has called yet: a count() aggregation. */
export async function countCallbacksWaiting(): Promise<number> {
  return (await quickCallbacksCollection().where('status', '==', 'new').count().get()).data().count;
}
