import { db } from '../../platform/firestore/firestore';

/** Disputes waiting for a decision: a count() aggregation. */
export async function countOpenDisputes(): Promise<number> {
  return (await db().collection('leadDisputes').where('status', '==', 'open').count().get()).data().count;
}
