import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { UK_REGIONS } from '../../../../common/ukRegions';
import { MIN_PUBLIC_LIABILITY_COVER_TEXT } from '../../../../common/vetting';
import {
  ACCREDITATIONS,
  ACCREDITATION_LABELS,
  COMPANY_SERVICES,
  COMPANY_SERVICE_LABELS,
  parsePounds,
} from '../../../../common/companyOptions';
import { Head } from '../../ui/head';
import { CheckboxGroup, FormAlert, TextAreaField, TextField } from '../../ui/Field';
import { ConsentFields } from '../../ui/ContactFields';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import type { ApplicationInput } from '../../gql/graphql';
import { SubmitApplicationMutation } from './apply.operations';

const NATIONS = new Set<string>(['Wales', 'Scotland', 'Northern Ireland']);
const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const REGION_GROUPS = [
  { label: 'England', options: toOptions(UK_REGIONS.filter((region) => !NATIONS.has(region))) },
  { label: 'Wales, Scotland and Northern Ireland', options: toOptions(UK_REGIONS.filter((region) => NATIONS.has(region))) },
];
const SERVICES = COMPANY_SERVICES.map((value) => ({ value, label: COMPANY_SERVICE_LABELS[value] }));
const ACCREDITATION_OPTIONS = ACCREDITATIONS.map((value) => ({ value, label: ACCREDITATION_LABELS[value] }));

const WHY_JOIN = [
  {
    title: 'Vetted, so homeowners trust you',
    text: 'Every company is checked before it can buy a lead: Companies House, then its public liability insurance and waste carrier registration, from documents it uploads and keeps in date.',
  },
  {
    title: 'Leads in your regions',
    text: 'Homeowners who need spray foam removed ask for quotes every day. You see the requests in the regions you cover and buy only the ones you want.',
  },
  {
    title: 'Certification',
    text: 'Once approved you can apply for our certification: a verified badge in the directory and on your quotes, renewed every year.',
  },
];

interface FormState {
  companyName: string;
  companiesHouseNumber: string;
  yearsTrading: string;
  website: string;
  publicLiabilityCover: string;
  contactName: string;
  email: string;
  phone: string;
  regions: string[];
  services: string[];
  accreditations: string[];
  message: string;
  terms: boolean;
}

const EMPTY: FormState = {
  companyName: '',
  companiesHouseNumber: '',
  yearsTrading: '',
  website: '',
  publicLiabilityCover: '',
  contactName: '',
  email: '',
  phone: '',
  regions: [],
  services: [],
  accreditations: [],
  message: '',
  terms: false,
};

const numberOrNull = (value: number) => (Number.isFinite(value) ? value : null);

