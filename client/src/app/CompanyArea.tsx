import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { PublicLayout } from '../ui/Layout';
import { NotFound } from '../ui/ErrorScreen';
import { CompanyLoginPage } from '../features/company-auth/CompanyLoginPage';
import { SetPasswordPage } from '../features/company-auth/SetPasswordPage';
import { ForgotPasswordPage } from '../features/company-auth/ForgotPasswordPage';
import { RequireCompany } from '../features/company-auth/RequireCompany';
import { CompanyPlaceholder, CompanyShell } from '../features/company-auth/CompanyShell';
import { AvailableLeadsPage } from '../features/company-leads/AvailableLeadsPage';
import { LeadPage } from '../features/company-leads/LeadPage';
import { LeadPaymentPage } from '../features/company-leads/LeadPaymentPage';
import { LeadSuccessPage } from '../features/company-leads/LeadSuccessPage';
import { MyLeadsPage } from '../features/company-leads/MyLeadsPage';

const COMPANY_ROUTES = [
  { path: 'certification/:id/payment', title: 'Pay for certification' },
  { path: 'certification/:id/success', title: 'Certification paid' },
];

function UnknownPath() {
  return <NotFound path={useLocation().pathname} />;
}

/** The company area: a client-rendered chunk. Every route but the login needs a user of an active company. */
export default function CompanyArea() {
  return (
    <AuthProvider>
      <Routes>
        <Route element={<PublicLayout />}>
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
            <Route path="available-leads" element={<AvailableLeadsPage />} />
            <Route path="lead/:id" element={<LeadPage />} />
            <Route path="lead/:id/payment" element={<LeadPaymentPage />} />
            <Route path="lead/:id/success" element={<LeadSuccessPage />} />
            <Route path="my-leads" element={<MyLeadsPage />} />
            {COMPANY_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<CompanyPlaceholder title={route.title} />} />
            ))}
            <Route path="*" element={<UnknownPath />} />
          </Route>
        </Route>
      </Routes>
    </AuthProvider>
  );
}
