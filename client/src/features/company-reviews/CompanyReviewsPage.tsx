import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { REVIEW_POLICY } from '../../../../common/reviews';
import { Head } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { FormAlert, TextAreaField } from '../../ui/Field';
import { ReviewCard } from '../../ui/ReviewCard';
import { StarRating } from '../../ui/StarRating';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { MyReviewsQuery, ReplyToReviewMutation } from './companyReviews.operations';

const PAGE_SIZE = 20;

function ReplyForm({ reviewId }: { reviewId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reply, { loading }] = useMutation(ReplyToReviewMutation);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await reply({ variables: { id: reviewId, text } });
    } catch (caught) {
      setError(fieldErrorsOf(caught).text ?? messageOf(caught, 'Your reply could not be saved. Please try again.'));
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextAreaField
        label="Your public reply"
        hint="One reply per review, shown under it on your profile. You cannot change it afterwards."
        rows={3}
        maxLength={2000}
        value={text}
        error={error ?? undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button small" disabled={loading}>
        {loading ? 'Posting…' : 'Post reply'}
      </button>
    </form>
  );
}

/** `paths.company.reviews`: the company's published reviews, each with its one public reply. */
export function CompanyReviewsPage() {
  const { data, loading, error, refetch } = useQuery(MyReviewsQuery, { variables: { first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoading label="Loading your reviews…" />;
  return (
    <main className="container" id="main">
      <Head title="Reviews" robots="noindex, nofollow" />
      <h1>Reviews</h1>
      {error && !data && (
        <FormAlert>
          {messageOf(error, 'Your reviews could not be loaded.')}{' '}
          <button type="button" className="button secondary small" onClick={() => refetch()}>
            Try again
          </button>
        </FormAlert>
      )}
      {data && (
        <>
          <p className="lead">
            {data.myCompanyRating.count ? (
              <>
                <StarRating value={data.myCompanyRating.average ?? 0} /> {data.myCompanyRating.average?.toFixed(1)} from{' '}
                {data.myCompanyRating.count} published {data.myCompanyRating.count === 1 ? 'review' : 'reviews'}.
              </>
            ) : (
              'No published review yet.'
            )}
          </p>
          <p className="small">{REVIEW_POLICY}</p>
          {data.myCompanyReviews.nodes.length ? (
            <div className="card-list">
              {data.myCompanyReviews.nodes.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  companyName={data.myCompany.name}
                  replySlot={review.reply ? null : <ReplyForm reviewId={review.id} />}
                />
              ))}
            </div>
          ) : (
            <p className="empty-state">
              When a homeowner who hired you through this site reviews you and we publish it, it appears here and on your public profile.
            </p>
          )}
        </>
      )}
    </main>
  );
}
