import { useState, type FormEvent } from 'react';
import { formatPounds, type PropertyType } from '../../../../common/calculator';
import {
  CANCELLATION_NOTICE,
  expectedSupplyDate,
  priceQuote,
  QUOTE_LIMITS,
  QUOTE_LINE_KINDS,
  QUOTE_LINE_LABELS,
  REINSULATION_MATERIAL_LABELS,
  REINSULATION_MATERIALS,
  ROOF_TYPE_LABELS,
  ROOF_TYPES,
  thermalResistance,
  type QuoteLineInput,
  type QuoteLineKind,
} from '../../../../common/quotes';
import { fieldErrorsFrom } from '../../../../common/validation/fieldErrors';
import { quoteSchema } from '../../../../common/validation/quote';
import type { UkRegion } from '../../../../common/ukRegions';
import type { QuoteInput, QuoteLineInput as QuoteLineApiInput } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDate, londonIsoDate } from '../../lib/dates';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../ui/Field';
import { CancellationNotice, vatRateText, type QuoteRevisionView } from '../../ui/quotes/QuoteParts';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

/**
 * The company's quote (docs/requirements/quotes-and-removal-records.md): lines from the fixed vocabulary with amounts
 * typed before VAT; each line's VAT and the totals worked out as the company types, with `priceQuote`, the function the
 * server prices the quote with; checked with `quoteSchema` before it is sent. What was typed stays after any error.
 */

interface LineDraft {
  key: number;
  kind: QuoteLineKind;
  amount: string;
  description: string;
  areaM2: string;
  roofType: string;
  material: string;
  thicknessMm: string;
  lambda: string;
}

export interface QuoteDraft {
  lines: LineDraft[];
  validUntil: string;
  earliestStart: string;
  durationDays: string;
  guaranteeYears: string;
  insuranceBacked: boolean;
  insurer: string;
  depositWanted: boolean;
  depositAmount: string;
  depositProtected: boolean;
  depositProtectedBy: string;
  methodStatement: string;
}

/** What decides the VAT besides the lines: the lead's nation and building, and the company's registration. */
export interface QuoteFormContext {
  region: UkRegion | null;
  propertyType: PropertyType;
  vatRegistered: boolean;
}

let nextKey = 1;
const emptyLine = (kind: QuoteLineKind): LineDraft => ({
  key: nextKey++,
  kind,
  amount: '',
  description: '',
  areaM2: '',
  roofType: '',
  material: '',
  thicknessMm: '',
  lambda: '',
});

const poundsText = (pence: number) => (pence % 100 ? (pence / 100).toFixed(2) : String(pence / 100));
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A new quote starts with the lines most jobs have; a revision starts from the quote as last sent. */
export function draftFrom(revision: QuoteRevisionView | null | undefined): QuoteDraft {
  if (!revision) {
    return {
      lines: [emptyLine('inspection'), emptyLine('foam_removal'), emptyLine('waste_disposal')],
      validUntil: '',
      earliestStart: '',
      durationDays: '',
      guaranteeYears: '',
      insuranceBacked: false,
      insurer: '',
      depositWanted: false,
      depositAmount: '',
      depositProtected: false,
      depositProtectedBy: '',
      methodStatement: '',
    };
  }
  return {
    lines: revision.lines.map((line) => ({
      key: nextKey++,
      kind: line.kind as QuoteLineKind,
      amount: poundsText(line.netPence),
      description: line.description ?? '',
      areaM2: numberText(line.areaM2),
      roofType: line.roofType ?? '',
      material: line.material ?? '',
      thicknessMm: numberText(line.thicknessMm),
      lambda: numberText(line.lambdaWPerMK),
    })),
    validUntil: revision.validUntil,
    earliestStart: revision.earliestStart,
    durationDays: String(revision.durationDays),
    guaranteeYears: String(revision.guarantee.years),
    insuranceBacked: revision.guarantee.insuranceBacked,
    insurer: revision.guarantee.insurer ?? '',
    depositWanted: Boolean(revision.deposit),
    depositAmount: revision.deposit ? poundsText(revision.deposit.amountPence) : '',
    depositProtected: revision.deposit?.protected ?? false,
    depositProtectedBy: revision.deposit?.protectedBy ?? '',
    methodStatement: revision.methodStatement,
  };
}

/** A typed number; blank is missing (the schema asks for it) and anything else unreadable stays NaN (the schema refuses it). */
const numberOf = (text: string): number | undefined => {
  const cleaned = text.replace(/,/g, '').trim();
  return cleaned === '' ? undefined : Number(cleaned);
};

