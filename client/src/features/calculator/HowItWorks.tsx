import { Link } from '../../ui/Link';
import {
  CALCULATOR_RULES,
  EXTRAS,
  EXTRA_LABELS,
  FOAM_TYPES,
  PROPERTY_TYPES,
  formatNumber,
  formatPounds,
  slopeFactor,
  typicalDurationRange,
} from '../../../../common/calculator';
import { UK_REGIONS } from '../../../../common/ukRegions';
import { PROPERTY_LABELS } from '../../../../common/requestLabels';
import { FOAM_SHORT } from './calculatorLabels';

const r = CALCULATOR_RULES;
const percent = (factor: number) => `${formatNumber(Math.round(Math.abs(factor - 1) * 100))} %`;
const change = (factor: number) => `${factor >= 1 ? '+' : '−'}${percent(factor)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
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
        treat the figure as a guide to what a fair quote looks like, not as a price. The rates below are our own estimating assumptions,
        published in full so you can check them; they are not an average of real invoices.
      </p>
      <ul>
        <li>
          <strong>Foam type.</strong> A rate per square metre:{' '}
          {list(FOAM_TYPES.map((foam) => `${FOAM_SHORT[foam]} ${formatPounds(r.baseRatePence[foam])}`))}. Closed-cell foam is rigid and
          bonded to the timbers, so it takes longer to cut away.
        </li>
        <li>
          <strong>Area.</strong> Enter the floor area under the foam. If you leave it empty we use a typical area for the property:{' '}
          {list(PROPERTY_TYPES.map((type) => `${PROPERTY_LABELS[type].toLowerCase()} ${r.defaultAreaM2[type]} m²`))}.
        </li>
        <li>
          <strong>Roof slopes.</strong> Foam in a loft is sprayed on the underside of the roof, which is larger than the loft floor. The
          floor area is divided by the cosine of the roof pitch: at {r.defaultPitchDegrees}° (assumed when you do not know) that is{' '}
          {formatNumber(Math.round(slopeFactor(r.defaultPitchDegrees) * 100) / 100)} times the floor area; at 30° it is{' '}
          {formatNumber(Math.round(slopeFactor(30) * 100) / 100)} and at 45° {formatNumber(Math.round(slopeFactor(45) * 100) / 100)}.
        </li>
        <li>
          <strong>Where the foam is.</strong> Lofts, roofs and anywhere else are the base rate; under floors costs{' '}
          {percent(r.locationFactor.floor)} more. When the foam is in several of these places, the dearest one applies.
        </li>
        <li>
          <strong>Cavity walls.</strong> Extracting foam from a wall cavity is a different job, priced on its own line per m² of wall:{' '}
          {list(FOAM_TYPES.map((foam) => `${FOAM_SHORT[foam]} ${formatPounds(r.cavityRatePence[foam])}`))}. Without a wall area we assume a
          typical one for the property.
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
          <strong>Waste disposal.</strong> {formatPounds(r.wasteFixedPence)} plus {formatPounds(r.wastePerM2Pence)} per m² of foam removed,
          for a registered waste carrier and a site permitted to take it.
        </li>
        <li>
          <strong>Extras.</strong>{' '}
          {capitalise(
            list(perM2Extras.map((extra) => `${EXTRA_LABELS[extra].toLowerCase()} ${formatPounds(r.extraPerM2Pence[extra]!)} per m²`)),
          )}
          ; a {EXTRA_LABELS.inspection_report.toLowerCase()} costs {formatPounds(r.inspectionReportPence)}. Timber treatment and a membrane
          are priced on the area the foam comes off (the roof slopes in a loft); re-insulation on the loft floor, where new insulation
          normally goes, between and over the ceiling joists.
        </li>
        <li>
          <strong>Minimum job.</strong> Setting up safely costs the same on a small job, so no job is priced below{' '}
          {formatPounds(r.minimumJobPence)} before VAT.
        </li>
        <li>
          <strong>The range.</strong> From {formatNumber(Math.round(r.lowFactor * 100))} % to {formatNumber(Math.round(r.highFactor * 100))}{' '}
          % of the total, rounded to the nearest {formatPounds(r.roundToPence)}.
        </li>
        <li>
          <strong>VAT, line by line.</strong> Removal, waste, timber treatment and reports are standard-rated at{' '}
          {formatNumber(r.vatRate * 100)} %. Installing insulation in a home is an energy-saving material under HMRC’s{' '}
          <a href="https://www.gov.uk/guidance/vat-on-energy-saving-materials-and-heating-equipment-notice-7086">VAT Notice 708/6</a>: 0 %
          everywhere in the UK, Northern Ireland included, until {longDate(r.energySavingVat.zeroRateUntil)}, and{' '}
          {formatNumber(r.energySavingVat.reducedRate * 100)} % after that. A new breathable membrane is weatherproofing, not insulation, so
          it is standard-rated even when it goes in with the insulation. Removing the old foam is standard-rated too; when it is done only
          to make way for new insulation, under one contract with the installation, HMRC may treat it as part of a single zero-rated supply,
          so the estimate shows the higher figure and your contractor may charge less. Commercial buildings pay the standard rate. A
          contractor that is not VAT-registered charges no VAT.
        </li>
        <li>
          <strong>How long it takes.</strong> About one working day for every {r.m2PerDay} m² of roof, floor or other area and every{' '}
          {r.cavityM2PerDay} m² of cavity wall, {percent(r.closedCellDurationFactor)} longer for closed-cell foam, and at least one day. For
          typical homes that is {typicalDurationRange().text}.
        </li>
      </ul>
      <p>
        Worked examples by property type and region are in our guide to{' '}
        <Link to="/spray-foam-insulation-removal-cost">spray foam insulation removal costs</Link>.
      </p>
    </section>
  );
}
