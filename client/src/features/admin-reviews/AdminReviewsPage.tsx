import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RATING_ASPECT_LABELS, RATING_ASPECTS, REVIEW_POLICY } from '../../../../common/reviews';
import { StatusListPage } from '../../ui/admin/statusList';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import type {
  AdminCompanyReviewsQuery as ReviewsData,
  CompanyReviewDecision as ReviewDecision,
  CompanyReviewStatus as ReviewStatus,
} from '../../gql/graphql';
import { type ColumnDef } from '../../ui/admin/DataTable';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { storedValue } from '../../lib/enums';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { useToast } from '../../ui/admin/Toasts';
import { AdminReviewsQuery, ModerateReviewMutation } from './reviews.operations';

const STATUS_LABELS: Record<ReviewStatus, string> = {
  PENDING: 'Waiting',
  PUBLISHED: 'Published',
  REJECTED: 'Rejected',
  ERASED: 'Erased on request',
};
type Review = ReviewsData['adminCompanyReviews']['nodes'][number];

const COLUMNS: Array<ColumnDef<Review, unknown>> = [
  {
    id: 'company',
    header: 'Company',
    cell: ({ row }) => (
      <>
        {row.original.companyName}
        <p className="small">
          Request {row.original.leadRef}, {row.original.district}
          {row.original.jobDate && `, job ${formatLondonDate(row.original.jobDate)}`}
        </p>
      </>
    ),
  },
  { id: 'submittedAt', header: 'Written', cell: ({ row }) => formatLondonDateTime(row.original.submittedAt) },
  {
    id: 'ratings',
    header: 'Ratings',
    cell: ({ row }) => (
      <ul className="plain-list small">
        {RATING_ASPECTS.map((aspect) => (
          <li key={aspect}>
            {RATING_ASPECT_LABELS[aspect]}: {row.original.ratings[aspect]}/5
          </li>
        ))}
        <li>
          <strong>Overall {row.original.overall}</strong>
        </li>
      </ul>
    ),
  },
  {
    id: 'text',
    header: 'Review',
    cell: ({ row }) => (
      <>
        <p className="preserve-lines">{row.original.text}</p>
        <p className="small">— {row.original.reviewerName}</p>
        {row.original.reply && <p className="small">Company’s reply: {row.original.reply.text}</p>}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) =>
      row.original.status === 'PENDING' ? (
        <ModerateForm review={row.original} />
      ) : (
        <>
          <span className={`badge status-${storedValue(row.original.status)}`}>{STATUS_LABELS[row.original.status]}</span>
          {row.original.rejectionReason && <p className="small">{row.original.rejectionReason}</p>}
          {row.original.moderatedBy && <p className="small">by {row.original.moderatedBy}</p>}
        </>
      ),
  },
];

/** `paths.admin.reviews`: homeowners' reviews of the companies they hired; publish, or reject with a reason. */
export function AdminReviewsPage() {
  return (
    <StatusListPage
      title="Reviews"
      noun={{ one: 'review', many: 'reviews' }}
      statusLabels={STATUS_LABELS}
      initialStatus="PENDING"
      query={AdminReviewsQuery}
      connection={(data) => data.adminCompanyReviews}
      columns={COLUMNS}
      caption="Reviews, newest first"
      empty={{ all: 'No review yet.', PENDING: 'No review is waiting.' }}
    >
      <p className="small">
        {REVIEW_POLICY} Publish a review that describes the homeowner’s own experience; reject one that names private people, is abusive or
        is not about the job, and say why: the homeowner reads the reason.
      </p>
    </StatusListPage>
  );
}

function ModerateForm({ review }: { review: Review }) {
  const [reason, setReason] = useState('');
  const [moderate, state] = useMutation(ModerateReviewMutation, { refetchQueries: ['AdminCompanyReviews'] });
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirm();
  const toast = useToast();

  async function decide(decision: ReviewDecision) {
    setProblem(null);
    const answer = await confirm({
      title: decision === 'PUBLISH' ? `Publish this review of ${review.companyName}?` : `Reject this review of ${review.companyName}?`,
      message:
        decision === 'PUBLISH' ? (
          <p>It appears on the company’s public profile at once, and the company is e-mailed and may reply once.</p>
        ) : (
          <p>It is never shown. The homeowner is e-mailed your reason.</p>
        ),
      confirmLabel: decision === 'PUBLISH' ? 'Publish' : 'Reject',
      danger: decision === 'REJECT',
    });
    if (!answer.confirmed) return;
    try {
      await moderate({ variables: { id: review.id, decision, reason: reason || null } });
      toast.show(decision === 'PUBLISH' ? `Review of ${review.companyName} published` : `Review of ${review.companyName} rejected`);
    } catch (e) {
      setProblem(fieldErrorsOf(e).reason ?? messageOf(e, 'The decision could not be saved'));
    }
  }

  return (
    <div aria-label={`Moderate the review of ${review.companyName}`} role="group">
      <span className="badge status-pending">Waiting</span>
      <label>
        Reason, if you reject it (the homeowner reads it)
        <textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button small" disabled={state.loading} onClick={() => decide('PUBLISH')}>
        Publish
      </button>{' '}
      <button type="button" className="button secondary small" disabled={state.loading} onClick={() => decide('REJECT')}>
        Reject
      </button>
    </div>
  );
}
