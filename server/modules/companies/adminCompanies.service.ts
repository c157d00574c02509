import type { Auth } from 'firebase-admin/auth';
import { z } from 'zod';
import { UK_REGIONS } from '../../../common/ukRegions';
import { companyProfileSchema } from '../../../common/validation/application';
import { email, longText } from '../../../common/validation/primitives';
import { normalisePostcode } from '../../../common/postcode';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { isDocumentId } from '../../platform/documentId';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import { invalidatePages } from '../../platform/pages/pageCache';
import { slugify } from '../../../common/slug';
import {
  adminCompaniesList,
  changeCompanyIfUnchanged,
  CompanyChangedMeanwhile,
  CompanyNotFound,
  getAdminCompany,
  type CompanyChange,
  type StoredAdminCompany,
} from './companies.repository';
import type { AdminCompanyConnection, AdminCompanyFilter, AdminCompanyInput, CompanyUser } from './adminCompanies.types';
import { AboutState, CompanyStatus } from './companies.types';
import { COMPANY_PUBLIC_PAGES } from './companyDirectory.repository';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import { sendCompanyPasswordReset } from './companyAccounts.service';

/** The public pages that show companies: profiles, the location pages' directories, the sitemap, the single-company form, certificate checks. */
const COMPANY_PAGES = [...COMPANY_PUBLIC_PAGES, '/contact/single-company', '/verify-certificate'];

const SEARCH_MAX = 100;

/** A search as the slugs store names: `LoftClear Removals Ltd` → `loftclear-removals`; null when nothing is left. */
function slugPrefixOf(search: string): string | null {
  return slugify(search).replace(/-(ltd|limited|llp|plc)$/, '') || null;
}

export async function adminCompaniesPage(filter: AdminCompanyFilter | null | undefined, page: PageArgs): Promise<AdminCompanyConnection> {
  const problems: FieldError[] = [];
  const region = filter?.region?.trim() || null;
  if (region && !(UK_REGIONS as readonly string[]).includes(region)) {
    problems.push({ path: 'filter.region', message: 'Choose a region from the list of UK regions' });
  }
  const search = filter?.search ?? '';
  if (search.length > SEARCH_MAX) problems.push({ path: 'filter.search', message: `Search with at most ${SEARCH_MAX} characters` });
  const source = adminCompaniesList({
    status: filter?.status ?? null,
    region,
    certified: filter?.certified ?? null,
    aboutPending: filter?.aboutPending === true,
    slugPrefix: search.length <= SEARCH_MAX ? slugPrefixOf(search) : null,
  });
  return (await countedPage(source, page, problems)) as AdminCompanyConnection;
}

export async function adminCompany(id: string): Promise<StoredAdminCompany | null> {
  return isDocumentId(id) ? getAdminCompany(id) : null;
}

/** What an administrator may change on a company: the profile a company edits, plus its e-mail, address and regions. */
const adminCompanySchema = companyProfileSchema.extend({
  email,
  description: z.preprocess((value) => value ?? '', longText('Description', 1500)),
  address: z.preprocess((value) => value ?? '', longText('Address', 300)),
  postcode: z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (!value) return '';
        const postcode = normalisePostcode(value);
        if (postcode) return postcode;
        ctx.addIssue({ code: 'custom', message: 'Enter a valid UK postcode, like SW1A 1AA, or leave it empty' });
        return z.NEVER;
      }),
  ),
  regions: z
    .array(z.string(), { error: 'Choose regions from the list' })
    .min(1, 'Choose at least one region the company covers')
    .max(UK_REGIONS.length * 2, 'Choose regions from the list')
    .refine((items) => items.every((item) => (UK_REGIONS as readonly string[]).includes(item)), 'Choose regions from the list')
    .transform((items) => [...new Set(items)]),
});

const EDITABLE = [
  'contactName',
  'email',
  'phone',
  'website',
  'address',
  'postcode',
  'regions',
  'services',
  'description',
  'leadAlerts',
] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function checkCompanyId(id: string) {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a company id' }]);
}

/** Runs an admin change, answering NOT_FOUND and CONFLICT the one way; the public pages that list companies refresh. */
async function applyChange(
  id: string,
  expectedUpdatedAt: Date,
  by: string,
  change: (current: StoredAdminCompany) => CompanyChange,
  alongside?: Parameters<typeof changeCompanyIfUnchanged>[4],
): Promise<StoredAdminCompany> {
  try {
    const { company, changed } = await changeCompanyIfUnchanged(id, expectedUpdatedAt, by, change, alongside);
    if (changed) invalidatePages(COMPANY_PAGES);
    return company;
  } catch (error) {
    if (error instanceof CompanyNotFound) throw notFound('There is no such company');
    if (error instanceof CompanyChangedMeanwhile) {
      throw conflict('Someone else changed this company since you loaded it: refresh to see the latest and try again');
    }
    throw error;
  }
}

/** An administrator edits a company's contact details, regions, services, description and alerts. */
export async function updateCompany(id: string, input: AdminCompanyInput, expectedUpdatedAt: Date, by: string) {
  checkCompanyId(id);
  const parsed = adminCompanySchema.safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  const values: Record<string, unknown> = { ...parsed.data, website: parsed.data.website ?? null };
  return applyChange(id, expectedUpdatedAt, by, (current) => {
    const changed = EDITABLE.filter((field) => !sameValue((current as unknown as Record<string, unknown>)[field], values[field]));
    if (!changed.length) return null;
    const fields = Object.fromEntries(changed.map((field) => [field, values[field]]));
    return { action: 'edited', note: `Changed: ${changed.join(', ')}`, fields };
  });
}

