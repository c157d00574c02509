import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { NotFound } from '../ui/ErrorScreen';
import { CompanyLoginPage } from '../features/company-auth/CompanyLoginPage';
import { SetPasswordPage } from '../features/company-auth/SetPasswordPage';
import { ForgotPasswordPage } from '../features/company-auth/ForgotPasswordPage';
import { RequireCompany } from '../features/company-auth/RequireCompany';
import { CompanyShell } from '../features/company-auth/CompanyShell';
import { CompanyLayout } from '../features/company-auth/CompanyLayout';
import { CertificationPaymentPage, CertificationSuccessPage } from '../features/company-certification/CertificationPaymentPages';
import { AvailableLeadsPage } from '../features/company-leads/AvailableLeadsPage';
import { LeadPage } from '../features/company-leads/LeadPage';
import { LeadPaymentPage } from '../features/company-leads/LeadPaymentPage';
import { LeadSuccessPage } from '../features/company-leads/LeadSuccessPage';
import { MyLeadsPage } from '../features/company-leads/MyLeadsPage';
import { VettingPage } from '../features/company-leads/Vetting';
import { LeadPreferencesPage } from '../features/company-leads/LeadPreferencesPage';
import { CompanyProfilePage } from '../features/company-profile/CompanyProfilePage';
import { CompanyReviewsPage } from '../features/company-reviews/CompanyReviewsPage';
import { CompanyBillingPage } from '../features/company-billing/CompanyBillingPage';
import { TeamPage } from '../features/company-team/TeamPage';

function UnknownPath() {
  return <NotFound path={useLocation().pathname} />;
}

/** The company area: a client-rendered chunk. Every route but the login needs a user of an active company. */
export default function CompanyArea() {
  return (
    <AuthProvider>
      <Routes>
        <Route element={<CompanyLayout />}>
          <Route path="login" element={<CompanyLoginPage />} />
          <Route path="set-password" element={<SetPasswordPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route
            element={
              <RequireCompany>
                <CompanyShell />
              </RequireCompany>
            }
          >
            <Route index element={<Navigate to="/company/available-leads" replace />} />
            <Route path="certification/:id/payment" element={<CertificationPaymentPage />} />
            <Route path="certification/:id/success" element={<CertificationSuccessPage />} />
            <Route path="available-leads" element={<AvailableLeadsPage />} />
            <Route path="lead/:id" element={<LeadPage />} />
            <Route path="lead/:id/payment" element={<LeadPaymentPage />} />
            <Route path="lead/:id/success" element={<LeadSuccessPage />} />
            <Route path="my-leads" element={<MyLeadsPage />} />
            <Route path="lead-preferences" element={<LeadPreferencesPage />} />
            <Route path="profile" element={<CompanyProfilePage />} />
            <Route path="reviews" element={<CompanyReviewsPage />} />
            <Route path="team" element={<TeamPage />} />
            <Route path="vetting" element={<VettingPage />} />
            <Route path="billing" element={<CompanyBillingPage />} />
            <Route path="*" element={<UnknownPath />} />
          </Route>
        </Route>
      </Routes>
    </AuthProvider>
  );
}
