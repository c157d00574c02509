import { AREA_ROOTS, withParameter } from './route';

/**
 * The company area's addresses (docs/client-routes.md), apart from the admin console's so that a public page
 * (the footer's "Company sign-in") carries only these. Read them as `paths.company` (lib/paths/index.ts).
 */
export const companyPaths = {
  root: AREA_ROOTS.company,
  login: '/company/login',
  setPassword: '/company/set-password',
  forgotPassword: '/company/forgot-password',
  availableLeads: '/company/available-leads',
  myLeads: '/company/my-leads',
  leadPreferences: '/company/lead-preferences',
  team: '/company/team',
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
