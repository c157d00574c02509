import type { PublicationStatus } from '../../gql/graphql';

/** The statuses an administrator sets on a video (SCHEDULED is for blog posts). */
export const VIDEO_STATUS_LABELS: Record<Exclude<PublicationStatus, 'SCHEDULED'>, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
};

export const videoStatusLabel = (status: PublicationStatus) => (status === 'SCHEDULED' ? 'Scheduled' : VIDEO_STATUS_LABELS[status]);

/** 214 → "3:34", 3723 → "1:02:03". */
export function clockFromSeconds(total: number): string {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A slug suggested from a title: "Open-cell vs closed-cell!" → "open-cell-vs-closed-cell". */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
