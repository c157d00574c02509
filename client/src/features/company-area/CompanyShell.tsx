import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../ui/Link';
import { useQuery } from '@apollo/client/react';
import { COMPANY_ROLE_LABELS } from '../../../../common/companyTeam';
import { useAuth } from '../../lib/auth/AuthProvider';
import { MyCompanyQuery } from '../../lib/auth/auth.operations';
import { Head } from '../../ui/head';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { rememberCompanySession } from '../../lib/auth/companySession';
import { paths, type MenuLink } from '../../lib/paths';

/**
 * The company area's bar under its header: which company is signed in, as whom, its pages and Sign out. On a phone
 * the pages, the user and Sign out fold behind a Menu button (a disclosure), so the page's own content starts on the
 * first screen; the menu folds again after each navigation and on Escape.
 */
export function CompanyShell({ menu }: { menu: readonly MenuLink[] }) {
  const auth = useAuth();
  const { data } = useQuery(MyCompanyQuery, { fetchPolicy: 'cache-first' });
  const { role } = useCompanyRole();
  useEffect(rememberCompanySession, []);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // The guard sends the signed-out visitor to the login, which shows this notice.
  const onSignOut = () => auth.logout({ message: 'You have signed out.', tone: 'info' });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <Head title="Company area" robots="noindex, nofollow" />
      <div className="company-bar" onKeyDown={onKeyDown}>
        <div className="container">
          <p className="company-name">
            <Link to={paths.company.availableLeads}>{data?.myCompany.name}</Link>
          </p>
          <button
            ref={toggle}
            type="button"
            className="button secondary small company-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="company-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <div className="company-menu" id="company-menu" data-open={menuOpen}>
            <nav aria-label="Company area">
              <ul>
                {menu.map((page) => (
                  <li key={page.to}>
                    <NavLink to={page.to}>{page.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="company-user small">
              <span className="company-user-email">{auth.user?.email}</span>
              {role && <span className="badge">{COMPANY_ROLE_LABELS[role]}</span>}
            </p>
            <button type="button" className="button secondary small" onClick={onSignOut} disabled={auth.authLoading}>
              Sign out
            </button>
          </div>
        </div>
      </div>
      <Outlet />
    </>
  );
}
