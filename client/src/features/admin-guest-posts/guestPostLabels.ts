import type { GuestPostStatus } from '../../gql/graphql';

export const GUEST_POST_STATUS_LABELS: Record<GuestPostStatus, string> = {
  SUBMITTED: 'Waiting for review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PUBLISHED: 'Published',
};
