import '@testing-library/jest-dom';
import { useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { Head } from '../../client/src/ui/head';
import { ConsentBanner } from '../../client/src/ui/ConsentBanner';
import { SiteFooter } from '../../client/src/ui/Layout';
import { PageViewTracker } from '../../client/src/lib/analytics/PageViewTracker';
import { CONSENT_STORAGE_KEY, reloadConsent } from '../../client/src/lib/analytics/consent';
import { CONSENT_DEFAULTS, GTM_SCRIPT_ID, setConsentDefaults } from '../../client/src/lib/analytics/tagManager';
import { gtagCommands } from '../../client/src/lib/analytics/dataLayer';
import { installPhoneClickTracking } from '../../client/src/lib/analytics/phoneClicks';
import { startAnalytics } from '../../client/src/lib/analytics';
import { toMeasurement } from '../../client/src/lib/analytics/vitals';
import type { PublicConfig } from '../../client/src/lib/runtimeConfig';
import { LinkNavigation } from '../../client/src/ui/Link';

const GTM_ID = 'GTM-TEST123';

function appConfig(gtmId: string | null): PublicConfig {
  return {
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-sprayfoam' },
    authEmulator: false,
    gtmId,
    siteUrl: 'http://localhost',
    operator: {
      legalName: 'Foam Clear Ltd',
      companyNumber: null,
      registeredAddress: null,
      icoRegistration: null,
      email: null,
      phone: '0808 157 0192',
      configured: false,
    },
  };
}

const gtmScript = () => document.getElementById(GTM_SCRIPT_ID) as HTMLScriptElement | null;
const events = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
const pageViews = () => events('page_view');

beforeEach(() => {
  window.dataLayer = [];
  window.localStorage.clear();
  gtmScript()?.remove();
  window.__APP_CONFIG__ = appConfig(GTM_ID);
  document.title = 'Before';
});

describe('docs/requirements/analytics-and-uploads.md#page-views: a page_view on every navigation, with path and title', () => {
  let navigate: NavigateFunction;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  function Page({ title }: { title: string }) {
    return (
      <main>
        <Head title={title} />
        <h1>{title}</h1>
      </main>
    );
  }
  /** Lets the LoadingPage on screen have its data. */
  let arrive: () => void = () => undefined;
  /** A page whose title is known only once its data has arrived (when the test calls `arrive`), as for a guide fetched on navigation. */
  function LoadingPage({ title }: { title: string }) {
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      arrive = () => setLoaded(true);
    }, []);
    return loaded ? <Page title={title} /> : <p>Loading…</p>;
  }

  function renderSite() {
    render(
      <MemoryRouter initialEntries={['/']}>
        <LinkNavigation>
          <Navigator />
          <Routes>
            <Route path="/" element={<Page title="Spray foam removal in the UK" />} />
            <Route path="/dangers" element={<Page title="Spray foam dangers" />} />
            <Route path="/calculator" element={<Page title="Removal cost calculator" />} />
            <Route path="/blog/:slug" element={<LoadingPage title="Can you remortgage with spray foam?" />} />
            <Route path="/certificate-upload/:id" element={<Page title="Upload certification documents" />} />
          </Routes>
          <PageViewTracker />
        </LinkNavigation>
      </MemoryRouter>,
    );
  }

  it('pushes page_view on the first render and on each navigation, after the new page has set its title', async () => {
    renderSite();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toEqual({
      event: 'page_view',
      page_path: '/',
      page_title: 'Spray foam removal in the UK | Spray Foam Removal UK',
    });

    act(() => navigate('/dangers'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toEqual({ event: 'page_view', page_path: '/dangers', page_title: 'Spray foam dangers | Spray Foam Removal UK' });

    // A page that loads its data first: the event waits for its own title, not the previous page's.
    act(() => navigate('/blog/remortgage-spray-foam'));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(pageViews()).toHaveLength(2);
    act(() => arrive());
    await waitFor(() => expect(pageViews()).toHaveLength(3));
    expect(pageViews()[2]).toEqual({
      event: 'page_view',
      page_path: '/blog/remortgage-spray-foam',
      page_title: 'Can you remortgage with spray foam? | Spray Foam Removal UK',
    });

    // Back in history is a navigation too.
    act(() => navigate(-1));
    await waitFor(() => expect(pageViews()).toHaveLength(4));
    expect(pageViews()[3]).toMatchObject({ page_path: '/dangers', page_title: 'Spray foam dangers | Spray Foam Removal UK' });
  });

  it('does not count a change of query string (the calculator keeps its inputs there) as a new page', async () => {
    renderSite();
    act(() => navigate('/calculator'));
    await waitFor(() => expect(pageViews().map((view) => (view as { page_path: string }).page_path)).toEqual(['/', '/calculator']));
    act(() => navigate('/calculator?area=60', { replace: true }));
    act(() => navigate('/calculator?area=65', { replace: true }));
    // The next page's view comes straight after the calculator's: the query changes in between made none.
    act(() => navigate('/dangers'));
    await waitFor(() => expect(pageViews()).toHaveLength(3));
    expect(pageViews().map((view) => (view as { page_path: string }).page_path)).toEqual(['/', '/calculator', '/dangers']);
  });

  it('keeps secret links out of analytics: certification upload paths are reduced to their pattern', async () => {
    renderSite();
    act(() => navigate('/certificate-upload/req_8f2KkLx93b'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({ page_path: '/certificate-upload/:id' });
  });
});

describe('consent gating of the tag manager (UK PECR: analytics cookies need consent)', () => {
  function renderBanner() {
    return render(
      <MemoryRouter>
        <ConsentBanner />
        <SiteFooter />
      </MemoryRouter>,
    );
  }
  const banner = () => screen.queryByRole('region', { name: 'Cookies on Spray Foam Removal UK' });

  beforeEach(() => {
    reloadConsent();
    setConsentDefaults();
  });

  it('defaults consent to denied and loads nothing before the visitor answers', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How we use your data' })).toHaveAttribute('href', '/privacy-policy');
    expect(gtagCommands()).toEqual([['consent', 'default', CONSENT_DEFAULTS]]);
    expect(CONSENT_DEFAULTS).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(gtmScript()).toBeNull();
  });

  it('after Accept: consent update granted (analytics only), then the GTM script, added by the site’s code', async () => {
    renderBanner();
    expect(gtmScript()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics cookies' }));

    expect(gtagCommands()).toEqual([
      ['consent', 'default', CONSENT_DEFAULTS],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    const script = gtmScript();
    expect(script).not.toBeNull();
    expect(script!.src).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
    // Allowed by 'strict-dynamic' because trusted code adds it (docs/decisions/0054-strict-dynamic-csp.md): it needs no nonce.
    expect(script!.hasAttribute('nonce')).toBe(false);
    // The consent update reached the data layer before the tag manager's start event.
    const layer = window.dataLayer!;
    const update = layer.findIndex((entry) => Array.from(entry as ArrayLike<unknown>)[1] === 'update');
    const start = layer.findIndex((entry) => (entry as { event?: string }).event === 'gtm.js');
    expect(update).toBeGreaterThanOrEqual(0);
    expect(start).toBeGreaterThan(update);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(banner()).not.toBeInTheDocument();
  });

  it('after Reject: consent update denied and the tag manager is never injected, on this page or the next', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject analytics cookies' }));
    expect(gtagCommands()).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(gtmScript()).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(banner()).not.toBeInTheDocument();

    // The next page load: the stored answer is applied and the banner stays away.
    window.dataLayer = [];
    let stop = () => undefined as void;
    jest.useFakeTimers();
    try {
      act(() => {
        stop = startAnalytics();
      });
      // The browser falls idle: whatever start-up left for then (jsdom has no requestIdleCallback: a timer) runs now.
      act(() => jest.runAllTimers());
    } finally {
      jest.useRealTimers();
    }
    stop();
    expect(gtagCommands()).toEqual([
      ['consent', 'default', CONSENT_DEFAULTS],
      ['consent', 'update', { analytics_storage: 'denied' }],
    ]);
    expect(gtmScript()).toBeNull();
  });

  it('with no container id configured, the tag manager never loads, even after Accept', async () => {
    window.__APP_CONFIG__ = appConfig(null);
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept analytics cookies' }));
    expect(gtagCommands()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(gtmScript()).toBeNull();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('a returning visitor who accepted: consent granted at start-up, the tag manager loads when the browser is idle', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    window.dataLayer = [];
    const stop = startAnalytics();
    expect(gtagCommands()).toEqual([
      ['consent', 'default', CONSENT_DEFAULTS],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);
    expect(gtmScript()).toBeNull(); // not before the browser is idle (at most 2 s)
    await waitFor(() => expect(gtmScript()).not.toBeNull());
    stop();
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('“Cookie settings” in the footer reopens the banner, focused, to change the answer', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    reloadConsent();
    renderBanner();
    expect(banner()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies on Spray Foam Removal UK' })).toHaveFocus();
    expect(screen.getByText(/You have accepted analytics cookies/)).toBeInTheDocument();

    // Keyboard only: Tab past the privacy link and Accept to Reject, and press Enter.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'How we use your data' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reject analytics cookies' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(gtagCommands()).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('phone-link clicks', () => {
  it('sends a beacon for any tel: link, including ones added later, and nothing for other links', async () => {
    reloadConsent();
    const send = jest.fn();
    const uninstall = installPhoneClickTracking(document, send);
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    render(
      <p>
        Call{' '}
        <a href="tel:08081570192">
          <strong>0808 157 0192</strong>
        </a>{' '}
        or read <a href="/dangers">the dangers</a>.
      </p>,
    );
    await userEvent.click(screen.getByText('0808 157 0192'));
    await userEvent.click(screen.getByRole('link', { name: 'the dangers' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('/api/phone-click', { number: '08081570192', pagePath: '/' });
    expect(events('phone_click')).toHaveLength(0); // no consent: the data layer is not told

    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    reloadConsent();
    await userEvent.click(screen.getByText('0808 157 0192'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(events('phone_click')).toEqual([{ event: 'phone_click', page_path: '/' }]);

    uninstall();
    document.removeEventListener('click', stopNavigation);
  });
});

describe('web vitals (docs/requirements/analytics-and-uploads.md#web-vitals: LCP and FID to the analytics function)', () => {
  it('reports LCP, INP and CLS; FID is gone from web-vitals, replaced by INP', () => {
    const webVitals = jest.requireActual<Record<string, unknown>>('web-vitals');
    expect(typeof webVitals.onLCP).toBe('function');
    expect(typeof webVitals.onINP).toBe('function');
    expect(typeof webVitals.onCLS).toBe('function');
    expect(webVitals.onFID).toBeUndefined();

    expect(toMeasurement({ name: 'LCP', value: 1834.6, rating: 'good' })).toEqual({ name: 'LCP', value: 1835, rating: 'good' });
    expect(toMeasurement({ name: 'INP', value: 240, rating: 'needs-improvement' })).toEqual({
      name: 'INP',
      value: 240,
      rating: 'needs-improvement',
    });
    expect(toMeasurement({ name: 'CLS', value: 0.123456, rating: 'needs-improvement' })).toEqual({
      name: 'CLS',
      value: 0.1235,
      rating: 'needs-improvement',
    });
    expect(toMeasurement({ name: 'TTFB', value: 80, rating: 'good' })).toBeNull();
  });
});
