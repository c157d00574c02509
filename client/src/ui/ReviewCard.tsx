import type { ReactNode } from 'react';
import { RATING_ASPECT_LABELS, RATING_ASPECTS, type RatingAspect } from '../../../common/reviews';
import { formatLondonDate } from '../lib/dates';
import { StarRating } from './StarRating';

export interface ShownReview {
  id: string;
  overall: number;
  ratings: Record<RatingAspect, number>;
  text: string;
  reviewerName: string;
  district: string;
  submittedAt: string;
  reply?: { text: string; at: string } | null;
}

/** A published review as the profile and the company's own screen show it: never the homeowner's full name. */
export function ReviewCard({ review, companyName, replySlot }: { review: ShownReview; companyName: string; replySlot?: ReactNode }) {
  return (
    <article className="card review" aria-labelledby={`review-${review.id}`}>
      <h3 id={`review-${review.id}`}>
        <StarRating value={review.overall} /> {review.overall.toFixed(1)} · {review.reviewerName}, {review.district}
      </h3>
      <p className="small">
        Written {formatLondonDate(review.submittedAt)} by a homeowner who hired {companyName} through this site.
      </p>
      <ul className="plain-list small">
        {RATING_ASPECTS.map((aspect) => (
          <li key={aspect}>
            {RATING_ASPECT_LABELS[aspect]}: <StarRating value={review.ratings[aspect]} label={RATING_ASPECT_LABELS[aspect]} />
          </li>
        ))}
      </ul>
      <p className="preserve-lines">{review.text}</p>
      {review.reply && (
        <div className="review-reply">
          <p className="small">
            <strong>{companyName} replied</strong> on {formatLondonDate(review.reply.at)}:
          </p>
          <p className="preserve-lines">{review.reply.text}</p>
        </div>
      )}
      {replySlot}
    </article>
  );
}
