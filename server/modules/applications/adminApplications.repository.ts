import { applicationsCollection } from './applications.repository';

/** Applications waiting for a decision: a count() aggregation, no documents read. */
export async function countPendingApplications(): Promise<number> {
  return (await applicationsCollection().where('status', 'in', ['submitted', 'under_review']).count().get()).data().count;
}
