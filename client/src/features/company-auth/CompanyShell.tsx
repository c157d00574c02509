import { Outlet } from 'react-router-dom';
import { Link, NavLink } from '../../ui/Link';
import { useQuery } from '@apollo/client/react';
import { useAuth } from '../../lib/auth/AuthProvider';
import { MyCompanyQuery } from '../../lib/auth/auth.operations';
import { Head } from '../../ui/head';

/** The company area's bar under the site header: which company is signed in, its pages and Sign out. */
export function CompanyShell() {
  const auth = useAuth();
  const { data } = useQuery(MyCompanyQuery, { fetchPolicy: 'cache-first' });

  // The guard sends the signed-out visitor to the login, which shows this notice.
  const onSignOut = () => auth.logout({ message: 'You have signed out.', tone: 'info' });

  return (
    <>
      <Head title="Company area" robots="noindex, nofollow" />
      <div className="company-bar">
        <div className="container">
          <p className="company-name">
            <Link to="/company/available-leads">{data?.myCompany.name}</Link>
          </p>
          <nav aria-label="Company area">
            <ul>
              <li>
                <NavLink to="/company/available-leads">Available leads</NavLink>
              </li>
              <li>
                <NavLink to="/company/my-leads">My leads</NavLink>
              </li>
              <li>
                <NavLink to="/company/vetting">Vetting</NavLink>
              </li>
              <li>
                <NavLink to="/company/reviews">Reviews</NavLink>
              </li>
              <li>
                <NavLink to="/company/billing">Billing</NavLink>
              </li>
              <li>
                <NavLink to="/company/profile">Profile</NavLink>
              </li>
            </ul>
          </nav>
          <span className="small">{auth.user?.email}</span>
          <button type="button" className="button secondary small" onClick={onSignOut} disabled={auth.authLoading}>
            Sign out
          </button>
        </div>
      </div>
      <Outlet />
    </>
  );
}
