import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Head } from '../../ui/head';
import { NotFound } from '../../ui/ErrorScreen';
import '../../ui/admin/admin.css';
import { ConfirmProvider } from '../../ui/admin/ConfirmDialog';
import { ToastProvider } from '../../ui/admin/Toasts';

export const ADMIN_SECTIONS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/disputes', label: 'Lead disputes' },
  { to: '/admin/removal-requests', label: 'Removal requests' },
  { to: '/admin/quick-callbacks', label: 'Call-backs' },
  { to: '/admin/rics-surveys', label: 'RICS surveys' },
  { to: '/admin/contact-inquiries', label: 'Contact inquiries' },
  { to: '/admin/pdf-leads', label: 'Guide downloads' },
  { to: '/admin/companies', label: 'Companies' },
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/certification-requests', label: 'Certification requests' },
  { to: '/admin/certificates', label: 'Certificates' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/outbox', label: 'E-mail outbox' },
  { to: '/admin/privacy', label: 'Data requests' },
  { to: '/admin/blog', label: 'Blog' },
  { to: '/admin/videos', label: 'Videos' },
  { to: '/admin/guest-posts', label: 'Guest posts' },
  { to: '/admin/outreach', label: 'Outreach' },
  { to: '/admin/indexnow', label: 'IndexNow' },
  { to: '/admin/phone-tracking', label: 'Phone tracking' },
  { to: '/admin/ai-tracking', label: 'AI tracking' },
  { to: '/admin/blog/ai-functions', label: 'AI tools' },
] as const;

export function AdminLayout({ preload }: { preload?: () => void }) {
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
    navigate('/admin/login', { replace: true });
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
                {ADMIN_SECTIONS.map((section) => (
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

export function AdminPlaceholder({ title }: { title: string }) {
  return (
    <section>
      <Head title={title} robots="noindex, nofollow" />
      <h1>{title}</h1>
      <p className="empty-state">This area is being built: nothing to manage here yet.</p>
    </section>
  );
}
