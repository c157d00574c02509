import { useEffect, useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
import { useHydrated } from '../../ui/ClientOnly';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, useServerFormToken } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import type { RemovalRequestInput } from '../../gql/graphql';
import { SubmitRemovalRequestMutation } from './quote.operations';
import {
  EMPTY_QUOTE_FORM,
  LAST_STEP,
  QUOTE_FORM_PATH,
  QUOTE_STEPS,
  companyErrors,
  firstStepWithError,
  quoteEstimate,
  regionFromLink,
  stepOf,
  toRemovalRequestInput,
  valuesFromLink,
  type ChosenCompany,
} from './quoteForm';
import { clearQuoteDraft, readQuoteDraft, saveQuoteDraft } from './quoteDraft';
import { JobFieldset, PropertyFieldset } from '../../ui/removal-request/QuoteFieldsets';
import { DetailsStep } from './steps/DetailsStep';
import { EstimatePreview } from './steps/EstimatePreview';

/**
 * The three-step quote request. Without `company` it goes to up to three companies covering the area; with
 * it (the single-company page, which checked the company first) it goes to that company alone.
 */
export function EnhancedQuotePage({ company = null }: { company?: ChosenCompany | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useFormValues(() => ({ ...EMPTY_QUOTE_FORM, ...valuesFromLink(params) }));
  const { values, setValues } = form;
  const [step, setStep] = useState(0);
  // Until the page runs (or without JavaScript) the form is one page of all three steps, sent as a plain
  // POST that the server handles (server/modules/removalRequests/quoteFormPost.route.ts).
  const hydrated = useHydrated();
  const serverFormToken = useServerFormToken();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const publicForm = usePublicForm<RemovalRequestInput, { reference: string }>(
    (rules) => rules.removalRequestSchema,
    // client.mutate rather than useMutation (usePublicForm tracks the submission): it keeps useMutation's
    // code off this page's initial JavaScript, which is close to its budget.
    async (input, envelope, client) =>
      (await client.mutate({ mutation: SubmitRemovalRequestMutation, variables: { input, ...envelope } })).data!.submitRemovalRequest,
    {
      moreErrors: (input) => companyErrors(input.property.postcode, company),
      // Back to the first step with an error, if it is before this one.
      onInvalid: (errors) => {
        const first = firstStepWithError(Object.keys(errors));
        if (first !== null) setStep((current) => Math.min(current, first));
      },
    },
  );
  const { errors } = publicForm;

  // Keep what the person typed across reloads and lost connections; details in the link win over the draft.
  useEffect(() => {
    const draft = readQuoteDraft();
    if (!draft) return;
    setValues((current) => ({ ...current, ...draft.form, ...valuesFromLink(params) }));
    // The time taken counts from when the form was first used, across reloads.
    publicForm.resume({ idempotencyKey: draft.key, formToken: draft.formToken });
    if (typeof draft.step === 'number' && draft.step >= 0 && draft.step <= LAST_STEP) setStep(draft.step);
    // Once, when the page opens: a later change of the link or the form must not bring the old draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const { idempotencyKey, formToken } = publicForm.submissionState();
    saveQuoteDraft({ form: values, key: idempotencyKey, step, formToken: formToken ?? undefined });
    // Saved when the answers or the step change; publicForm's state is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, step]);

  const linkRegion = regionFromLink(params);
  const estimate = useMemo(() => quoteEstimate(values, linkRegion), [values, linkRegion]);

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
    publicForm.clearFormError();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = toRemovalRequestInput(values, company);
    if (step < LAST_STEP) {
      // Only this step's answers and those before it are checked, with the same rules the API applies.
      if (await publicForm.check(input, (error) => stepOf(error.path) <= step)) goTo(step + 1);
      return;
    }
    const receipt = await publicForm.submit(input);
    if (!receipt) return;
    clearQuoteDraft();
    // The thank-you page names the company from the server's data, looked up by the same `company` as this page.
    const companyParam = company ? `&company=${encodeURIComponent(company.ref)}` : '';
    navigate(`/contact/thank-you?ref=${encodeURIComponent(receipt.reference)}${companyParam}`, { state: { receipt } });
  }

  const stepProps = { form, errors, company };
  const propertyStep = (
    <PropertyFieldset
      form={form}
      errors={errors}
      voice="homeowner"
      postcodeHint={company ? `${company.name} covers ${company.regionsText}` : undefined}
    />
  );
  const jobStep = (
    <JobFieldset form={form} errors={errors} voice="homeowner" notesRecipient={company?.name}>
      <EstimatePreview estimate={estimate} />
    </JobFieldset>
  );
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
        )}{' '}
        It is free for you: companies pay us a fixed fee for each request (<a href="/#paid-for-heading">how this site is paid for</a>).
      </p>
      {company && (
        <p>
          Want more than one quote? <Link to={QUOTE_FORM_PATH}>Ask up to three companies instead</Link>.
        </p>
      )}
      {!hydrated ? (
        <form
          className="quote-form"
          method="post"
          action={company ? `/contact/single-company?company=${encodeURIComponent(company.ref)}` : QUOTE_FORM_PATH}
        >
          <input type="hidden" name="formToken" value={serverFormToken} suppressHydrationWarning />
          {company && <input type="hidden" name="targetCompanyId" value={company.id} />}
          {/* What the running page shows first (so nothing moves when it takes over), and the whole form without JavaScript. */}
          <StepProgress step={0} className="js-only" />
          <Honeypot {...publicForm.honeypotProps} />
          {propertyStep}
          <div className="nojs-only">
            {jobStep}
            <DetailsStep {...stepProps} />
            <div className="actions">
              <button className="button large" type="submit">
                Send my request
              </button>
            </div>
          </div>
          <div className="actions js-only">
            <button className="button large" type="button">
              Continue
            </button>
          </div>
        </form>
      ) : (
        <form className="quote-form" onSubmit={onSubmit} onFocus={publicForm.prepare} noValidate>
          <StepProgress step={step} headingRef={stepHeading} />
          {publicForm.formError && <FormAlert>{publicForm.formError}</FormAlert>}
          <Honeypot {...publicForm.honeypotProps} />
          {step === 0 && propertyStep}
          {step === 1 && jobStep}
          {step === 2 && <DetailsStep {...stepProps} />}
          {errors.targetCompanyId && (
            <FormAlert>
              {errors.targetCompanyId}. Your answers are kept: <Link to={QUOTE_FORM_PATH}>ask for quotes from several companies</Link>{' '}
              instead.
            </FormAlert>
          )}
          <div className="actions">
            {step > 0 && (
              <button className="button secondary" type="button" onClick={() => goTo(step - 1)}>
                Back
              </button>
            )}
            <button className="button large" type="submit" disabled={publicForm.submitting}>
              {step < LAST_STEP ? 'Continue' : publicForm.submitting ? 'Sending your request…' : 'Send my request'}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}

/** Where the person is: the three steps (this one marked) and the step's heading, which takes focus on a step change. */
function StepProgress({ step, className, headingRef }: { step: number; className?: string; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <ol className={className ? `steps ${className}` : 'steps'} aria-label="Progress">
        {QUOTE_STEPS.map((s, i) => (
          <li
            key={s.title}
            className={i === step ? 'current' : i < step ? 'done' : undefined}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="step-number">{i + 1}</span> {s.title}
          </li>
        ))}
      </ol>
      <h2 className={className ? `step-heading ${className}` : 'step-heading'} tabIndex={-1} ref={headingRef}>
        Step {step + 1} of {QUOTE_STEPS.length}: {QUOTE_STEPS[step].title}
      </h2>
    </>
  );
}