export function ApplyPage() {
  const { values: form, setValue: set, text } = useFormValues<FormState>(EMPTY);
  const [reference, setReference] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  // The form is replaced by the confirmation: move the focus (and the view) to it.
  useEffect(() => {
    if (reference) doneHeading.current?.focus();
  }, [reference]);
  const publicForm = usePublicForm<ApplicationInput, { reference: string }>(
    (rules) => rules.applicationSchema,
    async (input, envelope, client) =>
      (await client.mutate({ mutation: SubmitApplicationMutation, variables: { input, ...envelope } })).data!.submitApplication,
  );
  const { errors } = publicForm;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const receipt = await publicForm.submit({
      companyName: form.companyName,
      contactName: form.contactName,
      email: form.email,
      phone: form.phone,
      website: form.website.trim() === '' ? null : form.website,
      companiesHouseNumber: form.companiesHouseNumber,
      yearsTrading: form.yearsTrading.trim() === '' ? null : numberOrNull(Number(form.yearsTrading)),
      regions: form.regions,
      services: form.services,
      publicLiabilityCoverPounds: numberOrNull(parsePounds(form.publicLiabilityCover)),
      accreditations: form.accreditations,
      message: form.message,
      consent: { terms: form.terms, marketing: false },
    });
    if (receipt) setReference(receipt.reference);
  }

  return (
    <main className="container narrow" id="main">
      <Head
        title="Apply to join as a removal company"
        description="Spray foam removal companies: apply to join our vetted network and receive quote requests from homeowners in the UK regions you cover."
        canonicalPath="/apply"
      />
      <h1>Apply to join as a removal company</h1>
      <p className="lead">
        We connect homeowners who need spray foam insulation removed with vetted removal companies. Tell us about your company and we reply
        within 3 working days.
      </p>
      {reference ? (
        <section aria-labelledby="apply-done">
          <h2 id="apply-done" className="step-heading" tabIndex={-1} ref={doneHeading}>
            Application received
          </h2>
          <FormAlert tone="success">
            Thank you: your application is with us. Your reference is <strong className="reference">{reference}</strong>.
          </FormAlert>
          <h2>What happens next</h2>
          <ol>
            <li>We have e-mailed you a copy of your application.</li>
            <li>We check your company and its directors on Companies House, and may call you.</li>
            <li>
              If we approve your application, we e-mail you a link to set the password of your company account, and you can sign in straight
              away.
            </li>
            <li>
              Before you can buy leads, upload your public liability insurance (at least {MIN_PUBLIC_LIABILITY_COVER_TEXT} cover) and your
              waste carrier registration from the Vetting page of your company area. We check them and record their expiry dates.
            </li>
          </ol>
          <p>
            Read <Link to="/vetting-process">how we vet companies</Link> or about <Link to="/certification">certification</Link>.
          </p>
        </section>
      ) : (
        <>
          <section className="why-join" aria-labelledby="why-join">
            <h2 id="why-join">Why join</h2>
            <div className="card-grid">
              {WHY_JOIN.map((item) => (
                <div className="card" key={item.title}>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              ))}
            </div>
            <p className="small">
              Joining is free: you pay only for the leads you choose to buy. Read <Link to="/vetting-process">how we vet companies</Link>.
            </p>
          </section>

          <form className="quote-form" onSubmit={onSubmit} noValidate aria-labelledby="apply-form">
            <h2 id="apply-form">Your application</h2>
            {publicForm.formError && <FormAlert>{publicForm.formError}</FormAlert>}
            <Honeypot {...publicForm.honeypotProps} />
            <fieldset>
              <legend>Your company</legend>
              <TextField
                label="Company name"
                name="companyName"
                autoComplete="organization"
                value={form.companyName}
                onChange={text('companyName')}
                error={errors.companyName}
              />
              <TextField
                label="Companies House number"
                name="companiesHouseNumber"
                hint="8 characters, like 01234567, or SC123456 for a Scottish company"
                autoCapitalize="characters"
                spellCheck={false}
                value={form.companiesHouseNumber}
                onChange={text('companiesHouseNumber')}
                error={errors.companiesHouseNumber}
              />
              <TextField
                label="Years trading"
                name="yearsTrading"
                inputMode="numeric"
                value={form.yearsTrading}
                onChange={text('yearsTrading')}
                error={errors.yearsTrading}
              />
              <TextField
                label="Public liability cover (£)"
                name="publicLiabilityCover"
                inputMode="numeric"
                hint="At least £1,000,000, like 2,000,000"
                value={form.publicLiabilityCover}
                onChange={text('publicLiabilityCover')}
                error={errors.publicLiabilityCoverPounds}
              />
              <TextField
                label="Website (optional)"
                name="companyWebsite"
                type="url"
                autoComplete="url"
                placeholder="https://"
                value={form.website}
                onChange={text('website')}
                error={errors.website}
              />
            </fieldset>

            <fieldset>
              <legend>Who we speak to</legend>
              <TextField
                label="Contact name"
                name="contactName"
                autoComplete="name"
                value={form.contactName}
                onChange={text('contactName')}
                error={errors.contactName}
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                hint="Your company account signs in with this address"
                value={form.email}
                onChange={text('email')}
                error={errors.email}
              />
              <TextField
                label="Phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                value={form.phone}
                onChange={text('phone')}
                error={errors.phone}
              />
            </fieldset>

            <fieldset>
              <legend>Where you work and what you do</legend>
              <CheckboxGroup
                legend="Regions you cover"
                name="regions"
                hint="You see the requests from these regions. Choose at least one."
                groups={REGION_GROUPS}
                value={form.regions}
                onChange={(value) => set('regions', value)}
                error={errors.regions}
              />
              <CheckboxGroup
                legend="Services you offer"
                name="services"
                hint="Choose at least one."
                options={SERVICES}
                value={form.services}
                onChange={(value) => set('services', value)}
                error={errors.services}
              />
              <CheckboxGroup
                legend="Accreditations and registrations (optional)"
                name="accreditations"
                options={ACCREDITATION_OPTIONS}
                value={form.accreditations}
                onChange={(value) => set('accreditations', value)}
                error={errors.accreditations}
              />
              <TextAreaField
                label="Anything else we should know? (optional)"
                hint="For example how you remove foam, how you dispose of the waste, or other accreditations."
                name="message"
                rows={5}
                maxLength={3000}
                value={form.message}
                onChange={text('message')}
                error={errors.message}
              />
            </fieldset>

            <ConsentFields terms={form.terms} onTermsChange={(checked) => set('terms', checked)} errors={errors}>
              I agree to the <a href="/terms">terms</a> and <a href="/privacy-policy">privacy policy</a>, and confirm the details are
              correct
            </ConsentFields>
            <button className="button large" type="submit" disabled={publicForm.submitting}>
              {publicForm.submitting ? 'Sending…' : 'Send application'}
            </button>
          </form>
        </>
      )}
    </main>
  );
}
