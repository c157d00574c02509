import { lazy, Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { Link, NavLink } from './Link';
import { isConsentBannerOpen, openConsentSettings } from '../lib/analytics/consent';
import { useConsent } from '../lib/analytics/useConsent';
import { telHref } from '../../../common/siteOperator';
import { OperatorLine, useSitePhone } from './siteOperator';
import { useSiteSections } from './siteSections';

// Its code loads only for a visitor who has not answered yet (or reopens it), not with every page.
const ConsentBanner = lazy(() => import('./ConsentBanner.js').then((module) => ({ default: module.ConsentBanner })));

function ConsentBannerWhenOpen() {
  if (!isConsentBannerOpen(useConsent())) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

const NAV = [
  { to: '/spray-foam-removal-cost', label: 'Costs' },
  { to: '/dangers', label: 'Dangers' },
  { to: '/mortgage-impact', label: 'Mortgages' },
  { to: '/calculator', label: 'Calculator' },
  { to: '/blog', label: 'Guides & news' },
];

/** The phone menu has room for more than the header: the sections every visitor may look for. */
const PHONE_MENU_MORE = [
  { to: '/locations', label: 'Locations' },
  { to: '/faq', label: 'FAQ' },
  { to: '/free-guide', label: 'Free guide' },
];

/** Closes the phone menu once a link in it is followed (the page changes without a reload). */
function closeMenu(event: MouseEvent<HTMLElement>) {
  (event.currentTarget.closest('details') as HTMLDetailsElement | null)?.removeAttribute('open');
}

export function SiteHeader() {
  const phone = useSitePhone();
  const phoneHref = telHref(phone);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container header-inner">
        <Link to="/" className="brand" aria-label="Spray Foam Removal UK, home">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Spray Foam Removal UK</span>
        </Link>
        <nav aria-label="Main" className="desktop-nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* On a phone the sections fold behind Menu: a native <details>, so it opens without JavaScript too. */}
        <details className="mobile-menu">
          <summary>
            <span aria-hidden="true" className="menu-icon">
              ☰
            </span>
            <span className="menu-word">Menu</span>
          </summary>
          <nav aria-label="Menu" onClick={closeMenu}>
            <ul>
              {[...NAV, ...PHONE_MENU_MORE].map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
              <li>
                <Link to="/contact/request-call">Request a call back</Link>
              </li>
              <li>
                <a className="phone-link" href={phoneHref}>
                  Call {phone}
                </a>
              </li>
            </ul>
          </nav>
        </details>
        <div className="header-actions">
          <a className="phone-link" href={phoneHref}>
            {phone}
          </a>
          <Link className="button small" to="/contact/enhanced-quote">
            Get <span className="hide-on-phone">free </span>quotes
          </Link>
        </div>
      </div>
    </header>
  );
}

export function SiteFooter() {
  // Sections with nothing published are not linked (a page that says "nothing yet" helps no one).
  const sections = useSiteSections();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2>Homeowners</h2>
          <ul>
            <li>
              <Link to="/calculator">Cost calculator</Link>
            </li>
            <li>
              <Link to="/contact/enhanced-quote">Get removal quotes</Link>
            </li>
            <li>
              <Link to="/contact/request-call">Request a call back</Link>
            </li>
            <li>
              <Link to="/free-guide">Free homeowner guide</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Guides</h2>
          <ul>
            <li>
              <Link to="/homeowners-bible">Homeowner’s bible</Link>
            </li>
            <li>
              <Link to="/regulations">Regulations</Link>
            </li>
            <li>
              <Link to="/rics-survey">RICS surveys</Link>
            </li>
            <li>
              <Link to="/locations">Locations</Link>
            </li>
            {sections.videos && (
              <li>
                <Link to="/videos">Videos</Link>
              </li>
            )}
          </ul>
        </section>
        <section>
          <h2>Removal companies</h2>
          <ul>
            <li>
              <Link to="/apply">Apply to join</Link>
            </li>
            <li>
              <Link to="/certification">Certification</Link>
            </li>
            <li>
              <Link to="/vetting-process">How we vet companies</Link>
            </li>
            <li>
              <Link to="/company/login">Company sign-in</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>About</h2>
          <ul>
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/authors">Our authors</Link>
            </li>
            {sections.partners && (
              <li>
                <Link to="/partners">Partners</Link>
              </li>
            )}
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <button type="button" className="link-button" data-consent-settings onClick={openConsentSettings}>
                Cookie settings
              </button>
            </li>
          </ul>
        </section>
      </div>
      <p className="container small-print">
        © {new Date().getFullYear()} Spray Foam Removal UK. We pass quote requests to independent, vetted removal companies, who pay for
        them; we do not carry out removals ourselves. <OperatorLine />
      </p>
    </footer>
  );
}

export function PublicLayout() {
  return (
    <>
      {/* First in the page, so keyboard and screen-reader users meet it first; it shows at the bottom. */}
      <ConsentBannerWhenOpen />
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  );
}
