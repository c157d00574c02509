import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../ui/ClientOnly';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import {
  ACCESS_LEVELS,
  CALCULATOR_RULES,
  EXTRAS,
  EXTRA_LABELS,
  FOAM_LOCATIONS,
  FOAM_TYPES,
  PROPERTY_TYPES,
  estimateRemoval,
  formatNumber,
  type Extra,
  type FoamLocation,
} from '../../../../common/calculator';
import { UK_REGIONS, postcodeAreaOf, regionForPostcode, unknownPostcodeArea, type UkRegion } from '../../../../common/ukRegions';
import { Head, useSiteUrl } from '../../ui/head';
import { publisherJsonLd } from '../../ui/structuredData';
import { SelectField, TextField } from '../../ui/Field';
import { ACCESS_LABELS, FOAM_LABELS, LOCATION_LABELS, PROPERTY_LABELS } from '../../../../common/requestLabels';
import {
  AREA_TEXT,
  MIN_AREA_M2,
  PITCH_OPTIONS,
  WALL_AREA_OPTIONS,
  calculatorParams,
  parseCalculatorParams,
  quoteFormHref,
  searchOf,
  type CalculatorState,
} from './calculatorParams';
import { EstimatePanel } from './EstimatePanel';
import { EstimateBar } from './EstimateBar';
import { CopyLinkButton } from './CopyLinkButton';

const TITLE = 'Spray foam removal cost calculator';
const DESCRIPTION =
  'Estimate the cost of removing spray foam insulation from your property: a price range with VAT shown separately, an itemised breakdown and how long the work takes.';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const toggled = <T extends string>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
const maxArea = formatNumber(CALCULATOR_RULES.maxAreaM2);

/**
 * The cost calculator. Every input lives in the URL, so an estimate can be shared, bookmarked and
 * server-rendered, and the back button steps through earlier answers.
 *
 * History: a choice in a select or a checkbox is a deliberate step, so it pushes an entry (Back undoes it).
 * Typing in the area box pushes one entry when an edit starts and replaces it on each further keystroke until
 * the box loses focus, so one typed number is one step, not one step per digit. A region found from the
 * postcode replaces the entry (it follows typing). The postcode itself never goes into the URL: a full
 * postcode points at a street, and the link is meant to be shared.
 */
