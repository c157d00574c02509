import type { ReactNode } from 'react';
import { paths, type PathWithParameter } from '../lib/paths';
import { CompanyLoginPage } from '../features/company-auth/CompanyLoginPage';
import { SetPasswordPage } from '../features/company-auth/SetPasswordPage';
import { ForgotPasswordPage } from '../features/company-auth/ForgotPasswordPage';
import { CertificationPaymentPage, CertificationSuccessPage } from '../features/company-certification/CertificationPaymentPages';
import { AvailableLeadsPage } from '../features/company-leads/AvailableLeadsPage';
import { LeadPage } from '../features/company-leads/LeadPage';
import { JobRecordSection } from '../features/job-records/JobRecordSection';
import { LeadPaymentPage } from '../features/company-leads/LeadPaymentPage';
import { LeadSuccessPage } from '../features/company-leads/LeadSuccessPage';
import { MyLeadsPage } from '../features/company-leads/MyLeadsPage';
import { VettingPage } from '../features/company-leads/Vetting';
import { LeadPreferencesPage } from '../features/company-leads/LeadPreferencesPage';
import { CompanyProfilePage } from '../features/company-profile/CompanyProfilePage';
import { CompanyReviewsPage } from '../features/company-reviews/CompanyReviewsPage';
import { CompanyBillingPage } from '../features/company-billing/CompanyBillingPage';
import { TeamPage } from '../features/company-team/TeamPage';
import { WebhooksPage } from '../features/company-webhooks/WebhooksPage';
import { ApiKeysPage } from '../features/company-api-keys/ApiKeysPage';

/** One page of the company area (docs/client-routes.md). */
export interface CompanyPage {
  path: string | PathWithParameter;
  element: ReactNode;
  /** Who may open it: anyone (the sign-in pages), or a signed-in user of an active company. */
  access: 'anyone' | 'company';
  /** Its label in the company bar's menu, in the menu's order; none: not in the menu. */
  menu?: string;
}

/** The company area's pages, declared once: CompanyArea routes them and the company bar lists those with a label. */
export const COMPANY_PAGES: readonly CompanyPage[] = [
  { path: paths.company.login, element: <CompanyLoginPage />, access: 'anyone' },
  { path: paths.company.setPassword, element: <SetPasswordPage />, access: 'anyone' },
  { path: paths.company.forgotPassword, element: <ForgotPasswordPage />, access: 'anyone' },
  { path: paths.company.availableLeads, element: <AvailableLeadsPage />, access: 'company', menu: 'Available leads' },
  { path: paths.company.myLeads, element: <MyLeadsPage />, access: 'company', menu: 'My leads' },
  { path: paths.company.leadPreferences, element: <LeadPreferencesPage />, access: 'company', menu: 'Lead preferences' },
  { path: paths.company.team, element: <TeamPage />, access: 'company', menu: 'Team' },
  { path: paths.company.vetting, element: <VettingPage />, access: 'company', menu: 'Vetting' },
  { path: paths.company.reviews, element: <CompanyReviewsPage />, access: 'company', menu: 'Reviews' },
  { path: paths.company.billing, element: <CompanyBillingPage />, access: 'company', menu: 'Billing' },
  { path: paths.company.profile, element: <CompanyProfilePage />, access: 'company', menu: 'Profile' },
  { path: paths.company.webhooks, element: <WebhooksPage />, access: 'company', menu: 'Webhooks' },
  { path: paths.company.apiKeys, element: <ApiKeysPage />, access: 'company', menu: 'API keys' },
  { path: paths.company.lead, element: <LeadPage jobRecord={JobRecordSection} />, access: 'company' },
  { path: paths.company.leadPayment, element: <LeadPaymentPage />, access: 'company' },
  { path: paths.company.leadSuccess, element: <LeadSuccessPage />, access: 'company' },
  { path: paths.company.certificationPayment, element: <CertificationPaymentPage />, access: 'company' },
  { path: paths.company.certificationSuccess, element: <CertificationSuccessPage />, access: 'company' },
];
