import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../ui/Link';
import {
  CERTIFICATION_DOCUMENT_LABELS,
  CERTIFICATION_DOCUMENT_TYPES,
  type CertificationDocumentType,
} from '../../../../common/certification';
import { storedValue } from '../../lib/enums';
import { Head } from '../../ui/head';
import { FormAlert, TextField } from '../../ui/Field';
import { ConsentFields } from '../../ui/ContactFields';
import { Honeypot } from '../../ui/Honeypot';
import { useFormValues, usePublicForm } from '../../lib/usePublicForm';
import { useApolloClientOnUse } from '../../lib/apolloOnUse';
import { signedInCompanyToken } from '../../lib/auth/companySession';
import type { CertificationRequestInput } from '../../gql/graphql';
import { CertificationPrefillQuery, SubmitCertificationRequestMutation } from './certification.operations';

const EMPTY = { companyName: '', contactName: '', email: '', phone: '', terms: false };

type RequestForm = typeof EMPTY;

/**
 * A signed-in company user's request starts from the company's own details: only fields still empty are
 * filled, once, after the page is shown. Anyone else keeps the empty form, and the page works without it.
 * Returns the company's name once prefilled, and the vetting documents the request will reuse (accepted and in date).
 */
function useCompanyPrefill(setValues: (update: (current: RequestForm) => RequestForm) => void): {
  prefilledFrom: string | null;
  reused: readonly CertificationDocumentType[];
} {
  const apollo = useApolloClientOnUse();
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);
  const [reused, setReused] = useState<readonly CertificationDocumentType[]>([]);
  useEffect(() => {
    let current = true;
    void (async () => {
      const token = await signedInCompanyToken();
      if (!token || !current) return;
      const client = await apollo();
      const { data } = await client.query({
        query: CertificationPrefillQuery,
        fetchPolicy: 'no-cache',
        context: { headers: { authorization: `Bearer ${token}` } },
      });
      const company = data?.myCompany;
      if (!company || !current) return;
      const found = { companyName: company.name, contactName: company.contactName, email: company.email, phone: company.phone };
      setValues((form) => ({
        ...form,
        ...Object.fromEntries(Object.entries(found).filter(([key, value]) => value && !form[key as keyof typeof found])),
      }));
      setPrefilledFrom(company.name);
      setReused(data.myReusableVettingDocuments.map((type) => storedValue(type)));
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return { prefilledFrom, reused };
}

/** `/certificate-request`: a company asks for certification; the private upload link arrives by e-mail. */
export function CertificateRequestPage() {
  const { values: form, setValue, text, setValues } = useFormValues(EMPTY);
  const navigate = useNavigate();
  const { prefilledFrom, reused } = useCompanyPrefill(setValues);
  const asked = CERTIFICATION_DOCUMENT_TYPES.filter((type) => !reused.includes(type));
  const publicForm = usePublicForm<CertificationRequestInput, { id: string; reference: string }>(
    (rules) => rules.certificationRequestSchema,
    async (input, envelope, client) => {
      // Sent as the signed-in company, when there is one: the request is linked to it and reuses its accepted vetting documents.
      const token = await signedInCompanyToken();
      const context = token ? { headers: { authorization: `Bearer ${token}` } } : undefined;
      return (await client.mutate({ mutation: SubmitCertificationRequestMutation, variables: { input, ...envelope }, context })).data!
        .submitCertificationRequest;
    },
  );
  const { errors } = publicForm;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const receipt = await publicForm.submit({
      companyName: form.companyName,
      contactName: form.contactName,
      email: form.email,
      phone: form.phone,
      consent: { terms: form.terms, marketing: false },
    });
    if (receipt) navigate(`/certificate-success?ref=${encodeURIComponent(receipt.reference)}&id=${encodeURIComponent(receipt.id)}`);
  }

  return (
    <main className="container narrow" id="main">
      <Head
        title="Request company certification"
        description="Removal companies: request certification, upload your insurance, licence, training, method statement and risk assessment, and get a publicly verifiable certificate."
        canonicalPath="/certificate-request"
      />
      <h1>Request company certification</h1>
      <p className="lead">
        Certified companies carry a verified badge in our directory and a certificate anyone can check. Read{' '}
        <Link to="/certification">how certification works</Link>.
      </p>
      <h2>What you will need</h2>
      <p>
        After you send this form we e-mail you a private link to upload {asked.length === 5 ? 'these five' : 'these'} documents (PDF, JPEG
        or PNG, up to 15 MB each):
      </p>
      <ul data-testid="documents-asked">
        {asked.map((type) => (
          <li key={type}>{CERTIFICATION_DOCUMENT_LABELS[type]}</li>
        ))}
      </ul>
      {reused.length > 0 && (
        <p data-testid="documents-reused">
          We already accepted your {reused.map((type) => CERTIFICATION_DOCUMENT_LABELS[type]).join(' and ')} for vetting, and{' '}
          {reused.length === 1 ? 'it is' : 'they are'} still in date: your request uses {reused.length === 1 ? 'it' : 'them'}, so you do not
          upload {reused.length === 1 ? 'it' : 'them'} again.
        </p>
      )}
      <p>Once we have accepted them, certification costs £295 + VAT (£354.00) for 12 months.</p>
      <form className="quote-form" onSubmit={onSubmit} onFocus={publicForm.prepare} noValidate aria-labelledby="cert-form">
        <h2 id="cert-form">Your request</h2>
        {prefilledFrom && (
          <FormAlert tone="info">We filled in {prefilledFrom}’s details from your company account: check them before you send.</FormAlert>
        )}
        {publicForm.formError && <FormAlert>{publicForm.formError}</FormAlert>}
        <Honeypot {...publicForm.honeypotProps} />
        <TextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          value={form.companyName}
          onChange={text('companyName')}
          error={errors.companyName}
        />
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
          hint="We send the private upload link here. Use your company account's address to pay for certification after signing in."
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
        <ConsentFields terms={form.terms} onTermsChange={(checked) => setValue('terms', checked)} errors={errors}>
          I agree to the <a href="/terms">terms</a> and <a href="/privacy-policy">privacy policy</a>
        </ConsentFields>
        <button className="button large" type="submit" disabled={publicForm.submitting}>
          {publicForm.submitting ? 'Sending…' : 'Request certification'}
        </button>
      </form>
    </main>
  );
}
