import { certificationRequestsCollection } from './certification.repository';

/** Certification requests whose documents wait for review: a count() aggregation. */
export async function countCertificationAwaitingReview(): Promise<number> {
  return (await certificationRequestsCollection().where('status', '==', 'under_review').count().get()).data().count;
}
