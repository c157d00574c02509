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
  /** The phone number the site shows homeowners, as written ("0113 496 0000"): OPERATOR_PHONE. */
  phone: string;
  /** False on an installation that has not been given its operator's details (the demo). */
  configured: boolean;
}

/**
 * The embedded demo's phone number when OPERATOR_PHONE is not set: a freephone number Ofcom keeps for drama, so it can
 * never ring a real business. A production server on a real project refuses to start without OPERATOR_PHONE
 * (docs/requirements/operator-identity.md).
 */
export const DEFAULT_SITE_PHONE = '0808 157 0192';

/** A phone number for a `tel:` link: "0113 496 0000" gives "tel:01134960000". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
