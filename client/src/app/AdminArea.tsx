import { Route, Routes, Navigate } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { pathBelow, paths } from '../lib/paths';
import { AdminLoginPage } from '../features/admin-auth/LoginPage';
import { AdminRegisterPage } from '../features/admin-auth/RegisterPage';
import { RequireAdmin } from '../features/admin-auth/RequireAdmin';
import { AdminLayout, AdminNotFound } from '../features/admin-area/AdminLayout';
import { preloadLeadModals } from '../features/admin-leads/LeadModals';
import { ADMIN_SECTIONS, ADMIN_SUBSCREENS } from './adminSections';

const preloadAdminModals = () => void preloadLeadModals();
const ADMIN_NAVIGATION = ADMIN_SECTIONS.map(({ path, label }) => ({ to: path, label }));
/** A screen's route inside this area, which is mounted at /admin/*. */
const below = (path: Parameters<typeof pathBelow>[1]) => pathBelow(paths.admin.root, path);

/** The admin area: a client-rendered chunk that public pages never download. */
export default function AdminArea() {
  return (
    <AuthProvider>
      <Routes>
        <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
        <Route path={below(paths.admin.login)} element={<AdminLoginPage />} />
        <Route path={below(paths.admin.register)} element={<AdminRegisterPage />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout sections={ADMIN_NAVIGATION} preload={preloadAdminModals} />
            </RequireAdmin>
          }
        >
          {[...ADMIN_SECTIONS, ...ADMIN_SUBSCREENS].map((screen) => (
            <Route key={below(screen.path)} path={below(screen.path)} element={screen.element} />
          ))}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </AuthProvider>
  );
}
