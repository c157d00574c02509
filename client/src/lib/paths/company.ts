import { AREA_ROOTS, COMPANY_SIGN_IN } from './areas';
import { withParameter } from './route';

/** The company area's addresses (docs/client-routes.md): read them as `paths.company` (lib/paths/index.ts). */
export const companyPaths = {
  root: AREA_ROOTS.company,
  login: COMPANY_SIGN_IN,
  setPassword: '/company/set-password',
  forgotPassword: '/company/forgot-password',
  availableLeads: '/company/available-leads',
  myLeads: '/company/my-leads',
  leadPreferences: '/company/lead-preferences',
  team: '/company/team',
  webhooks: '/company/webhooks',
  apiKeys: '/company/api-keys',
  vetting: '/company/vetting',
  reviews: '/company/reviews',
  billing: '/company/billing',
  profile: '/company/profile',
  lead: withParameter('/company/lead/:id'),
  leadPayment: withParameter('/company/lead/:id/payment'),
  leadSuccess: withParameter('/company/lead/:id/success'),
  certificationPayment: withParameter('/company/certification/:id/payment'),
  certificationSuccess: withParameter('/company/certification/:id/success'),
} as const;

/** The VAT registration field on the profile page, which the quote form links to until the company has answered it. */
export const VAT_REGISTRATION_ANCHOR = 'vat-registration';

/** The business address fields on the profile page, which paying needs (they go on the VAT invoice). */
export const BUSINESS_ADDRESS_ANCHOR = 'business-address';