const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * Suspends (reason required) or reinstates a company; the reason joins its history and the company is
 * told by e-mail in the same transaction. A company already in that status is answered as it is.
 */
export async function setCompanyStatus(id: string, status: CompanyStatus, reason: string | null, expectedUpdatedAt: Date, by: string) {
  checkCompanyId(id);
  const note = reason?.trim() || null;
  if (status === CompanyStatus.SUSPENDED && (!note || note.length < REASON_MIN)) {
    throw invalidInput([
      { path: 'reason', message: `Give the reason for the suspension (at least ${REASON_MIN} characters): the company receives it` },
    ]);
  }
  if (note && note.length > REASON_MAX) throw invalidInput([{ path: 'reason', message: `Keep the reason to ${REASON_MAX} characters` }]);
  const suspending = status === CompanyStatus.SUSPENDED;
  return applyChange(
    id,
    expectedUpdatedAt,
    by,
    (current) => (current.status === status ? null : { action: suspending ? 'suspended' : 'reinstated', note, fields: { status } }),
    (tx, company) => {
      if (!company.email) return;
      const related = [`companies/${company.id}`];
      if (suspending) {
        queueMail(tx, { to: company.email, template: 'company_suspended', data: { companyName: company.name, reason: note! }, related });
      } else {
        queueMail(tx, { to: company.email, template: 'company_reinstated', data: { companyName: company.name, note }, related });
      }
    },
  );
}

/** The about text waiting for checking. The administrator decides on the text they read: a text the company sent since is a newer `updatedAt`, so CONFLICT. */
function aboutWaiting(current: StoredAdminCompany) {
  const submission = current.aboutSubmission;
  if (submission?.state !== AboutState.PENDING) {
    throw conflict('There is no about text waiting to be checked: refresh to see the company as it is');
  }
  return submission;
}

/**
 * An administrator approves the about text waiting for checking: it becomes the published text on the company's
 * profile and the location pages at once, and the decision joins its history.
 */
export async function approveCompanyAbout(id: string, expectedUpdatedAt: Date, by: string) {
  checkCompanyId(id);
  return applyChange(id, expectedUpdatedAt, by, (current) => {
    const submission = aboutWaiting(current);
    return {
      action: 'about approved',
      fields: {
        description: submission.text,
        aboutSubmission: { ...submission, state: AboutState.APPROVED, reviewedAt: Timestamp.now(), reason: null },
        aboutState: AboutState.APPROVED,
      },
    };
  });
}

/**
 * An administrator rejects the about text waiting for checking, with a reason the company reads on its profile
 * screen and in an e-mail; the published text stays as it was.
 */
export async function rejectCompanyAbout(id: string, reason: string, expectedUpdatedAt: Date, by: string) {
  checkCompanyId(id);
  const note = reason.trim();
  if (note.length < REASON_MIN) {
    throw invalidInput([
      { path: 'reason', message: `Say why the text cannot be published (at least ${REASON_MIN} characters): the company reads it` },
    ]);
  }
  if (note.length > REASON_MAX) throw invalidInput([{ path: 'reason', message: `Keep the reason to ${REASON_MAX} characters` }]);
  return applyChange(
    id,
    expectedUpdatedAt,
    by,
    (current) => {
      const submission = aboutWaiting(current);
      return {
        action: 'about rejected',
        note,
        fields: {
          aboutSubmission: { ...submission, state: AboutState.REJECTED, reviewedAt: Timestamp.now(), reason: note },
          aboutState: AboutState.REJECTED,
        },
      };
    },
    (tx, company) => {
      if (!company.email) return;
      queueMail(tx, {
        to: company.email,
        template: 'company_about_rejected',
        data: { companyName: company.name, reason: note },
        related: [`companies/${company.id}`],
      });
    },
  );
}

/** The sign-in accounts of a company (its `userIds`), by e-mail, with when each last signed in. */
export async function companyUsers(company: { userIds: string[] }, auth: Auth): Promise<CompanyUser[]> {
  const uids = company.userIds.slice(0, 100);
  if (!uids.length) return [];
  const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
  return users
    .map((user) => ({
      uid: user.uid,
      email: user.email ?? '',
      lastSignInAt: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime) : null,
      disabled: user.disabled,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** E-mails one of the company's users a new set-password link (companyAccounts.service.ts sends it). */
export async function resendSetPasswordLink(companyId: string, userEmail: string, deps: { auth: Auth; siteUrl: string | null }) {
  checkCompanyId(companyId);
  const company = await getAdminCompany(companyId);
  if (!company) throw notFound('There is no such company');
  const address = userEmail.trim().toLowerCase();
  const user = (await companyUsers(company, deps.auth)).find((candidate) => candidate.email.toLowerCase() === address);
  if (!user) throw invalidInput([{ path: 'userEmail', message: `${userEmail.trim() || 'This address'} is not a user of ${company.name}` }]);
  if (user.disabled) throw conflict(`The account ${user.email} is disabled: it cannot sign in, so a link would not help`);
  await sendCompanyPasswordReset(deps.auth, user.email, deps.siteUrl);
  return true;
}
