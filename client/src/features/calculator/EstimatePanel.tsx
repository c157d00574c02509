import { CALCULATOR_RULES, formatPounds, type Estimate, type PropertyType } from '../../../../common/calculator';
import { PROPERTY_LABELS } from '../../../../common/requestLabels';

export const formatRange = (lowPence: number, highPence: number) => `${formatPounds(lowPence)} – ${formatPounds(highPence)}`;

const days = (count: number) => `${count} working day${count === 1 ? '' : 's'}`;

/**
 * The result: range before VAT, VAT and the range including VAT, duration, and the itemised breakdown.
 * Only the short summary is a live region, so a screen reader hears the new range, not the whole table, on each change.
 */
export function EstimatePanel({ estimate, propertyType }: { estimate: Estimate; propertyType: PropertyType }) {
  const subtotal = estimate.lines.reduce((sum, line) => sum + line.amountPence, 0);
  const vatPercent = `${CALCULATOR_RULES.vatRate * 100} %`;
  return (
    <section className="estimate-panel" aria-labelledby="estimate-heading">
      <h2 id="estimate-heading">Your estimate</h2>
      <div className="estimate-summary" aria-live="polite" aria-atomic="true">
        <p className="estimate-range">
          <strong data-testid="estimate-range">{formatRange(estimate.lowPence, estimate.highPence)}</strong> <span>+ VAT</span>
        </p>
        <dl className="estimate-facts">
          <div>
            <dt>{`VAT at ${vatPercent}`}</dt>
            <dd data-testid="estimate-vat">{formatRange(estimate.vatLowPence, estimate.vatHighPence)}</dd>
          </div>
          <div>
            <dt>Including VAT</dt>
            <dd data-testid="estimate-inc-vat">
              {formatRange(estimate.lowPence + estimate.vatLowPence, estimate.highPence + estimate.vatHighPence)}
            </dd>
          </div>
          <div>
            <dt>Time on site</dt>
            <dd data-testid="estimate-duration">{`About ${days(estimate.durationDays)}`}</dd>
          </div>
        </dl>
      </div>
      {estimate.areaIsDefault && (
        <p className="estimate-note">
          {`Area assumed: ${estimate.areaM2} m², typical for a ${PROPERTY_LABELS[propertyType].toLowerCase()}. Enter your own area for a closer figure.`}
        </p>
      )}
      <div className="table-scroll">
        <table className="data-table estimate-breakdown">
          <caption>Breakdown before VAT</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="amount">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.label}</th>
                <td className="amount">{formatPounds(line.amountPence)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {estimate.minimumApplied && (
              <>
                <tr>
                  <th scope="row">Items above</th>
                  <td className="amount">{formatPounds(subtotal)}</td>
                </tr>
                <tr>
                  <th scope="row">Minimum job top-up</th>
                  <td className="amount">{formatPounds(estimate.totalPence - subtotal)}</td>
                </tr>
              </>
            )}
            <tr>
              <th scope="row">Total before VAT</th>
              <td className="amount">{formatPounds(estimate.totalPence)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {estimate.minimumApplied && (
        <p className="estimate-note" data-testid="minimum-note">
          {`The items come to ${formatPounds(subtotal)}, below our ${formatPounds(CALCULATOR_RULES.minimumJobPence)} minimum job, so the estimate is based on ${formatPounds(CALCULATOR_RULES.minimumJobPence)}.`}
        </p>
      )}
      <p className="small muted">
        {`The range runs from ${Math.round(CALCULATOR_RULES.lowFactor * 100)} % to ${Math.round(CALCULATOR_RULES.highFactor * 100)} % of the total, rounded to the nearest ${formatPounds(CALCULATOR_RULES.roundToPence)}.`}
      </p>
    </section>
  );
}
