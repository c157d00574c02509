import { Link } from 'react-router-dom';
import {
  CALCULATOR_RULES,
  EXTRAS,
  EXTRA_LABELS,
  FOAM_TYPES,
  PROPERTY_TYPES,
  formatNumber,
  formatPounds,
} from '../../../../common/calculator';
import { UK_REGIONS } from '../../../../common/ukRegions';
import { PROPERTY_LABELS } from '../../../../common/requestLabels';
import { FOAM_SHORT } from './calculatorLabels';

const r = CALCULATOR_RULES;
const percent = (factor: number) => `${formatNumber(Math.round(Math.abs(factor - 1) * 100))} %`;
const change = (factor: number) => `${factor >= 1 ? '+' : '−'}${percent(factor)}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** The rules in plain English, written from CALCULATOR_RULES so the text cannot drift from the arithmetic. */
export function HowItWorks() {
  const regions = UK_REGIONS.filter((region) => r.regionFactor[region] !== undefined);
  const byFactor = new Map<number, string[]>();
  for (const region of regions) byFactor.set(r.regionFactor[region]!, [...(byFactor.get(r.regionFactor[region]!) ?? []), region]);
  const perM2Extras = EXTRAS.filter((extra) => r.extraPerM2Pence[extra] !== undefined);

  return (
    <section className="calculator-explainer" aria-labelledby="how-heading">
      <h2 id="how-heading">How the estimate works</h2>
      <p>
        The calculator uses the same rules as the estimate we attach to every quote request. Removal companies quote after a survey, so
        treat the figure as a guide to what a fair quote looks like, not as a price.
      </p>
      <ul>
        <li>
          <strong>Foam type.</strong> A rate per square metre:{' '}
          {list(FOAM_TYPES.map((foam) => `${FOAM_SHORT[foam]} ${formatPounds(r.baseRatePence[foam])}`))}. Closed-cell foam is rigid and
          bonded to the timbers, so it takes longer to cut away.
        </li>
        <li>
          <strong>Area.</strong> If you leave it empty we use a typical area for the property:{' '}
          {list(PROPERTY_TYPES.map((type) => `${PROPERTY_LABELS[type].toLowerCase()} ${r.defaultAreaM2[type]} m²`))}.
        </li>
        <li>
          <strong>Where the foam is.</strong> Lofts, roofs and anywhere else are the base rate. Under floors costs{' '}
          {percent(r.locationFactor.floor)} more and walls {percent(r.locationFactor.walls)} more. When the foam is in several places, the
          dearest one applies.
        </li>
        <li>
          <strong>Access.</strong> Moderate access adds {percent(r.accessFactor.moderate)}; difficult access (tight spaces, a low pitch, no
          boards) adds {percent(r.accessFactor.difficult)}.
        </li>
        <li>
          <strong>Region.</strong> {[...byFactor].map(([factor, names]) => `${list(names)} ${change(factor)}`).join('; ')}; everywhere else
          there is no adjustment.
        </li>
        <li>
          <strong>Licensed waste disposal.</strong> {formatPounds(r.wasteFixedPence)} plus {formatPounds(r.wastePerM2Pence)} per m².
        </li>
        <li>
          <strong>Extras.</strong>{' '}
          {capitalise(
            list(perM2Extras.map((extra) => `${EXTRA_LABELS[extra].toLowerCase()} ${formatPounds(r.extraPerM2Pence[extra]!)} per m²`)),
          )}
          ; a {EXTRA_LABELS.inspection_report.toLowerCase()} costs {formatPounds(r.inspectionReportPence)}.
        </li>
        <li>
          <strong>Minimum job.</strong> Setting up safely costs the same on a small job, so no job is priced below{' '}
          {formatPounds(r.minimumJobPence)} before VAT.
        </li>
        <li>
          <strong>The range.</strong> From {formatNumber(Math.round(r.lowFactor * 100))} % to {formatNumber(Math.round(r.highFactor * 100))}{' '}
          % of the total, rounded to the nearest {formatPounds(r.roundToPence)}. VAT at {formatNumber(r.vatRate * 100)} % is added on top
          and shown separately.
        </li>
        <li>
          <strong>How long it takes.</strong> About one working day for every {r.m2PerDay} m², {percent(r.closedCellDurationFactor)} longer
          for closed-cell foam, and at least one day.
        </li>
      </ul>
      <p>
        Worked examples by property type and region are in our guide to{' '}
        <Link to="/spray-foam-insulation-removal-cost">spray foam insulation removal costs</Link>.
      </p>
    </section>
  );
}
