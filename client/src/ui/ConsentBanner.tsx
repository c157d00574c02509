import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from './Link';
import { chooseConsent, isConsentBannerOpen } from '../lib/analytics/consent';
import { useConsent } from '../lib/analytics/useConsent';

/**
 * The cookie consent banner (UK PECR and UK GDPR: analytics cookies only with consent). Shown on public
 * pages until the visitor answers, and again from "Cookie settings" in the footer. Accept and Reject are
 * equally prominent; nothing is pre-selected. It is not rendered on the server (the answer lives in the
 * browser), and it is fixed to the bottom of the window, so it shifts no content when it appears. Its
 * text is kept short: a larger block than the page's own content would become the page's largest
 * contentful paint, painted only after hydration.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const { choice, settingsOpen } = consent;
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  const open = isConsentBannerOpen(consent);

  // While it is open it covers no content for good: the page scrolls focused elements clear of it (WCAG
  // 2.4.11, focus not obscured) and ends with room for it (padding below the footer moves nothing), and
  // bars fixed to the bottom of the window (the calculator's estimate) stand on top of it, not over it.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const fit = () => {
      root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
      root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`);
      document.body.style.setProperty('padding-bottom', `${element.offsetHeight}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      root.style.removeProperty('scroll-padding-bottom');
      root.style.removeProperty('--consent-banner-height');
      document.body.style.removeProperty('padding-bottom');
    };
  }, [open]);

  // Reopened from the footer: take the keyboard user to it.
  useEffect(() => {
    if (settingsOpen) heading.current?.focus();
  }, [settingsOpen]);

  if (!open) return null;
  return (
    <section ref={banner} className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="container">
        <h2 id="consent-banner-title" ref={heading} tabIndex={-1}>
          Cookies on Spray Foam Removal UK
        </h2>
        <p>
          We would like to use analytics cookies (Google Analytics) to learn how the site is used. We only set them if you accept.{' '}
          <Link to="/privacy-policy">How we use your data</Link>
        </p>
        {settingsOpen && choice && (
          <p className="consent-current">
            You have {choice === 'granted' ? 'accepted' : 'rejected'} analytics cookies. You can change this now.
          </p>
        )}
        <div className="consent-actions">
          <button type="button" className="button small" onClick={() => chooseConsent('granted')}>
            Accept analytics cookies
          </button>
          <button type="button" className="button small" onClick={() => chooseConsent('denied')}>
            Reject analytics cookies
          </button>
        </div>
      </div>
    </section>
  );
}
