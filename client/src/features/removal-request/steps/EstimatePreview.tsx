import { formatPounds, type Estimate } from '../../../../../common/calculator';

/** The typical cost of the job, once the property and the foam are known. */
export function EstimatePreview({ estimate }: { estimate: Estimate | null }) {
  if (!estimate) return null;
  return (
    <p className="estimate-preview" aria-live="polite">
      Typical cost for this job:{' '}
      <strong>
        {formatPounds(estimate.lowPence)} – {formatPounds(estimate.highPence)}
      </strong>{' '}
      + VAT, about {estimate.durationDays} day{estimate.durationDays === 1 ? '' : 's'}.
    </p>
  );
}
