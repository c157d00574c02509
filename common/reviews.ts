/** Verified reviews of companies (docs/decisions/0046-verified-reviews.md), for the server and the browser. */

/** The page a review invitation opens: `/review?token=…`. */
export const REVIEW_PATH = '/review';

/** What a homeowner rates, each from 1 to 5 stars, in the order the form and the profile show them. */
export const RATING_ASPECTS = ['quality', 'tidiness', 'value', 'communication'] as const;
export type RatingAspect = (typeof RATING_ASPECTS)[number];
export const RATING_ASPECT_LABELS: Record<RatingAspect, string> = {
  quality: 'Quality of the work',
  tidiness: 'Tidiness',
  value: 'Value for money',
  communication: 'Communication',
};
export type Ratings = Record<RatingAspect, number>;

/** How long a review's text may be, in characters. */
export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 3000;

/** A review link works this long after the invitation is sent. */
export const REVIEW_LINK_DAYS = 365;

/** The one sentence the form, the profile and the admin queue share about what is never published. */
export const REVIEW_POLICY =
  'Only a homeowner who asked for quotes here and marked the company as hired can review it, once per job, after the job. ' +
  'An administrator reads every review before it is published. We never write, import, buy or reward reviews, and a company cannot remove one.';

/** A review's overall score: the mean of its four ratings, to one decimal place. */
export function overallRating(ratings: Ratings): number {
  return Math.round((RATING_ASPECTS.reduce((sum, aspect) => sum + ratings[aspect], 0) / RATING_ASPECTS.length) * 10) / 10;
}

/** "Amira Khan" → "Amira K.": a review never shows the homeowner's name in full. */
export function reviewerDisplayName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : first || 'A homeowner';
}

/**
 * When the invitation to review a hired company goes out: at once when the job is done; otherwise at 08:00 UTC on
 * the day after the job date the homeowner gave; not yet when neither is known.
 */
export function reviewInvitationAt(jobDate: string | null, jobDoneAt: Date | null): Date | null {
  if (jobDoneAt) return jobDoneAt;
  if (!jobDate) return null;
  const at = new Date(`${jobDate}T08:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
