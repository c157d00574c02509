import type { Auth } from 'firebase-admin/auth';
import { z } from 'zod';
import { COMPANY_UNAVAILABLE, forbidden, invalidInput } from '../../platform/graphql/errors';
import { consumeRateLimits } from '../../platform/submissions/rateLimit';
import { invalidatePages } from '../../platform/pages/pageCache';
import { COMPANY_PUBLIC_PAGES } from './companyDirectory.repository';
import { companyAboutSchema, companyProfileSchema } from '../../../common/validation/application';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { companyFromDocument, updateCompanyProfileFields } from './companies.repository';
import { sendCompanyPasswordReset } from './companyAccounts.service';
import type { AboutState, Company, CompanyProfileInput } from './companies.types';
import { Timestamp } from '../../platform/firestore/unitOfWork';

/** The company of a company user, as loaded (`{ id, ...fields }`): only an active one acts; else FORBIDDEN. */
export function activeCompanyFrom(doc: ({ id: string } & Record<string, unknown>) | null | undefined): Company {
  if (!doc || doc.status !== 'active') throw forbidden(COMPANY_UNAVAILABLE);
  const { id, ...data } = doc;
  return companyFromDocument(id, data);
}

/** Password-reset e-mails: a few per address and per IP each hour, so the form cannot be used to flood an inbox. */
const RESET_LIMITS = { perEmail: 3, perIp: 10, windowMs: 3_600_000 };

export async function requestPasswordReset(email: string, ip: string, deps: { auth: Auth; siteUrl: string | null }) {
  const address = email.trim().toLowerCase();
  if (!z.email().safeParse(address).success) throw invalidInput([{ path: 'email', message: 'Enter a valid email address' }]);
  await consumeRateLimits([
    {
      key: `password-reset:email:${address}`,
      max: RESET_LIMITS.perEmail,
      windowMs: RESET_LIMITS.windowMs,
      what: 'password reset requests for this address',
    },
    { key: `password-reset:ip:${ip}`, max: RESET_LIMITS.perIp, windowMs: RESET_LIMITS.windowMs, what: 'password reset requests' },
  ]);
  await sendCompanyPasswordReset(deps.auth, address, deps.siteUrl);
}

/** A company user saves the company's profile; the location pages that list it show the change at once. */
export async function updateCompanyProfile(company: Company, input: CompanyProfileInput): Promise<Company> {
  const parsed = companyProfileSchema.safeParse({
    ...input,
    address: input.address ?? undefined,
    postcode: input.postcode ?? undefined,
  });
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const { address, postcode, ...profile } = parsed.data;
  const updated = await updateCompanyProfileFields(company.id, {
    ...profile,
    website: profile.website ?? null,
    ...(address === undefined ? {} : { address }),
    ...(postcode === undefined ? {} : { postcode }),
  });
  invalidatePages(COMPANY_PUBLIC_PAGES);
  return updated;
}

/** Whether the company is VAT-registered: what its quotes' VAT depends on (docs/decisions/0055-quotes-and-removal-records.md). */
export async function setCompanyVatRegistration(company: Company, vatRegistered: boolean): Promise<Company> {
  if (company.vatRegistered === vatRegistered) return company;
  return updateCompanyProfileFields(company.id, { vatRegistered });
}

// A literal, not the enum: this file loads with the module's face, which must not load the GraphQL types.
const PENDING = 'pending' as AboutState.PENDING;

/**
 * A company user sends the company's about text for checking: it waits, unpublished, beside the published text
 * until an administrator approves or rejects it (docs/decisions/0045-public-company-profiles.md). A text sent
 * while another waits replaces it. Nothing public changes, so no page is refreshed.
 */
export async function submitCompanyAbout(company: Company, text: string): Promise<Company> {
  const parsed = companyAboutSchema.safeParse({ text });
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const about = parsed.data.text;
  if (about === company.description) {
    throw invalidInput([{ path: 'text', message: 'This is already the text on your public profile: change it before you send it' }]);
  }
  const pending = company.aboutSubmission;
  if (pending?.state === PENDING && pending.text === about) return company;
  return updateCompanyProfileFields(company.id, {
    aboutSubmission: { text: about, state: PENDING, submittedAt: Timestamp.now(), reviewedAt: null, reason: null },
    aboutState: PENDING,
  });
}
