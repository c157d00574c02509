import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { pathBelow, paths, patternOf } from '../lib/paths';
import { NotFound } from '../ui/ErrorScreen';
import { RequireCompany } from '../features/company-auth/RequireCompany';
import { CompanyShell } from '../features/company-area/CompanyShell';
import { CompanyLayout } from '../features/company-area/CompanyLayout';
import { COMPANY_PAGES, type CompanyPage } from './companyPages';

const COMPANY_MENU = COMPANY_PAGES.flatMap(({ path, menu }) => (menu && typeof path === 'string' ? [{ to: path, label: menu }] : []));

/** A page's route inside this area, which is mounted at /company/*. */
const routeOf = ({ path, element }: CompanyPage) => (
  <Route key={patternOf(path)} path={pathBelow(paths.company.root, path)} element={element} />
);

function UnknownPath() {
  return <NotFound path={useLocation().pathname} />;
}

/** The company area: a client-rendered chunk. Every route but the sign-in pages needs a user of an active company. */
export default function CompanyArea() {
  return (
    <AuthProvider>
      <Routes>
        <Route element={<CompanyLayout />}>
          {COMPANY_PAGES.filter((page) => page.access === 'anyone').map(routeOf)}
          <Route
            element={
              <RequireCompany>
                <CompanyShell menu={COMPANY_MENU} />
              </RequireCompany>
            }
          >
            <Route index element={<Navigate to={paths.company.availableLeads} replace />} />
            {COMPANY_PAGES.filter((page) => page.access === 'company').map(routeOf)}
            <Route path="*" element={<UnknownPath />} />
          </Route>
        </Route>
      </Routes>
    </AuthProvider>
  );
}
