/**
 * What a removal company offers and the schemes it belongs to: the application form's choices and the
 * company profile's. Apart from common/formOptions, so the homeowners' forms do not load them.
 */

/** Company applications: what a removal company offers and the schemes it belongs to. */
export const COMPANY_SERVICES = [
  'loft',
  'walls',
  'floor',
  'timber_treatment',
  'membrane',
  'reinsulation',
  'inspection',
  'commercial',
] as const;
export type CompanyService = (typeof COMPANY_SERVICES)[number];
export const COMPANY_SERVICE_LABELS: Record<CompanyService, string> = {
  loft: 'Loft and roof foam removal',
  walls: 'Wall foam removal',
  floor: 'Under-floor foam removal',
  timber_treatment: 'Timber inspection and treatment',
  membrane: 'Breathable membrane replacement',
  reinsulation: 'Re-insulation after removal',
  inspection: 'Post-removal inspection reports',
  commercial: 'Commercial buildings',
};

/** Length bounds of the about text a company sends for its public profile (docs/decisions/0045-public-company-profiles.md). */
export const COMPANY_ABOUT_MIN = 30;
export const COMPANY_ABOUT_MAX = 1500;

/** Trade schemes and registrations we ask about; anything else goes in the message. */
export const ACCREDITATIONS = [
  'waste_carrier',
  'trustmark',
  'pca',
  'chas',
  'safecontractor',
  'constructionline',
  'which_trusted_trader',
  'checkatrade',
] as const;
export type Accreditation = (typeof ACCREDITATIONS)[number];
export const ACCREDITATION_LABELS: Record<Accreditation, string> = {
  waste_carrier: 'Registered waste carrier (Environment Agency, NRW, SEPA or NIEA)',
  trustmark: 'TrustMark',
  pca: 'Property Care Association (PCA)',
  chas: 'CHAS',
  safecontractor: 'SafeContractor',
  constructionline: 'Constructionline',
  which_trusted_trader: 'Which? Trusted Trader',
  checkatrade: 'Checkatrade',
};

/** `£1,000,000` → 1000000; NaN when empty or not a number. */
export function parsePounds(value: string): number {
  const cleaned = value.replace(/[£,\s]/g, '');
  return cleaned === '' ? NaN : Number(cleaned);
}
