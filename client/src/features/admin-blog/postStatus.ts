import type { PublicationStatus } from '../../gql/graphql';

export const POST_STATUS_LABELS: Record<PublicationStatus, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  PUBLISHED: 'Published',
};
