import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { ACCESS_LEVELS, EXTRAS, EXTRA_LABELS, FOAM_LOCATIONS, FOAM_TYPES, PROPERTY_TYPES, estimateRemoval, formatPounds } from '../../../../common/calculator';
import { ACCESS_LABELS, FOAM_LABELS, LOCATION_LABELS, PROPERTY_LABELS, REASON_LABELS } from '../../../../common/requestLabels';
import { fieldErrorsFrom, type FieldError } from '../../../../common/validation/fieldErrors';
import { REASONS, URGENCIES, URGENCY_LABELS } from '../../../../common/formOptions';
import { UK_REGIONS, regionForPostcode } from '../../../../common/ukRegions';
import { normalisePostcode } from '../../../../common/postcode';
import { Head } from '../../ui/head';
import { FormAlert, SelectField, TextField, ConsentCheckbox } from '../../ui/Field';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { newIdempotencyKey, submissionSource, submitWithRetry } from '../../lib/submission';
import { useFormToken } from '../../lib/formToken';
import { loadValidationRules } from '../../lib/loadValidationRules';
import { SubmitRemovalRequestMutation } from './quote.operations';

const LABELS = {
  property: PROPERTY_LABELS,
  foam: FOAM_LABELS,
  location: LOCATION_LABELS,
  access: ACCESS_LABELS,
  reason: REASON_LABELS,
  extras: { ...EXTRA_LABELS, inspection_report: 'Inspection report for my lender' },
} as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

interface FormState {
  name: string;
  email: string;
  phone: string;
  postcode: string;
  propertyType: string;
  bedrooms: string;
  foamType: string;
  locations: string[];
  areaM2: string;
  access: string;
  urgency: string;
  reason: string;
  extras: string[];
  notes: string;
  terms: boolean;
  marketing: boolean;
}

const EMPTY: FormState = {
  name: '',
  email: '',
  phone: '',
  postcode: '',
  propertyType: '',
  bedrooms: '',
  foamType: '',
  locations: ['loft'],
  areaM2: '',
  access: 'easy',
  urgency: '',
  reason: '',
  extras: [],
  notes: '',
  terms: false,
  marketing: false,
};

export const QUOTE_DRAFT_KEY = 'sfr.quoteDraft.v1';

const STEPS = [
  { title: 'The property', fields: ['property.'] },
  { title: 'The foam and the job', fields: ['job.'] },
  { title: 'Your details', fields: ['homeowner.', 'consent.', 'targetCompanyId'] },
] as const;

const stepOf = (path: string) => STEPS.findIndex((step) => step.fields.some((prefix) => path.startsWith(prefix)));

/** Job details in the link (the calculator's "Get quotes" passes them); they win over a saved draft. */
function fromParams(params: URLSearchParams): Partial<FormState> {
  const form: Partial<FormState> = {};
  const fields = { type: 'propertyType', foam: 'foamType', area: 'areaM2', access: 'access' } as const;
  for (const [param, key] of Object.entries(fields)) {
    const value = params.get(param);
    if (value) form[key] = value;
  }
  const locations = params.get('locations')?.split(',').filter(Boolean);
  if (locations?.length) form.locations = locations;
  const extras = params.get('extras')?.split(',').filter((extra) => EXTRAS.includes(extra as never));
  if (extras?.length) form.extras = extras;
  return form;
}

const QUOTE_FORM_PATH = '/contact/enhanced-quote';

/**
 * The company a single-company request goes to, as its page (SingleCompanyQuotePage) looked it up and
 * checked it. The rules come with it, so the multi-company form carries none of their code.
 */
export interface ChosenCompany {
  id: string;
  name: string;
  /** The link's `company` (slug or id), carried to the thank-you page. */
  ref: string;
  /** The regions it serves, to read: "London and South East". */
  regionsText: string;
  /** Why a property in this region cannot go to the company (it does not serve it), or null. */
  problemIn(region: string): FieldError | null;
}

/** The region the form's postcode lies in, or null while it is not a UK postcode. */
function regionOf(postcode: string) {
  const normalised = normalisePostcode(postcode);
  return normalised ? regionForPostcode(normalised) : null;
}