/** `explainer`: how the estimate is worked out, below the calculator (composed by the app, loaded when idle). */
export function CalculatorPage({ explainer }: { explainer?: ReactNode }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const siteUrl = useSiteUrl();

  // The area box keeps what is typed locally: the router applies URL changes in a transition, and a
  // controlled input fed only from the URL could lose keystrokes typed before the transition commits.
  const urlState = useMemo(() => parseCalculatorParams(params), [params]);
  const [areaDraft, setAreaDraft] = useState(urlState.areaText);
  const written = useRef(new Set<string>());
  const editingArea = useRef(false);
  useEffect(() => {
    // Follow the URL when it changed from outside this page's own writes: Back/Forward, or a link to /calculator.
    if (navigationType === 'POP' || !written.current.has(location.search)) {
      setAreaDraft(urlState.areaText);
      editingArea.current = false;
    }
    written.current.delete(location.search);
    // Only on navigation: the URL state is read as of that navigation, not on every render that reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const state: CalculatorState = useMemo(() => {
    const withDraft = new URLSearchParams(params);
    withDraft.set('area', areaDraft);
    return parseCalculatorParams(withDraft);
  }, [params, areaDraft]);
  const { input } = state;
  const estimate = useMemo(() => estimateRemoval(input), [input]);

  const [postcode, setPostcode] = useState('');
  // Rendered by the server and removed once the page runs: with JavaScript the estimate follows every change.
  const hydrated = useHydrated();
  const [areaFocused, setAreaFocused] = useState(false);

  function update(changes: Partial<CalculatorState['input']>, how: { areaText?: string; replace?: boolean } = {}) {
    const next = { input: { ...input, ...changes }, areaText: how.areaText ?? areaDraft };
    const search = searchOf(calculatorParams(next));
    if (written.current.size > 50) written.current.clear();
    written.current.add(search);
    navigate({ search }, { replace: how.replace ?? false, preventScrollReset: true });
  }

  function onAreaChange(text: string) {
    const trimmed = text.trim();
    if (!AREA_TEXT.test(trimmed)) return; // only digits and a decimal point: anything else is not typed in
    setAreaDraft(trimmed);
    update({}, { areaText: trimmed, replace: editingArea.current });
    editingArea.current = true;
  }

  function onPostcodeChange(text: string) {
    setPostcode(text);
    const region = /^[A-Za-z]{1,2}\d/.test(text.trim()) ? regionForPostcode(text.trim()) : null;
    if (region && region !== input.region) update({ region }, { replace: true });
  }

  const postcodeArea = postcodeAreaOf(postcode);
  const postcodeRegion = postcodeArea ? regionForPostcode(postcode.trim()) : null;
  const defaultArea = CALCULATOR_RULES.defaultAreaM2[input.propertyType];

  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: TITLE,
      url: `${siteUrl.replace(/\/$/, '')}/calculator`,
      description: DESCRIPTION,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Works in any modern browser',
      inLanguage: 'en-GB',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
      publisher: publisherJsonLd(siteUrl),
    },
  ];

  return (
    <main className="container" id="main">
      <Head title={TITLE} description={DESCRIPTION} canonicalPath="/calculator" jsonLd={jsonLd} />
      <h1>{TITLE}</h1>
      <p className="lead">
        Answer a few questions about the property and the foam. The estimate updates as you go, with VAT shown separately.
      </p>
      <div className="calculator">
        {/* Without JavaScript the form is sent as a GET to this page, which the server renders with the estimate. */}
        <form
          className="quote-form calculator-form"
          method="get"
          action="/calculator"
          onSubmit={(event) => event.preventDefault()}
          aria-label="About the job"
        >
          <fieldset>
            <legend>The property</legend>
            <SelectField
              label="Property type"
              name="type"
              options={options(PROPERTY_TYPES, PROPERTY_LABELS)}
              value={input.propertyType}
              onChange={(event) => update({ propertyType: event.target.value as never })}
            />
            <TextField
              label="Floor area under the foam in m² (optional)"
              name="area"
              inputMode="decimal"
              autoComplete="off"
              placeholder={`${defaultArea} (typical)`}
              hint={`For a loft, the floor area of the loft: we work out the larger area of the roof slopes from the pitch. Leave empty to use a typical ${defaultArea} m² for a ${PROPERTY_LABELS[input.propertyType].toLowerCase()}.`}
              value={areaDraft}
              onChange={(event) => onAreaChange(event.target.value)}
              onFocus={() => setAreaFocused(true)}
              onBlur={() => {
                editingArea.current = false;
                setAreaFocused(false);
              }}
              error={
                // A number below the minimum may be the start of a bigger one: say so once typing stops.
                state.areaOutOfRange && (!areaFocused || Number(areaDraft) > CALCULATOR_RULES.maxAreaM2)
                  ? `Enter an area between ${MIN_AREA_M2} and ${maxArea} m². Until then the estimate uses ${defaultArea} m².`
                  : undefined
              }
            />
            <SelectField
              label="Region"
              name="region"
              placeholder="Not sure (no regional adjustment)"
              options={UK_REGIONS.map((region) => ({ value: region, label: region }))}
              value={input.region ?? ''}
              onChange={(event) => update({ region: (event.target.value || null) as UkRegion | null })}
            />
            <TextField
              label="Or find the region from your postcode (optional)"
              autoComplete="postal-code"
              hint="Only used here to pick the region. It is not saved or put in the link."
              value={postcode}
              onChange={(event) => onPostcodeChange(event.target.value)}
            />
            {postcodeArea && (
              <p className="hint" role="status">
                {postcodeRegion
                  ? `Postcode area ${postcodeArea} is in ${postcodeRegion}.`
                  : `${unknownPostcodeArea(postcodeArea)}: choose the region above.`}
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend>The foam and the job</legend>
            <SelectField
              label="Type of foam"
              name="foam"
              hint={
                <>
                  <strong>How to tell:</strong> press it with a thumb. Open-cell is soft and spongy and gives like a sponge; closed-cell is
                  hard and rigid and does not give. If you cannot tell, choose “Not sure”.
                </>
              }
              options={options(FOAM_TYPES, FOAM_LABELS)}
              value={input.foamType}
              onChange={(event) => update({ foamType: event.target.value as never })}
            />
            <fieldset className="field check-group">
              <legend className="label">Where is the foam?</legend>
              <p className="hint" id="locations-hint">
                Tick every place. Lofts, floors and elsewhere share one area and the dearest of them sets the rate; cavity walls are priced
                on their own line.
              </p>
              {FOAM_LOCATIONS.map((value) => (
                <label key={value} className="check">
                  <input
                    type="checkbox"
                    name="locations"
                    value={value}
                    aria-describedby="locations-hint"
                    checked={input.locations.includes(value)}
                    onChange={() => update({ locations: toggled<FoamLocation>(input.locations, value) })}
                  />{' '}
                  {LOCATION_LABELS[value]}
                </label>
              ))}
            </fieldset>
            {input.locations.includes('loft') && (
              <SelectField
                label="Roof pitch"
                name="pitch"
                hint={`The angle of the roof slopes from the horizontal. Many pitched roofs are between 30° and 45°; if you do not know, we assume ${CALCULATOR_RULES.defaultPitchDegrees}°.`}
                placeholder={`Not sure (${CALCULATOR_RULES.defaultPitchDegrees}°)`}
                options={PITCH_OPTIONS.map((pitch) => ({ value: String(pitch), label: pitch === 0 ? '0° (flat roof)' : `${pitch}°` }))}
                value={input.pitchDegrees === null ? '' : String(input.pitchDegrees)}
                onChange={(event) => update({ pitchDegrees: event.target.value === '' ? null : Number(event.target.value) })}
              />
            )}
            {input.locations.includes('walls') && (
              <SelectField
                label="Area of cavity wall with foam"
                name="wall"
                hint="The outside walls with foam in the cavity, in m². Cavity-wall extraction is priced on its own line."
                placeholder={`Not sure (typical ${CALCULATOR_RULES.defaultWallAreaM2[input.propertyType]} m²)`}
                options={WALL_AREA_OPTIONS.map((area) => ({ value: String(area), label: `${area} m²` }))}
                value={input.wallAreaM2 === null ? '' : String(input.wallAreaM2)}
                onChange={(event) => update({ wallAreaM2: event.target.value === '' ? null : Number(event.target.value) })}
              />
            )}
            <SelectField
              label="Access"
              name="access"
              options={options(ACCESS_LEVELS, ACCESS_LABELS)}
              value={input.access}
              onChange={(event) => update({ access: event.target.value as never })}
            />
            <fieldset className="field check-group">
              <legend className="label">Extras (optional)</legend>
              {EXTRAS.map((value) => (
                <label key={value} className="check">
                  <input
                    type="checkbox"
                    name="extras"
                    value={value}
                    checked={input.extras.includes(value)}
                    onChange={() => update({ extras: toggled<Extra>(input.extras, value) })}
                  />{' '}
                  {EXTRA_LABELS[value]}
                </label>
              ))}
            </fieldset>
            <label className="check">
              <input
                type="checkbox"
                name="vat"
                value="no"
                aria-describedby="vat-hint"
                checked={!input.vatRegistered}
                onChange={() => update({ vatRegistered: !input.vatRegistered })}
              />{' '}
              The contractor is not VAT-registered
            </label>
            <p className="hint" id="vat-hint">
              A business below the VAT registration threshold charges no VAT. Its quote should say so.
            </p>
          </fieldset>
          {!hydrated && (
            <button type="submit" className="button">
              Update the estimate
            </button>
          )}
        </form>
        <EstimateBar estimate={estimate} />
        <div className="calculator-result">
          <EstimatePanel estimate={estimate} propertyType={input.propertyType} />
          <div className="actions">
            <Link className="button large" to={quoteFormHref(input)}>
              Get quotes for this job
            </Link>
            <CopyLinkButton
              getUrl={() =>
                new URL(`${location.pathname}${searchOf(calculatorParams({ input, areaText: areaDraft }))}`, window.location.origin).href
              }
            />
          </div>
        </div>
      </div>
      {explainer}
    </main>
  );
}
