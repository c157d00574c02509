import { CALCULATOR_RULES, formatNumber, formatPounds, type Estimate, type PropertyType } from '../../../../common/calculator';
import { PROPERTY_LABELS } from '../../../../common/requestLabels';

export const formatRange = (lowPence: number, highPence: number) => `${formatPounds(lowPence)} – ${formatPounds(highPence)}`;

/** For display only: the estimate keeps exact pence; a penny beside a range rounded to £50 claims false precision. */
const wholePounds = (pence: number) => formatPounds(Math.round(pence / 100) * 100);
const wholeRange = (lowPence: number, highPence: number) => `${wholePounds(lowPence)} – ${wholePounds(highPence)}`;

const days = (count: number) => `${count} working day${count === 1 ? '' : 's'}`;
const percent = (rate: number) => `${formatNumber(rate * 100)} %`;

/** "1 December 2026" from "2026-12-01", without Intl (see formatNumber). */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

/**
 * The result: range before VAT, VAT (line by line) and the range including VAT, duration, and the itemised breakdown.
 * Only the short summary is a live region, so a screen reader hears the new range, not the whole table, on each change.
 */
export function EstimatePanel({ estimate, propertyType }: { estimate: Estimate; propertyType: PropertyType }) {
  const subtotal = estimate.lines.reduce((sum, line) => sum + line.amountPence, 0);
  const topUp = estimate.totalPence - subtotal;
  const rates = [...new Set(estimate.lines.map((line) => line.vatRate))];
  const vatTerm = !estimate.vatRegistered
    ? 'VAT (not VAT-registered)'
    : rates.length === 1
      ? `VAT at ${percent(rates[0])}`
      : 'VAT (by line, below)';
  return (
    <section className="estimate-panel" aria-labelledby="estimate-heading">
      <h2 id="estimate-heading">Your estimate</h2>
      <div className="estimate-summary" aria-live="polite" aria-atomic="true">
        <p className="estimate-range">
          <strong data-testid="estimate-range">{formatRange(estimate.lowPence, estimate.highPence)}</strong> <span>+ VAT</span>
        </p>
        <dl className="estimate-facts">
          <div>
            <dt>{vatTerm}</dt>
            <dd data-testid="estimate-vat">{wholeRange(estimate.vatLowPence, estimate.vatHighPence)}</dd>
          </div>
          <div>
            <dt>Including VAT, about</dt>
            <dd data-testid="estimate-inc-vat">{wholeRange(estimate.withVatLowPence, estimate.withVatHighPence)}</dd>
          </div>
          <div>
            <dt>Time on site</dt>
            <dd data-testid="estimate-duration">{`About ${days(estimate.durationDays)}`}</dd>
          </div>
        </dl>
      </div>
      {estimate.areaIsDefault && (
        <p className="estimate-note">
          {`Area assumed: ${formatNumber(estimate.planAreaM2 || (estimate.wallAreaM2 ?? 0))} m², typical for a ${PROPERTY_LABELS[propertyType].toLowerCase()}. Enter your own area for a closer figure.`}
        </p>
      )}
      {estimate.slope && (
        <p className="estimate-note" data-testid="slope-note">
          {`Roof slope area: ${formatNumber(estimate.planAreaM2)} m² of floor ÷ cos ${estimate.slope.pitchDegrees}° (×${formatNumber(Math.round(estimate.slope.factor * 100) / 100)}) = ${formatNumber(estimate.areaM2)} m²${estimate.slope.pitchIsDefault ? ', at an assumed pitch' : ''}.`}
        </p>
      )}
      <div className="table-scroll">
        <table className="data-table estimate-breakdown">
          <caption>Breakdown (middle of the range, VAT line by line)</caption>
          <thead>
            <tr>
              <th scope="col">Item and VAT rate</th>
              <th scope="col" className="amount">
                Before VAT
              </th>
              <th scope="col" className="amount">
                VAT
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">
                  {line.label} <span className="vat-rate">{line.vatLabel}</span>
                </th>
                <td className="amount">{wholePounds(line.amountPence)}</td>
                <td className="amount">{wholePounds(line.vatPence)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {estimate.minimumApplied && (
              <>
                <tr>
                  <th scope="row">Items above</th>
                  <td className="amount">{wholePounds(subtotal)}</td>
                  <td />
                </tr>
                <tr>
                  <th scope="row">
                    Minimum job top-up{' '}
                    <span className="vat-rate">
                      {estimate.vatRegistered ? `${percent(CALCULATOR_RULES.vatRate)}: standard rate` : 'No VAT'}
                    </span>
                  </th>
                  <td className="amount">{wholePounds(topUp)}</td>
                  <td className="amount">{wholePounds(estimate.vatRegistered ? Math.round(topUp * CALCULATOR_RULES.vatRate) : 0)}</td>
                </tr>
              </>
            )}
            <tr>
              <th scope="row">Total</th>
              <td className="amount">{wholePounds(estimate.totalPence)}</td>
              <td className="amount">{wholePounds(estimate.vatPence)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="small muted" data-testid="rounding-note">
        Amounts are shown to the nearest pound, so a column can differ from its total by a pound or two.
      </p>
      {estimate.minimumApplied && (
        <p className="estimate-note" data-testid="minimum-note">
          {`The items come to ${wholePounds(subtotal)}, below our ${formatPounds(CALCULATOR_RULES.minimumJobPence)} minimum job, so the estimate is based on ${formatPounds(CALCULATOR_RULES.minimumJobPence)}.`}
        </p>
      )}
      <p className="small muted">
        {`The range runs from ${Math.round(CALCULATOR_RULES.lowFactor * 100)} % to ${Math.round(CALCULATOR_RULES.highFactor * 100)} % of the total, rounded to the nearest ${formatPounds(CALCULATOR_RULES.roundToPence)}; VAT is scaled with it. VAT rates as they apply to work invoiced on ${longDate(estimate.vatDate)}.`}
      </p>
    </section>
  );
}
