import type { FieldError } from './validation/fieldErrors';

/**
 * Who receives a homeowner's removal request: the pure rules behind the single-company form, shared by the
 * browser (which explains a missing or unavailable company before showing the form) and the API (which
 * refuses the request). The rule in words: docs/requirements/single-company-requests.md.
 */

/** The forms a removal request can come from. */
export const REQUEST_FORMS = ['quote', 'single_company'] as const;
export type RequestForm = (typeof REQUEST_FORMS)[number];

export const SINGLE_COMPANY_PATH = '/contact/single-company';
/** The multi-company quote form and the public places that list companies (each links to the single-company form). */
export const QUOTE_FORM_PATH = '/contact/enhanced-quote';
export const COMPANY_DIRECTORY_PATH = '/locations';

/**
 * The form a request came from. The declared form wins; a request sent from the single-company page counts
 * as single-company even when it does not say so (a tab still running an older version of the page), so the
 * stricter rule applies whenever either signal says single-company.
 */
export function requestFormOf(declared: RequestForm | null | undefined, pagePath: string | null | undefined): RequestForm {
  if (declared === 'single_company') return 'single_company';
  const path = pagePath?.replace(/\/+$/, '');
  return path === SINGLE_COMPANY_PATH ? 'single_company' : 'quote';
}

/** A company's id or slug: letters, digits, "-" and "_" (never a leading "__", which Firestore reserves). */
export const COMPANY_REF_PATTERN = /^(?!__)[A-Za-z0-9_-]{1,64}$/;

/** How links name the chosen company (`?company=`): its slug or its id. Null when it cannot be either. */
export function companyRefOf(value: string | null | undefined): string | null {
  const ref = value?.trim() ?? '';
  return COMPANY_REF_PATTERN.test(ref) ? ref : null;
}

export type Recipients = { exclusive: false } | { exclusive: true; companyId: string };

export const SINGLE_COMPANY_MESSAGES = {
  missing: 'Choose the company you want a quote from: this form sends your request to one company only',
  unknown: 'We could not find the company you chose. Pick one from our list of companies, or ask for quotes from several companies',
  inactive: (name: string) =>
    `${name} is not taking requests through us at the moment. Pick another company, or ask for quotes from several companies`,
  outOfArea: (name: string, regions: readonly string[], region: string) =>
    `${name} covers ${joinList(regions) || 'no regions'}, and this postcode is in ${region}. Pick a company that covers ${region}, or ask for quotes from several companies`,
} as const;

/**
 * Who the request goes to: a named company alone (an exclusive lead), or up to the shared number of
 * companies. The single-company form must name its company; it never falls back to a shared lead.
 */
export function requestRecipients(form: RequestForm, targetCompanyId: string | null | undefined): Recipients | FieldError {
  const companyId = targetCompanyId?.trim() || null;
  if (companyId) return { exclusive: true, companyId };
  if (form === 'single_company') return { path: 'targetCompanyId', message: SINGLE_COMPANY_MESSAGES.missing };
  return { exclusive: false };
}

/** The company a single-company request names, as the rules need it. */
export interface TargetCompany {
  name: string;
  /** Active (not suspended or removed). */
  active: boolean;
  regions: readonly string[];
}

/**
 * Why a request cannot go to this company, or null when it can: the company must exist and be active, and
 * (once the region is known) serve the region of the property, because companies only ever see leads in
 * their own regions: a request outside them would reach nobody.
 */
export function targetCompanyProblem(company: TargetCompany | null, region: string | null): FieldError | null {
  if (!company) return { path: 'targetCompanyId', message: SINGLE_COMPANY_MESSAGES.unknown };
  if (!company.active) return { path: 'targetCompanyId', message: SINGLE_COMPANY_MESSAGES.inactive(company.name) };
  if (region && !company.regions.includes(region)) {
    return { path: 'property.postcode', message: SINGLE_COMPANY_MESSAGES.outOfArea(company.name, company.regions, region) };
  }
  return null;
}

export const isFieldError = (value: Recipients | FieldError): value is FieldError => 'path' in value;

/** "London and South East", "Wales, South West and London". */
export function joinList(items: readonly string[]) {
  return new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(items);
}
