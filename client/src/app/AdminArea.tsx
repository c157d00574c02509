import { Route, Routes, Navigate } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { AdminLoginPage } from '../features/admin-auth/LoginPage';
import { AdminRegisterPage } from '../features/admin-auth/RegisterPage';
import { RequireAdmin } from '../features/admin-auth/RequireAdmin';
import { AdminLayout, AdminNotFound } from '../features/admin/AdminLayout';
import { preloadLeadModals } from '../features/admin-leads/LeadModals';
import { ADMIN_SECTIONS, ADMIN_SUBSCREENS } from './adminSections';

const preloadAdminModals = () => void preloadLeadModals();
const ADMIN_NAVIGATION = ADMIN_SECTIONS.map(({ path, label }) => ({ to: path, label }));
/** A screen's route inside this area, which is mounted at /admin/*. */
const routePath = (path: string) => path.slice('/admin/'.length);

/** The admin area: a client-rendered chunk that public pages never download. */
export default function AdminArea() {
  return (
    <AuthProvider>
      <Routes>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="login" element={<AdminLoginPage />} />
        <Route path="register" element={<AdminRegisterPage />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout sections={ADMIN_NAVIGATION} preload={preloadAdminModals} />
            </RequireAdmin>
          }
        >
          {[...ADMIN_SECTIONS, ...ADMIN_SUBSCREENS].map((screen) => (
            <Route key={screen.path} path={routePath(screen.path)} element={screen.element} />
          ))}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </AuthProvider>
  );
}
