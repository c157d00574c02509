import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { COMPANY_ABOUT_MAX, COMPANY_ABOUT_MIN, COMPANY_SERVICES, COMPANY_SERVICE_LABELS } from '../../../../common/companyOptions';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { useFormValues } from '../../lib/usePublicForm';
import { Head } from '../../ui/head';
import { CheckboxGroup, FormAlert, TextField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import {
  CompanyProfileQuery,
  SetCompanyVatRegistrationMutation,
  SubmitCompanyAboutMutation,
  UpdateCompanyProfileMutation,
} from './companyProfile.operations';
import type { CompanyProfileQuery as CompanyProfileData } from '../../gql/graphql';
import { formatLondonDate } from '../../lib/dates';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { BUSINESS_ADDRESS_ANCHOR, VAT_REGISTRATION_ANCHOR } from '../../lib/paths';

const SERVICES = COMPANY_SERVICES.map((value) => ({ value, label: COMPANY_SERVICE_LABELS[value] }));

interface ProfileForm {
  contactName: string;
  phone: string;
  website: string;
  address: string;
  postcode: string;
  services: string[];
  leadAlerts: boolean;
}

/** `paths.company.profile`: what homeowners and we see of the company, and whether it gets new-lead e-mails. */
export function CompanyProfilePage() {
  const { data, loading, error } = useQuery(CompanyProfileQuery, { fetchPolicy: 'cache-and-network' });
  const company = data?.myCompany;
  const { values, setValue, text, setValues } = useFormValues<ProfileForm>({
    contactName: '',
    phone: '',
    website: '',
    address: '',
    postcode: '',
    services: [],
    leadAlerts: true,
  });
  const [loaded, setLoaded] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateCompanyProfileMutation);
  const cannotEdit = useCompanyRole().refusal('edit_profile');

  // The stored profile fills the form once; later refetches never overwrite what the person is typing.
  useEffect(() => {
    if (!company || loaded) return;
    setValues({
      contactName: company.contactName,
      phone: company.phone,
      website: company.website ?? '',
      address: company.address,
      postcode: company.postcode,
      services: company.services,
      leadAlerts: company.leadAlerts,
    });
    setLoaded(true);
  }, [company, loaded, setValues]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setNotice(null);
    try {
      await save({ variables: { input: { ...values, website: values.website.trim() || null } } });
      setNotice({ tone: 'success', text: 'Your profile is saved.' });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(fields);
      setNotice({
        tone: 'error',
        text: Object.keys(fields).length ? 'Some answers need your attention: see the messages beside the fields.' : messageOf(failure),
      });
    }
  }

  if (!company) {
    return (
      <main className="container narrow" id="main">
        <Head title="Company profile" robots="noindex, nofollow" />
        <h1>Company profile</h1>
        {loading ? (
          <PageLoading label="Loading your profile…" />
        ) : (
          <FormAlert>{messageOf(error, 'Your profile could not be loaded')}</FormAlert>
        )}
      </main>
    );
  }

  return (
    <main className="container narrow" id="main">
      <Head title="Company profile" robots="noindex, nofollow" />
      <h1>Company profile</h1>
      <dl className="details-list">
        <dt>Company</dt>
        <dd>{company.name}</dd>
        <dt>Sign-in e-mail</dt>
        <dd>{company.email}</dd>
        <dt>Regions</dt>
        <dd>{company.regions.join(', ')}</dd>
        <dt>Certification</dt>
        <dd>
          {company.certified && company.certifiedUntil && new Date(company.certifiedUntil) > new Date() ? (
            <>
              Certified until {formatLondonDate(company.certifiedUntil)}.
              {company.certificateNumber && (
                <>
                  {' '}
                  <Link to={`/verify-certificate/${encodeURIComponent(company.certificateNumber)}`} data-testid="certificate-verify-link">
                    Check certificate {company.certificateNumber}
                  </Link>{' '}
                  (the public page to give customers)
                </>
              )}
            </>
          ) : company.certified && company.certifiedUntil ? (
            <>
              Your certificate ran out on {formatLondonDate(company.certifiedUntil)}. <Link to="/certificate-request">Renew it</Link>
            </>
          ) : (
            <>
              Not certified. <Link to="/certification">How certification works</Link>
            </>
          )}
        </dd>
      </dl>
      {company.status === 'ACTIVE' && company.slug && (
        <p>
          Your public profile: <Link to={`/companies/${company.slug}`}>/companies/{company.slug}</Link> (shown while your insurance and
          waste carrier checks are current).
        </p>
      )}
      <VatRegistrationForm vatRegistered={company.vatRegistered ?? null} refusal={cannotEdit} />
      <AboutForm company={company} />
      <h2>Contact, address, services and alerts</h2>
      <p className="small">
        To change the company name or your regions, <Link to="/contact">contact us</Link>: the regions decide which homeowners' requests you
        see, so we check them.
      </p>
      {cannotEdit && <FormAlert tone="info">{cannotEdit}</FormAlert>}
      <form className="quote-form" onSubmit={onSubmit} noValidate aria-label="Company profile">
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        <TextField
          label="Contact name"
          name="contactName"
          autoComplete="name"
          value={values.contactName}
          onChange={text('contactName')}
          error={errors.contactName}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={text('phone')}
          error={errors.phone}
        />
        <TextField
          label="Website (optional)"
          name="website"
          type="url"
          autoComplete="url"
          value={values.website}
          onChange={text('website')}
          error={errors.website}
        />
        <div id={BUSINESS_ADDRESS_ANCHOR}>
          <TextField
            label="Business address"
            name="address"
            autoComplete="street-address"
            hint="Your registered or trading address: it goes on your VAT invoices, and paying needs it. Never shown to homeowners."
            value={values.address}
            onChange={text('address')}
            error={errors.address}
          />
          <TextField
            label="Postcode"
            name="postcode"
            autoComplete="postal-code"
            value={values.postcode}
            onChange={text('postcode')}
            error={errors.postcode}
          />
        </div>
        <CheckboxGroup
          legend="Services you offer"
          name="services"
          options={SERVICES}
          value={values.services}
          onChange={(services) => setValue('services', services)}
          error={errors.services}
        />
        <label className="check">
          <input type="checkbox" name="leadAlerts" checked={values.leadAlerts} onChange={(e) => setValue('leadAlerts', e.target.checked)} />{' '}
          E-mail me when a new lead in my regions arrives
        </label>
        <p className="hint">A request a homeowner sends to your company alone is always e-mailed to you.</p>
        <button className="button" type="submit" disabled={saving || Boolean(cannotEdit)}>
          {saving ? 'Saving…' : 'Save profile'}
        </button>
      </form>
    </main>
  );
}

