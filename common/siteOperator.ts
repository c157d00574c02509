/**
 * Who runs the site, as UK law requires it to be shown (docs/requirements/operator-identity.md): set by the
 * OPERATOR_* variables, written into every page's public configuration, shown in the footer, the privacy
 * policy and the terms.
 */
export interface SiteOperator {
  /** The legal name of the company (or person) that runs the site. */
  legalName: string;
  /** Companies House number, e.g. "12345678" or "SC123456". */
  companyNumber: string | null;
  registeredAddress: string | null;
  /** The ICO data protection fee registration number, e.g. "ZA123456". */
  icoRegistration: string | null;
  /** Where privacy and other enquiries go. */
  email: string | null;
  /** The phone number the site shows homeowners, as written ("0800 046 1234"): OPERATOR_PHONE. */
  phone: string;
  /** False on an installation that has not been given its operator's details (the demo). */
  configured: boolean;
}

/** The site's phone number when OPERATOR_PHONE is not set. */
export const DEFAULT_SITE_PHONE = '0800 046 1234';

/** A phone number for a `tel:` link: "0800 046 1234" gives "tel:08000461234". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
