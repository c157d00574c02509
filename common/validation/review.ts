import { z } from 'zod';
import { RATING_ASPECT_LABELS, RATING_ASPECTS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type RatingAspect } from '../reviews';
import { longText } from './primitives';

const stars = (aspect: RatingAspect) =>
  z
    .number({ error: `Choose 1 to 5 stars for ${RATING_ASPECT_LABELS[aspect].toLowerCase()}` })
    .int(`Choose 1 to 5 stars for ${RATING_ASPECT_LABELS[aspect].toLowerCase()}`)
    .min(1, `Choose 1 to 5 stars for ${RATING_ASPECT_LABELS[aspect].toLowerCase()}`)
    .max(5, `Choose 1 to 5 stars for ${RATING_ASPECT_LABELS[aspect].toLowerCase()}`);

/** A homeowner's review of the company they hired. */
export const companyReviewSchema = z.object({
  ratings: z.object(
    Object.fromEntries(RATING_ASPECTS.map((aspect) => [aspect, stars(aspect)])) as Record<RatingAspect, ReturnType<typeof stars>>,
  ),
  text: longText('Your review', REVIEW_TEXT_MAX).pipe(
    z.string().min(REVIEW_TEXT_MIN, `Tell other homeowners a little more: at least ${REVIEW_TEXT_MIN} characters`),
  ),
  noIncentive: z.literal(true, { error: 'Confirm that nobody offered you anything for this review' }),
});

/** A company's one public reply to a published review. */
export const reviewReplySchema = z.object({
  text: longText('Your reply', 2000).pipe(z.string().min(10, 'Write a reply of at least 10 characters')),
});

/** An administrator's reason for rejecting a review, e-mailed to the homeowner. */
export const reviewRejectionSchema = z.object({
  reason: longText('The reason', 1000).pipe(z.string().min(10, 'Give the homeowner a reason of at least 10 characters')),
});

/** The job date a homeowner may give when they mark a company hired: a real day within a year either side of today. */
export const jobDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the job date as a date, like 2026-12-03')
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'Enter a real date',
  );
