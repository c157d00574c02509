import { lazy, Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { Link, NavLink } from './Link';
import { isConsentBannerOpen, openConsentSettings } from '../lib/analytics/consent';
import { useConsent } from '../lib/analytics/useConsent';
import { telHref } from '../../../common/siteOperator';
import { OperatorLine, useSitePhone } from './siteOperator';
import { useSiteSections } from './siteSections';
import { COMPANY_SIGN_IN } from '../lib/paths/areas';

// Its code loads only for a visitor who has not answered yet (or reopens it), not with every page.
const ConsentBanner = lazy(() => import('./ConsentBanner.js').then((module) => ({ default: module.ConsentBanner })));

export function ConsentBannerWhenOpen() {
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

/** The site's name and mark, linking home. */
export function SiteBrand() {
  return (
    <Link to="/" className="brand" aria-label="Spray Foam Removal UK, home">
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>Spray Foam Removal UK</span>
    </Link>
  );
}

/** The skip link, first in every page's header. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

export function SiteHeader() {
  const phone = useSitePhone();
  const phoneHref = telHref(phone);
  return (
    <header className="site-header">
      <SkipLink />
      <div className="container header-inner">
        <SiteBrand />
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

interface FooterLink {
  to: string;
  label: string;
  /** Linked only while this section has something published (a page that says "nothing yet" helps no one). */
  when?: 'videos' | 'partners';
}

const FOOTER_SECTIONS: ReadonlyArray<{ heading: string; links: readonly FooterLink[] }> = [
  {
    heading: 'Homeowners',
    links: [
      { to: '/calculator', label: 'Cost calculator' },
      { to: '/contact/enhanced-quote', label: 'Get removal quotes' },
      { to: '/contact/request-call', label: 'Request a call back' },
      { to: '/free-guide', label: 'Free homeowner guide' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    heading: 'Guides',
    links: [
      { to: '/homeowners-bible', label: 'Homeowner’s bible' },
      { to: '/regulations', label: 'Regulations' },
      { to: '/rics-survey', label: 'RICS surveys' },
      { to: '/locations', label: 'Locations' },
      { to: '/videos', label: 'Videos', when: 'videos' },
    ],
  },
  {
    heading: 'Removal companies',
    links: [
      { to: '/apply', label: 'Apply to join' },
      { to: '/certification', label: 'Certification' },
      { to: '/vetting-process', label: 'How we vet companies' },
      { to: COMPANY_SIGN_IN, label: 'Company sign-in' },
    ],
  },
  {
    heading: 'About',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/authors', label: 'Our authors' },
      { to: '/partners', label: 'Partners', when: 'partners' },
      { to: '/contact', label: 'Contact' },
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/terms', label: 'Terms' },
    ],
  },
];

/** The links a removal company needs, in the company area's footer (docs/client-routes.md). */
const COMPANY_HELP: readonly FooterLink[] = [
  { to: '/vetting-process', label: 'How we vet companies' },
  { to: '/certification', label: 'Certification' },
  { to: '/contact', label: 'Contact us' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy policy' },
];

function FooterLinks({ links, cookieSettings = false }: { links: readonly FooterLink[]; cookieSettings?: boolean }) {
  const sections = useSiteSections();
  return (
    <ul>
      {links
        .filter((link) => !link.when || sections[link.when])
        .map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      {cookieSettings && (
        <li>
          <button type="button" className="link-button" data-consent-settings onClick={openConsentSettings}>
            Cookie settings
          </button>
        </li>
      )}
    </ul>
  );
}

/**
 * The site's footer; `forCompanies`: the company area's short one (its help links and the operator line, no
 * homeowners' sections).
 */
export function SiteFooter({ forCompanies = false }: { forCompanies?: boolean }) {
  const year = new Date().getFullYear();
  if (forCompanies) {
    return (
      <footer className="site-footer company-footer">
        <nav aria-label="Company help" className="container">
          <FooterLinks links={COMPANY_HELP} cookieSettings />
        </nav>
        <p className="container small-print">
          © {year} Spray Foam Removal UK. <OperatorLine />
        </p>
      </footer>
    );
  }
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {FOOTER_SECTIONS.map((section, i) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <FooterLinks links={section.links} cookieSettings={i === FOOTER_SECTIONS.length - 1} />
          </section>
        ))}
      </div>
      <p className="container small-print">
        © {year} Spray Foam Removal UK. We pass quote requests to independent, vetted removal companies, who pay for them; we do not carry
        out removals ourselves. <OperatorLine />
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