type ProfileCompany = NonNullable<CompanyProfileData['myCompany']>;

/**
 * Whether the company is VAT-registered: its quotes add VAT on each line only when it is, and are refused until it says
 * (docs/requirements/quotes-and-removal-records.md#sending-a-quote).
 */
function VatRegistrationForm({ vatRegistered, refusal }: { vatRegistered: boolean | null; refusal: string | null }) {
  const [choice, setChoice] = useState<'yes' | 'no' | ''>(vatRegistered === null ? '' : vatRegistered ? 'yes' : 'no');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [save, { loading: saving }] = useMutation(SetCompanyVatRegistrationMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!choice) {
      setNotice({ tone: 'error', text: 'Choose yes or no' });
      return;
    }
    try {
      await save({ variables: { vatRegistered: choice === 'yes' } });
      setNotice({ tone: 'success', text: choice === 'yes' ? 'Saved: your quotes add VAT.' : 'Saved: your quotes add no VAT.' });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure) });
    }
  }

  return (
    <section aria-labelledby={`${VAT_REGISTRATION_ANCHOR}-heading`} id={VAT_REGISTRATION_ANCHOR} className="review-panel">
      <h2 id={`${VAT_REGISTRATION_ANCHOR}-heading`}>VAT registration</h2>
      {vatRegistered === null && (
        <FormAlert tone="info">Tell us whether you are VAT-registered before you send a quote: until then quotes cannot be sent.</FormAlert>
      )}
      {refusal && <FormAlert tone="info">{refusal}</FormAlert>}
      <form onSubmit={onSubmit} noValidate aria-label="VAT registration">
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        <fieldset className="field">
          <legend>Are you VAT-registered?</legend>
          <p className="hint">This decides whether your quotes add VAT: each line at the rate the law sets, worked out for you.</p>
          <label className="check">
            <input type="radio" name="vatRegistered" value="yes" checked={choice === 'yes'} onChange={() => setChoice('yes')} /> Yes
          </label>
          <label className="check">
            <input type="radio" name="vatRegistered" value="no" checked={choice === 'no'} onChange={() => setChoice('no')} /> No
          </label>
        </fieldset>
        <button className="button" type="submit" disabled={saving || Boolean(refusal)}>
          {saving ? 'Saving…' : 'Save VAT registration'}
        </button>
      </form>
    </section>
  );
}

/**
 * The about text on the public profile: what is published, what waits for our check, and why a text was not
 * published (docs/decisions/0045-public-company-profiles.md).
 */
function AboutForm({ company }: { company: ProfileCompany }) {
  const submission = company.aboutSubmission;
  const [text, setText] = useState(() =>
    submission?.state === 'APPROVED' ? company.description : (submission?.text ?? company.description),
  );
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [send, { loading: sending }] = useMutation(SubmitCompanyAboutMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    try {
      await send({ variables: { text } });
      setNotice({ tone: 'success', text: 'Sent for checking. We publish it on your profile once we have read it.' });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(fields.text ?? null);
      setNotice({ tone: 'error', text: fields.text ? 'The text needs your attention: see the message below it.' : messageOf(failure) });
    }
  }

  return (
    <section aria-labelledby="about-heading" className="review-panel">
      <h2 id="about-heading">About the company</h2>
      <p className="hint">Shown on your public profile and beside your name on the location pages, once we have checked it.</p>
      <h3>Published now</h3>
      {company.description ? (
        <p className="company-about" data-testid="about-published">
          {company.description}
        </p>
      ) : (
        <p className="muted" data-testid="about-published">
          Nothing yet: your profile shows no about text.
        </p>
      )}
      {submission && submission.state !== 'APPROVED' && (
        <div data-testid="about-submission">
          {submission.state === 'PENDING' ? (
            <FormAlert tone="info">
              Your text sent on {formatLondonDate(submission.submittedAt)} is waiting for our check. Until then your profile keeps the
              published text.
            </FormAlert>
          ) : (
            <FormAlert>
              We did not publish the text you sent on {formatLondonDate(submission.submittedAt)}. Why: {submission.reason}
            </FormAlert>
          )}
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="About the company">
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor="company-about">Your text</label>
          <p className="hint" id="company-about-hint">
            {COMPANY_ABOUT_MIN} to {COMPANY_ABOUT_MAX.toLocaleString('en-GB')} characters of plain text: experience, methods, guarantees.
            Leave a blank line between paragraphs.
          </p>
          <textarea
            id="company-about"
            name="about"
            rows={8}
            maxLength={COMPANY_ABOUT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={error ? 'company-about-hint company-about-error' : 'company-about-hint'}
            aria-invalid={error ? true : undefined}
          />
          {error && (
            <p className="field-error" id="company-about-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button className="button" type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send for checking'}
        </button>
      </form>
    </section>
  );
}
