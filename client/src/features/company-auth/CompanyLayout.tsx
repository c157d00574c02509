import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { isConsentBannerOpen, openConsentSettings } from '../../lib/analytics/consent';
import { useConsent } from '../../lib/analytics/useConsent';
import { OperatorLine } from '../../ui/siteOperator';

const ConsentBanner = lazy(() => import('../../ui/ConsentBanner.js').then((module) => ({ default: module.ConsentBanner })));

function ConsentBannerWhenOpen() {
  if (!isConsentBannerOpen(useConsent())) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

/**
 * The company area's own frame: a header for removal companies (no homeowners' "Get quotes"), the signed-in
 * company's bar under it (CompanyShell), and a short footer. Content keeps the page margins at any width.
 */
export function CompanyLayout() {
  return (
    <>
      <ConsentBannerWhenOpen />
      <header className="site-header company-header">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <div className="container header-inner">
          <Link to="/" className="brand" aria-label="Spray Foam Removal UK, home">
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span>Spray Foam Removal UK</span>
          </Link>
          <span className="company-area-tag">For removal companies</span>
        </div>
      </header>
      <div className="company-area">
        <Outlet />
      </div>
      <footer className="site-footer company-footer">
        <nav aria-label="Company help" className="container">
          <ul>
            <li>
              <Link to="/vetting-process">How we vet companies</Link>
            </li>
            <li>
              <Link to="/certification">Certification</Link>
            </li>
            <li>
              <Link to="/contact">Contact us</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <button type="button" className="link-button" data-consent-settings onClick={openConsentSettings}>
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
        <p className="container small-print">
          © {new Date().getFullYear()} Spray Foam Removal UK. <OperatorLine />
        </p>
      </footer>
    </>
  );
}
