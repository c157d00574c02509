import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { PublicLayout } from '../ui/Layout';
import { NotFound } from '../ui/ErrorScreen';
import { CompanyLoginPage } from '../features/company-auth/CompanyLoginPage';
import { SetPasswordPage } from '../features/company-auth/SetPasswordPage';
import { ForgotPasswordPage } from '../features/company-auth/ForgotPasswordPage';
import { RequireCompany } from '../features/company-auth/RequireCompany';
import { CompanyPlaceholder, CompanyShell } from '../features/company-auth/CompanyShell';
import { CertificationPaymentPage, CertificationSuccessPage } from '../features/company-certification/CertificationPaymentPages';

const COMPANY_ROUTES = [
  { path: 'available-leads', title: 'Available leads' },
  { path: 'lead/:id', title: 'Lead' },
  { path: 'lead/:id/payment', title: 'Buy this lead' },
  { path: 'lead/:id/success', title: 'Lead purchased' },
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
            <Route path="certification/:id/payment" element={<CertificationPaymentPage />} />
            <Route path="certification/:id/success" element={<CertificationSuccessPage />} />
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
