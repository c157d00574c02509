import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import {
  RATING_ASPECT_LABELS,
  RATING_ASPECTS,
  REVIEW_POLICY,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type RatingAspect,
} from '../../../../common/reviews';
import { Head, HttpStatus } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert, TextAreaField } from '../../ui/Field';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { ReviewInvitationQuery, SubmitReviewMutation } from './review.operations';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

/** One rating as five radio buttons: arrow keys move between the stars, as in any radio group. */
function StarRating({
  aspect,
  value,
  error,
  onChange,
}: {
  aspect: RatingAspect;
  value: number;
  error?: string;
  onChange: (stars: number) => void;
}) {
  const label = RATING_ASPECT_LABELS[aspect];
  return (
    <fieldset className={`field star-rating${error ? ' has-error' : ''}`} aria-describedby={error ? `${aspect}-error` : undefined}>
      <legend>{label}</legend>
      <div className="stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={stars <= value ? 'star chosen' : 'star'}>
            <input type="radio" name={aspect} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={`${aspect}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const NO_RATINGS = { quality: 0, tidiness: 0, value: 0, communication: 0 } satisfies Record<RatingAspect, number>;

/** `/review?token=…`: a homeowner reviews the company they hired (docs/decisions/0046-verified-reviews.md). */
export function ReviewPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, loading, error } = useQuery(ReviewInvitationQuery, { variables: { token }, fetchPolicy: 'cache-and-network' });
  const [submit] = useMutation(SubmitReviewMutation);
  const submitting = useSubmitOnce();
  const sending = submitting.pending;
  const [ratings, setRatings] = useState<Record<RatingAspect, number>>(NO_RATINGS);
  const [text, setText] = useState('');
  const [noIncentive, setNoIncentive] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  if (loading && !data) return <PageLoading label="Loading…" />;
  const invitation = data?.reviewInvitation;
  if (!invitation) {
    return (
      <main className="container narrow" id="main">
        <Head title="Review a company: link not valid" robots="noindex, nofollow" />
        <HttpStatus code={403} />
        <h1>This link does not open a review</h1>
        <FormAlert>{messageOf(error, 'This link is not valid.')}</FormAlert>
        <p>
          <Link to="/contact">Contact us</Link> if you think it should.
        </p>
      </main>
    );
  }
  const reviewStatus = status ?? invitation.reviewStatus;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const missing = Object.fromEntries(
      RATING_ASPECTS.filter((aspect) => !ratings[aspect]).map((aspect) => [
        `ratings.${aspect}`,
        `Choose 1 to 5 stars for ${RATING_ASPECT_LABELS[aspect].toLowerCase()}`,
      ]),
    );
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    await submitting.once(async () => {
      try {
        const answer = await submit({ variables: { token, input: { ratings, text, noIncentive } } });
        setErrors({});
        setStatus(answer.data?.submitCompanyReview.reviewStatus ?? 'PENDING');
      } catch (caught) {
        setErrors(fieldErrorsOf(caught));
        setFormError(messageOf(caught, 'We could not send your review. Please try again.'));
      }
    });
  }

  return (
    <main className="container narrow" id="main">
      <Head title={`Review ${invitation.companyName}`} robots="noindex, nofollow" />
      <h1>Review {invitation.companyName}</h1>
      <p className="lead">
        For your spray foam removal in {invitation.district} (request {invitation.reference}).
      </p>
      {reviewStatus ? (
        <FormAlert tone={reviewStatus === 'REJECTED' ? 'info' : 'success'}>
          {reviewStatus === 'PENDING'
            ? 'Thank you. An administrator reads every review before it is published; we will publish yours or e-mail you why not.'
            : reviewStatus === 'PUBLISHED'
              ? 'Thank you: your review is published.'
              : 'You reviewed this job already and we e-mailed you why it was not published.'}{' '}
          {invitation.companySlug && reviewStatus === 'PUBLISHED' && (
            <Link to={`/companies/${invitation.companySlug}`}>See the company’s profile</Link>
          )}
        </FormAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {formError && <FormAlert>{formError}</FormAlert>}
          {RATING_ASPECTS.map((aspect) => (
            <StarRating
              key={aspect}
              aspect={aspect}
              value={ratings[aspect]}
              error={errors[`ratings.${aspect}`]}
              onChange={(stars) => setRatings((current) => ({ ...current, [aspect]: stars }))}
            />
          ))}
          <TextAreaField
            label="Your review"
            hint={`What was done, how it went, anything another homeowner should know. ${REVIEW_TEXT_MIN}–${REVIEW_TEXT_MAX.toLocaleString('en-GB')} characters. We show your first name and initial, never your full name or address.`}
            rows={7}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            error={errors.text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={`field checkbox${errors.noIncentive ? ' has-error' : ''}`}>
            <label>
              <input type="checkbox" checked={noIncentive} onChange={(event) => setNoIncentive(event.target.checked)} /> Nobody offered me
              money, a discount or anything else for this review, and I am not connected to the company.
            </label>
            {errors.noIncentive && (
              <p className="field-error" role="alert">
                {errors.noIncentive}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending…' : 'Send my review'}
          </button>
        </form>
      )}
      <p className="small">{REVIEW_POLICY}</p>
    </main>
  );
}
