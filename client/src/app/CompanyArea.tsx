import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../ui/Layout';
import { PlaceholderPage } from '../ui/PlaceholderPage';

const COMPANY_ROUTES = [
  { path: 'login', title: 'Company sign in' },
  { path: 'available-leads', title: 'Available leads' },
  { path: 'lead/:id', title: 'Lead' },
  { path: 'lead/:id/payment', title: 'Buy this lead' },
  { path: 'lead/:id/success', title: 'Lead purchased' },
  { path: 'certification/:id/payment', title: 'Pay for certification' },
  { path: 'certification/:id/success', title: 'Certification paid' },
];

/** The company area: a client-rendered chunk; sign-in and the marketplace arrive with the company feature. */
export default function CompanyArea() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {COMPANY_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<PlaceholderPage title={route.title} description="The company area opens soon: approved companies will sign in here." path={`/company/${route.path}`} robots="noindex, nofollow" />}
          />
        ))}
      </Route>
    </Routes>
  );
}