function toInput(form: FormState, company: ChosenCompany | null) {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    homeowner: { name: form.name, email: form.email, phone: form.phone },
    property: { postcode: form.postcode, type: form.propertyType, bedrooms: number(form.bedrooms) },
    job: {
      foamType: form.foamType,
      locations: form.locations,
      areaM2: number(form.areaM2),
      access: form.access,
      urgency: form.urgency,
      reason: form.reason,
      extras: form.extras,
      notes: form.notes,
    },
    consent: { terms: form.terms, marketing: form.marketing },
    form: company ? ('single_company' as const) : ('quote' as const),
    targetCompanyId: company?.id ?? null,
  };
}

/**
 * The three-step quote request. Without `company` it goes to up to three companies covering the area; with
 * it (the single-company page, which checked the company first) it goes to that company alone.
 */
export function EnhancedQuotePage({ company = null }: { company?: ChosenCompany | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<FormState>(() => ({ ...EMPTY, ...fromParams(params) }));
  const regionParam = UK_REGIONS.find((region) => region === params.get('region')) ?? null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [honeypot, setHoneypot] = useState('');
  const idempotencyKey = useRef<string | null>(null);
  const formToken = useFormToken();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [submit, { loading }] = useMutation(SubmitRemovalRequestMutation);

  // Keep what the person typed across reloads and lost connections.
  useEffect(() => {
    const saved = window.localStorage.getItem(QUOTE_DRAFT_KEY);
    if (saved) {
      try {
        const draft = JSON.parse(saved) as { form: FormState; key: string; step?: number; formToken?: string };
        setForm((f) => ({ ...f, ...draft.form, ...fromParams(params) }));
        idempotencyKey.current = draft.key;
        // The time taken counts from when the form was first used, across reloads.
        if (typeof draft.formToken === 'string') formToken.adopt(draft.formToken);
        if (typeof draft.step === 'number' && draft.step >= 0 && draft.step < STEPS.length) setStep(draft.step);
      } catch {
        window.localStorage.removeItem(QUOTE_DRAFT_KEY);
      }
    }
  }, []);
  useEffect(() => {
    idempotencyKey.current ??= newIdempotencyKey();
    window.localStorage.setItem(QUOTE_DRAFT_KEY, JSON.stringify({ form, key: idempotencyKey.current, step, formToken: formToken.peek() ?? undefined }));
  }, [form, step]);

  const estimate = useMemo(() => {
    if (!PROPERTY_TYPES.includes(form.propertyType as never) || !FOAM_TYPES.includes(form.foamType as never)) return null;
    const postcode = normalisePostcode(form.postcode);
    const area = Number(form.areaM2);
    return estimateRemoval({
      propertyType: form.propertyType as never,
      foamType: form.foamType as never,
      areaM2: form.areaM2 && area >= 5 && area <= 2000 ? area : null,
      locations: form.locations as never,
      access: (form.access || 'easy') as never,
      region: (postcode && regionForPostcode(postcode)) || regionParam,
      extras: form.extras as never,
    });
  }, [form, regionParam]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const toggle = (key: 'locations' | 'extras', value: string) =>
    setForm((f) => ({ ...f, [key]: f[key].includes(value) ? f[key].filter((v) => v !== value) : [...f[key], value] }));

  // After Back or Continue, focus moves to the new step's heading (not on first load, not on restore).
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    stepHeading.current?.focus();
  }, [step]);

  function goTo(next: number) {
    focusHeading.current = true;
    setStep(next);
    setFormError(null);
  }

  /** Errors of the steps up to `upTo`, from the same rules the API applies. */
  async function localErrors(upTo: number) {
    const { removalRequestSchema } = await loadValidationRules();
    const result = removalRequestSchema.safeParse(toInput(form, company));
    const found = result.success ? [] : fieldErrorsFrom(result.error);
    // The chosen company must cover the property's region (checked once the postcode is valid).
    const region = regionOf(form.postcode);
    const companyProblem = company && region ? company.problemIn(region) : null;
    if (companyProblem && !found.some((e) => e.path === companyProblem.path)) found.push(companyProblem);
    return Object.fromEntries(found.filter((e) => stepOf(e.path) <= upTo).map((e) => [e.path, e.message]));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    let stepErrors: Record<string, string>;
    try {
      stepErrors = await localErrors(step);
    } catch (error) {
      return setFormError(messageOf(error));
    }
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length) {
      const firstStep = Math.min(...Object.keys(stepErrors).map(stepOf));
      if (firstStep < step) setStep(firstStep);
      setFormError('Some answers need your attention: see the messages beside the fields.');
      return;
    }
    if (step < STEPS.length - 1) return goTo(step + 1);
    const input = toInput(form, company);
    try {
      const { data } = await formToken.send((token) =>
        submitWithRetry(() =>
          submit({
            variables: {
              input,
              idempotencyKey: idempotencyKey.current!,
              source: submissionSource(),
              botCheck: { honeypot: honeypot || null, formToken: token },
            },
          }),
        ),
      );
      const receipt = data!.submitRemovalRequest;
      window.localStorage.removeItem(QUOTE_DRAFT_KEY);
      // The thank-you page names the company from the server's data, looked up by the same `company` as this page.
      const companyParam = company ? `&company=${encodeURIComponent(company.ref)}` : '';
      navigate(`/contact/thank-you?ref=${encodeURIComponent(receipt.reference)}${companyParam}`, { state: { receipt } });
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      setErrors(serverErrors);
      const paths = Object.keys(serverErrors);
      if (paths.length) setStep(Math.max(0, Math.min(...paths.map(stepOf).filter((i) => i >= 0))));
      setFormError(paths.length ? 'Some answers need your attention: see the messages beside the fields.' : messageOf(error));
    }
  }

  return (
    <main className="container narrow" id="main">
      {company ? (
        <Head
          title={`Request a quote from ${company.name}`}
          description={`Tell us about the property and the foam: your request goes only to ${company.name}. Free, no obligation.`}
          canonicalPath="/contact/single-company"
        />
      ) : (
        <Head
          title="Get free spray foam removal quotes"
          description="Tell us about the property and the foam: up to three vetted UK removal companies will contact you with quotes. Free, no obligation."
          canonicalPath={QUOTE_FORM_PATH}
        />
      )}
      <h1>{company ? `Request a quote from ${company.name}` : 'Get free removal quotes'}</h1>
      <p className="lead">
        Takes about two minutes.{' '}
        {company ? (
          <>
            Your request goes only to <strong>{company.name}</strong>: we do not pass your details to any other company.
          </>
        ) : (
          'We pass your request to up to three vetted removal companies that cover your area.'
        )}
      </p>
      {company && (
        <p>
          Want more than one quote? <Link to={QUOTE_FORM_PATH}>Ask up to three companies instead</Link>.
        </p>
      )}
      <form className="quote-form" onSubmit={onSubmit} onFocus={() => {
          formToken.prepare();
          void loadValidationRules().catch(() => undefined);
        }} noValidate>
        <ol className="steps" aria-label="Progress">
          {STEPS.map((s, i) => (
            <li key={s.title} className={i === step ? 'current' : i < step ? 'done' : undefined} aria-current={i === step ? 'step' : undefined}>
              <span className="step-number">{i + 1}</span> {s.title}
            </li>
          ))}
        </ol>
        <h2 className="step-heading" tabIndex={-1} ref={stepHeading}>
          Step {step + 1} of {STEPS.length}: {STEPS[step].title}
        </h2>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="hp-field" aria-hidden="true">
          <label htmlFor="quote-website">Leave this empty</label>
          <input id="quote-website" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </div>
        {step === 0 && (
        <fieldset>
          <legend>The property</legend>
          <TextField label="Postcode" name="postcode" autoComplete="postal-code" hint={company ? `${company.name} covers ${company.regionsText}` : undefined} value={form.postcode} onChange={(e) => set('postcode', e.target.value)} error={errors['property.postcode']} />
          <SelectField label="Property type" name="propertyType" placeholder="Choose…" options={options(PROPERTY_TYPES, LABELS.property)} value={form.propertyType} onChange={(e) => set('propertyType', e.target.value)} error={errors['property.type']} />
          <TextField label="Bedrooms (optional)" name="bedrooms" inputMode="numeric" value={form.bedrooms} onChange={(e) => set('bedrooms', e.target.value)} error={errors['property.bedrooms']} />
        </fieldset>
        )}
        {step === 1 && (
        <fieldset>
          <legend>The foam and the job</legend>
          <SelectField label="Type of foam" name="foamType" placeholder="Choose…" options={options(FOAM_TYPES, LABELS.foam)} value={form.foamType} onChange={(e) => set('foamType', e.target.value)} error={errors['job.foamType']} />
          <div className={`field${errors['job.locations'] ? ' has-error' : ''}`} role="group" aria-labelledby="locations-label">
            <p id="locations-label" className="label">Where is the foam?</p>
            {FOAM_LOCATIONS.map((value) => (
              <label key={value} className="check">
                <input type="checkbox" name="locations" value={value} checked={form.locations.includes(value)} onChange={() => toggle('locations', value)} /> {LABELS.location[value]}
              </label>
            ))}
            {errors['job.locations'] && <p className="field-error" role="alert">{errors['job.locations']}</p>}
          </div>
          <TextField label="Area in m² (optional)" name="areaM2" inputMode="decimal" hint="Leave empty and we use a typical area for the property type" value={form.areaM2} onChange={(e) => set('areaM2', e.target.value)} error={errors['job.areaM2']} />
          <SelectField label="Access" name="access" options={options(ACCESS_LEVELS, LABELS.access)} value={form.access} onChange={(e) => set('access', e.target.value)} error={errors['job.access']} />
          <SelectField label="How soon?" name="urgency" placeholder="Choose…" options={options(URGENCIES, URGENCY_LABELS)} value={form.urgency} onChange={(e) => set('urgency', e.target.value)} error={errors['job.urgency']} />
          <SelectField label="Why do you want it removed?" name="reason" placeholder="Choose…" options={options(REASONS, LABELS.reason)} value={form.reason} onChange={(e) => set('reason', e.target.value)} error={errors['job.reason']} />
          <div className="field" role="group" aria-labelledby="extras-label">
            <p id="extras-label" className="label">Extras (optional)</p>
            {EXTRAS.map((value) => (
              <label key={value} className="check">
                <input type="checkbox" name="extras" value={value} checked={form.extras.includes(value)} onChange={() => toggle('extras', value)} /> {LABELS.extras[value]}
              </label>
            ))}
          </div>
          <div className={`field${errors['job.notes'] ? ' has-error' : ''}`}>
            <label htmlFor="notes">Anything else {company ? company.name : 'the companies'} should know? (optional)</label>
            <textarea id="notes" name="notes" rows={4} maxLength={2000} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
            {errors['job.notes'] && <p className="field-error" role="alert">{errors['job.notes']}</p>}
          </div>
          {estimate && (
            <p className="estimate-preview" aria-live="polite">
              Typical cost for this job: <strong>{formatPounds(estimate.lowPence)} – {formatPounds(estimate.highPence)}</strong> + VAT, about {estimate.durationDays} day{estimate.durationDays === 1 ? '' : 's'}.
            </p>
          )}
        </fieldset>
        )}
        {step === 2 && (
        <fieldset>
          <legend>Your details</legend>
          <TextField label="Full name" name="name" autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} error={errors['homeowner.name']} />
          <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} error={errors['homeowner.email']} />
          <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={(e) => set('phone', e.target.value)} error={errors['homeowner.phone']} />
          <ConsentCheckbox checked={form.terms} onChange={(checked) => set('terms', checked)} error={errors['consent.terms']}>
            I agree to the <a href="/terms">terms</a> and to my details being shared with {company ? `${company.name} only` : 'up to three vetted removal companies'} (see our <a href="/privacy-policy">privacy policy</a>).
          </ConsentCheckbox>
          <label className="check">
            <input type="checkbox" name="marketing" checked={form.marketing} onChange={(e) => set('marketing', e.target.checked)} /> Send me occasional guidance by email (optional)
          </label>
        </fieldset>
        )}
        {errors.targetCompanyId && (
          <FormAlert>
            {errors.targetCompanyId}. Your answers are kept: <Link to={QUOTE_FORM_PATH}>ask for quotes from several companies</Link> instead.
          </FormAlert>
        )}
        <div className="actions">
          {step > 0 && (
            <button className="button secondary" type="button" onClick={() => goTo(step - 1)}>
              Back
            </button>
          )}
          <button className="button large" type="submit" disabled={loading}>
            {step < STEPS.length - 1 ? 'Continue' : loading ? 'Sending your request…' : 'Send my request'}
          </button>
        </div>
      </form>
    </main>
  );
}