/** Pounds as typed to whole pence; more than two decimals stays a fraction of a penny, which the schema refuses. */
export function penceOf(text: string): number | undefined {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (cleaned === '') return undefined;
  const pounds = Number(cleaned);
  if (!Number.isFinite(pounds)) return Number.NaN;
  return /^-?\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(pounds * 100) : pounds * 100;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

function lineInput(line: LineDraft): QuoteLineApiInput {
  const base = { kind: line.kind, amountPence: penceOf(line.amount), description: blankToNull(line.description) };
  switch (line.kind) {
    case 'foam_removal':
      return { ...base, areaM2: numberOf(line.areaM2), roofType: line.roofType || undefined };
    case 'reinsulation':
      return {
        ...base,
        material: line.material || undefined,
        thicknessMm: numberOf(line.thicknessMm),
        lambdaWPerMK: numberOf(line.lambda),
        areaM2: numberOf(line.areaM2) ?? null,
      };
    case 'other':
      return { ...base, description: line.description };
    default:
      return base;
  }
}

/** The quote as the API takes it. */
export function quoteInputOf(draft: QuoteDraft): QuoteInput {
  return {
    lines: draft.lines.map(lineInput),
    validUntil: draft.validUntil,
    earliestStart: draft.earliestStart,
    durationDays: numberOf(draft.durationDays),
    guarantee: {
      years: numberOf(draft.guaranteeYears),
      insuranceBacked: draft.insuranceBacked,
      insurer: draft.insuranceBacked ? draft.insurer : null,
    },
    deposit: draft.depositWanted
      ? {
          amountPence: penceOf(draft.depositAmount),
          protected: draft.depositProtected,
          protectedBy: draft.depositProtected ? draft.depositProtectedBy : null,
        }
      : null,
    methodStatement: draft.methodStatement,
  };
}

/** The fields a line's VAT does not depend on, filled so a half-typed line can be priced. */
const PRICING_PLACEHOLDERS = {
  areaM2: 1,
  roofType: 'flat',
  material: 'other',
  thicknessMm: 100,
  lambdaWPerMK: 0.04,
  description: '-',
} as const;

/** Each line's rate and VAT and the totals, for what has been typed so far (a line without a readable amount counts £0). */
export function livePricing(draft: QuoteDraft, context: QuoteFormContext, today: string) {
  const duration = numberOf(draft.durationDays);
  const start = /^\d{4}-\d{2}-\d{2}$/.test(draft.earliestStart) ? draft.earliestStart : today;
  const supplyDate = expectedSupplyDate(
    start,
    duration && Number.isInteger(duration) ? Math.min(Math.max(duration, 1), QUOTE_LIMITS.maxDurationDays) : 1,
  );
  const lines = draft.lines.map((line) => {
    const pence = penceOf(line.amount);
    return {
      ...PRICING_PLACEHOLDERS,
      kind: line.kind,
      amountPence: pence && Number.isFinite(pence) ? Math.round(pence) : 0,
    } as QuoteLineInput;
  });
  return priceQuote({
    lines,
    region: context.region,
    propertyType: context.propertyType,
    vatRegistered: context.vatRegistered,
    supplyDate,
  });
}

const KIND_OPTIONS = QUOTE_LINE_KINDS.map((value) => ({ value, label: QUOTE_LINE_LABELS[value] }));
const ROOF_OPTIONS = ROOF_TYPES.map((value) => ({ value, label: ROOF_TYPE_LABELS[value] }));
const MATERIAL_OPTIONS = REINSULATION_MATERIALS.map((value) => ({ value, label: REINSULATION_MATERIAL_LABELS[value] }));

/** Where each error's path is shown; any other path goes in the summary at the top. */
const placedPath = (path: string) =>
  /^lines\.\d+\.(amountPence|description|areaM2|roofType|material|thicknessMm|lambdaWPerMK)$/.test(path) ||
  [
    'lines',
    'validUntil',
    'earliestStart',
    'durationDays',
    'guarantee.years',
    'guarantee.insurer',
    'deposit.amountPence',
    'deposit.protectedBy',
    'methodStatement',
  ].includes(path);

export function QuoteForm({
  context,
  initial,
  revising,
  onSend,
  onCancel,
}: {
  context: QuoteFormContext;
  initial: QuoteDraft;
  revising: boolean;
  onSend: (input: QuoteInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const submitting = useSubmitOnce();
  const sending = submitting.pending;
  const today = londonIsoDate(new Date())!;
  const priced = livePricing(draft, context, today);

  const set = <K extends keyof QuoteDraft>(key: K, value: QuoteDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setLine = (key: number, change: Partial<LineDraft>) =>
    setDraft((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) }));
  const removeLine = (key: number) => setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }));
  const addLine = () => setDraft((current) => ({ ...current, lines: [...current.lines, emptyLine('membrane')] }));

  function showErrors(found: Record<string, string>, fallback: string) {
    setErrors(found);
    const unplaced = Object.entries(found).filter(([path]) => !placedPath(path));
    setNotice(
      Object.keys(found).length
        ? ['Some answers need your attention: see the messages beside the fields.', ...unplaced.map(([, message]) => message)].join(' ')
        : fallback,
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const input = quoteInputOf(draft);
    const checked = quoteSchema({ today, ...context }).safeParse(input);
    if (!checked.success) {
      showErrors(Object.fromEntries(fieldErrorsFrom(checked.error).map((error) => [error.path, error.message])), '');
      return;
    }
    setErrors({});
    await submitting.once(async () => {
      try {
        await onSend(input);
      } catch (failure) {
        showErrors(fieldErrorsOf(failure), messageOf(failure, 'The quote was not sent: try again'));
      }
    });
  }

  return (
    <form className="quote-form" onSubmit={onSubmit} noValidate aria-label={revising ? 'Revise your quote' : 'Your quote'}>
      {notice && <FormAlert>{notice}</FormAlert>}
      <p className="hint">
        Type each amount in pounds before VAT. The VAT on each line is worked out for you
        {context.vatRegistered
          ? `, by the rules for ${context.region ?? 'the UK'} and this property, for the day the job is expected to finish.`
          : ': none, as your company is not VAT-registered.'}
      </p>
      {errors.lines && <FormAlert>{errors.lines}</FormAlert>}
      {draft.lines.map((line, index) => {
        const at = (field: string) => errors[`lines.${index}.${field}`];
        const pricedLine = priced.lines[index];
        const r =
          line.kind === 'reinsulation' && Number(line.thicknessMm) > 0 && Number(line.lambda) > 0
            ? thermalResistance(Number(line.thicknessMm), Number(line.lambda))
            : null;
        return (
          <fieldset key={line.key} className="quote-line" data-testid="quote-line">
            <legend>Line {index + 1}</legend>
            <SelectField
              label="What this line is"
              options={KIND_OPTIONS}
              value={line.kind}
              onChange={(event) => setLine(line.key, { kind: event.target.value as QuoteLineKind })}
            />
            {line.kind === 'foam_removal' && (
              <>
                <TextField
                  label="Area (m²)"
                  inputMode="decimal"
                  value={line.areaM2}
                  onChange={(event) => setLine(line.key, { areaM2: event.target.value })}
                  error={at('areaM2')}
                />
                <SelectField
                  label="What the foam is sprayed on"
                  options={ROOF_OPTIONS}
                  placeholder="Choose…"
                  value={line.roofType}
                  onChange={(event) => setLine(line.key, { roofType: event.target.value })}
                  error={at('roofType')}
                />
              </>
            )}
            {line.kind === 'reinsulation' && (
              <>
                <SelectField
                  label="Insulation material"
                  options={MATERIAL_OPTIONS}
                  placeholder="Choose…"
                  value={line.material}
                  onChange={(event) => setLine(line.key, { material: event.target.value })}
                  error={at('material')}
                />
                <TextField
                  label="Thickness (mm)"
                  inputMode="numeric"
                  value={line.thicknessMm}
                  onChange={(event) => setLine(line.key, { thicknessMm: event.target.value })}
                  error={at('thicknessMm')}
                />
                <TextField
                  label="Thermal conductivity λ (W/m·K)"
                  hint="As the product’s declaration of performance states it, like 0.044."
                  inputMode="decimal"
                  value={line.lambda}
                  onChange={(event) => setLine(line.key, { lambda: event.target.value })}
                  error={at('lambdaWPerMK')}
                />
                <TextField
                  label="Area (m², optional)"
                  inputMode="decimal"
                  value={line.areaM2}
                  onChange={(event) => setLine(line.key, { areaM2: event.target.value })}
                  error={at('areaM2')}
                />
                <p className="small" data-testid="thermal-resistance">
                  {r === null
                    ? 'Thermal resistance R = thickness ÷ λ: enter both to see it.'
                    : `Thermal resistance R = thickness ÷ λ = ${r.toFixed(2)} m²·K/W`}
                </p>
              </>
            )}
            {line.kind === 'waste_disposal' && <p className="small">Your waste carrier registration is added from your vetting record.</p>}
            <TextField
              label={line.kind === 'other' ? 'What this line is for' : 'Description (optional)'}
              maxLength={QUOTE_LIMITS.maxDescriptionChars}
              value={line.description}
              onChange={(event) => setLine(line.key, { description: event.target.value })}
              error={at('description')}
            />
            <TextField
              label="Price before VAT (£)"
              inputMode="decimal"
              value={line.amount}
              onChange={(event) => setLine(line.key, { amount: event.target.value })}
              error={at('amountPence')}
            />
            <p className="small" data-testid="line-vat">
              VAT {vatRateText(pricedLine.vatRate)}: {formatPounds(pricedLine.vatPence)} ({pricedLine.vatLabel})
            </p>
            {draft.lines.length > 1 && (
              <button type="button" className="button secondary small" onClick={() => removeLine(line.key)}>
                Remove line {index + 1}
              </button>
            )}
          </fieldset>
        );
      })}
      {draft.lines.length < QUOTE_LIMITS.maxLines && (
        <p>
          <button type="button" className="button secondary small" onClick={addLine}>
            Add a line
          </button>
        </p>
      )}
      <dl className="details-list" data-testid="quote-totals" aria-label="Totals">
        <div>
          <dt>Total before VAT</dt>
          <dd>{formatPounds(priced.netPence)}</dd>
        </div>
        {priced.vatByRate.map((rate) => (
          <div key={rate.vatRate}>
            <dt>VAT at {vatRateText(rate.vatRate)}</dt>
            <dd>
              {formatPounds(rate.vatPence)} on {formatPounds(rate.netPence)}
            </dd>
          </div>
        ))}
        <div>
          <dt>Total with VAT</dt>
          <dd>{formatPounds(priced.totalPence)}</dd>
        </div>
        <div>
          <dt>VAT worked out for</dt>
          <dd>a job finishing on {formatLondonDate(priced.supplyDate)}</dd>
        </div>
      </dl>
      <fieldset>
        <legend>Dates</legend>
        <TextField
          label="Valid until"
          type="date"
          value={draft.validUntil}
          onChange={(event) => set('validUntil', event.target.value)}
          error={errors.validUntil}
        />
        <TextField
          label="Earliest start"
          type="date"
          value={draft.earliestStart}
          onChange={(event) => set('earliestStart', event.target.value)}
          error={errors.earliestStart}
        />
        <TextField
          label="Duration (working days)"
          inputMode="numeric"
          value={draft.durationDays}
          onChange={(event) => set('durationDays', event.target.value)}
          error={errors.durationDays}
        />
      </fieldset>
      <fieldset>
        <legend>Guarantee</legend>
        <TextField
          label="Guarantee (years, 0 for none)"
          inputMode="numeric"
          value={draft.guaranteeYears}
          onChange={(event) => set('guaranteeYears', event.target.value)}
          error={errors['guarantee.years']}
        />
        <label className="check">
          <input type="checkbox" checked={draft.insuranceBacked} onChange={(event) => set('insuranceBacked', event.target.checked)} /> The
          guarantee is insurance-backed
        </label>
        {draft.insuranceBacked && (
          <TextField
            label="Insurer"
            value={draft.insurer}
            onChange={(event) => set('insurer', event.target.value)}
            error={errors['guarantee.insurer']}
          />
        )}
      </fieldset>
      <fieldset>
        <legend>Deposit</legend>
        <label className="check">
          <input type="checkbox" checked={draft.depositWanted} onChange={(event) => set('depositWanted', event.target.checked)} /> I ask for
          a deposit
        </label>
        {draft.depositWanted && (
          <>
            <TextField
              label="Deposit (£)"
              inputMode="decimal"
              value={draft.depositAmount}
              onChange={(event) => set('depositAmount', event.target.value)}
              error={errors['deposit.amountPence']}
            />
            <label className="check">
              <input type="checkbox" checked={draft.depositProtected} onChange={(event) => set('depositProtected', event.target.checked)} />{' '}
              The deposit is protected
            </label>
            {draft.depositProtected && (
              <TextField
                label="Protected by"
                value={draft.depositProtectedBy}
                onChange={(event) => set('depositProtectedBy', event.target.value)}
                error={errors['deposit.protectedBy']}
              />
            )}
          </>
        )}
      </fieldset>
      <TextAreaField
        label="Method statement"
        hint="How you will do the job: access, protection, removal, checks and clean-up. Plain text."
        rows={6}
        maxLength={QUOTE_LIMITS.maxMethodStatementChars}
        value={draft.methodStatement}
        onChange={(event) => set('methodStatement', event.target.value)}
        error={errors.methodStatement}
      />
      <p className="small">
        Every quote shows the homeowner this notice; it cannot be changed ({CANCELLATION_NOTICE.heading.toLowerCase()}):
      </p>
      <CancellationNotice headingLevel={4} />
      <div className="actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : revising ? 'Send the revised quote' : 'Send the quote'}
        </button>
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel} disabled={sending}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
