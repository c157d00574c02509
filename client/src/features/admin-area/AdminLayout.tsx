import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { NavLink } from '../../ui/Link';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { NotFound } from '../../ui/ErrorScreen';
import '../../ui/admin/admin.css';
import { ConfirmProvider } from '../../ui/admin/ConfirmDialog';
import { ToastProvider } from '../../ui/admin/Toasts';
import { paths, type MenuLink } from '../../lib/paths';

export function AdminLayout({ sections, preload }: { sections: readonly MenuLink[]; preload?: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // On a phone the section list folds away behind a Menu button; it folds again after each navigation.
  const [navOpen, setNavOpen] = useState(false);
  useEffect(() => setNavOpen(false), [location.pathname]);

  // docs/requirements/routes-and-screens.md#admin-requests-area: the requests-area modals are preloaded about 1 s after an /admin path opens.
  useEffect(() => {
    if (!preload) return;
    const timer = window.setTimeout(preload, 1000);
    return () => window.clearTimeout(timer);
  }, [preload]);

  async function onLogout() {
    await auth.logout();
    navigate(paths.admin.login, { replace: true });
  }

  return (
    <ToastProvider>
      <ConfirmProvider>
        <div className="admin-shell">
          <Head title="Admin" robots="noindex, nofollow" />
          <aside className="admin-nav">
            <p className="admin-brand">SFR Admin</p>
            <button
              type="button"
              className="button secondary small admin-nav-toggle"
              aria-expanded={navOpen}
              aria-controls="admin-sections"
              onClick={() => setNavOpen((open) => !open)}
            >
              Menu
            </button>
            <nav aria-label="Admin" id="admin-sections" data-open={navOpen}>
              <ul>
                {sections.map((section) => (
                  <li key={section.to}>
                    <NavLink to={section.to} end>
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="admin-user">
              <span>{auth.user?.email}</span>
              <button type="button" className="button secondary small" onClick={onLogout} disabled={auth.authLoading}>
                Sign out
              </button>
              {auth.error && <p className="field-error">{auth.error}</p>}
            </div>
          </aside>
          <main className="admin-main" id="main">
            <Outlet />
          </main>
        </div>
      </ConfirmProvider>
    </ToastProvider>
  );
}

/** An unknown /admin path, named in full (not just "/admin"). */
export function AdminNotFound() {
  const location = useLocation();
  return <NotFound path={location.pathname} />;
}
