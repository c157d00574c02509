import { Link } from './Link';
import { formatPounds } from '../../../common/calculator';
import { LEAD_PRICING, leadPriceRangePence } from '../../../common/leadPricing';

/** The marketplace's money, said plainly (the home page; the quote forms link to it at #paid-for-heading). */
export function HowThisSiteIsPaid() {
  const { minPence, maxPence } = leadPriceRangePence();
  return (
    <aside className="card paid-for" aria-labelledby="paid-for-heading">
      <h2 id="paid-for-heading">How this site is paid for</h2>
      <p>
        It is free for homeowners. Removal companies pay a fixed fee for each request they choose to buy: {formatPounds(minPence)} to{' '}
        {formatPounds(maxPence)} plus VAT, depending on the size of the job, whether it is an emergency and whether the company buys it
        exclusively. No more than {LEAD_PRICING.sharedMaxBuyers} companies can buy the same request. We take no commission on the work and
        we do not carry out removals ourselves.
      </p>
      <p>
        <Link to="/editorial-policy">Our editorial policy</Link> explains how the guides are written, sourced and reviewed.
      </p>
    </aside>
  );
}
