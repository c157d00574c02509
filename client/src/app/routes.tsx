import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  renderMatches,
  Route,
  useLocation,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { PublicLayout } from '../ui/Layout';
import { NotFound } from '../ui/ErrorScreen';
import { Head } from '../ui/head';
import { ClientOnly, PageLoading } from '../ui/ClientOnly';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageViewTracker } from '../lib/analytics/PageViewTracker';
import { AREA_ROOTS } from '../lib/paths/areas';
import { lazyPage } from './lazyPage';
import { withApollo } from './withApollo';
import { Island } from './islandComponents';
import { ScrollOnNavigation } from './ScrollOnNavigation';
import type { QuoteCompany } from '../features/removal-request/SingleCompanyQuoteForm';
import { HOMEOWNER_REQUEST_PATH } from '../../../common/homeownerRequest';
import { REMOVAL_RECORD_PATH, SURVEY_REPORT_PAGE_PATH } from '../../../common/removalRecords';
import { REVIEW_PATH } from '../../../common/reviews';

// Each public page is a chunk of its own: a visitor's first load carries only the page in view.
const HomePage = lazyPage('home', () => import('../features/home/HomePage').then((m) => m.HomePage));
const GuidePage = lazyPage('guide', () => import('../features/content/GuidePage').then((m) => m.GuidePage));
/** The calculator's explainer is text: its server HTML shows at once, its code loads when the browser is idle. */
const CalculatorExplainer = lazyPage('calculator-explainer', () => import('../features/calculator/HowItWorks').then((m) => m.HowItWorks), {
  fallback: null,
  deferred: true,
  queries: false,
});
const EnhancedQuotePage = lazyPage(
  'quote',
  () => import('../features/removal-request/EnhancedQuotePage').then((m) => m.EnhancedQuotePage),
  {
    queries: false,
  },
);
const SingleCompanyQuotePage = lazyPage('single-company', () =>
  import('../features/removal-request/SingleCompanyQuotePage').then((m) => m.SingleCompanyQuotePage),
);
const ThankYouPage = lazyPage('thank-you', () => import('../features/removal-request/ThankYouPage').then((m) => m.ThankYouPage));
const ContactPage = lazyPage('contact', () => import('../features/enquiries/ContactPage').then((m) => m.ContactPage), { queries: false });
const RequestCallPage = lazyPage('request-call', () => import('../features/enquiries/RequestCallPage').then((m) => m.RequestCallPage), {
  queries: false,
});
const CalculatorPage = lazyPage('calculator', () => import('../features/calculator/CalculatorPage').then((m) => m.CalculatorPage), {
  queries: false,
});
const BlogIndexPage = lazyPage('blog-index', () => import('../features/blog/BlogIndexPage').then((m) => m.BlogIndexPage));
const BlogPostPage = lazyPage('blog-post', () => import('../features/blog/BlogPostPage').then((m) => m.BlogPostPage));
const AuthorsPage = lazyPage('authors', () => import('../features/authors/AuthorsPage').then((m) => m.AuthorsPage));
const AuthorPage = lazyPage('author', () => import('../features/authors/AuthorPage').then((m) => m.AuthorPage));
const LocationsPage = lazyPage('locations', () => import('../features/locations/LocationsPage').then((m) => m.LocationsPage));
const LocationPage = lazyPage('location', () => import('../features/locations/LocationPage').then((m) => m.LocationPage));
const PublicCompanyPage = lazyPage('company', () => import('../features/companies/PublicCompanyPage').then((m) => m.PublicCompanyPage));
const PartnerPage = lazyPage('partner', () => import('../features/partners/PartnerPage').then((m) => m.PartnerPage));
const PartnersPage = lazyPage('partners', () => import('../features/partners/PartnersPage').then((m) => m.PartnersPage));
const FreeGuidePage = lazyPage('free-guide', () => import('../features/free-guide/FreeGuidePage').then((m) => m.FreeGuidePage), {
  queries: false,
});
const VideosPage = lazyPage('videos', () => import('../features/videos/VideosPage').then((m) => m.VideosPage));
const VideoPage = lazyPage('video', () => import('../features/videos/VideoPage').then((m) => m.VideoPage));
const GuestPostPage = lazyPage('guest-post', () => import('../features/guest-posts/GuestPostPage').then((m) => m.GuestPostPage));
const GuestPostArticlePage = lazyPage('guest-post-article', () =>
  import('../features/guest-posts/GuestPostArticlePage').then((m) => m.GuestPostArticlePage),
);
const ApplyPage = lazyPage('apply', () => import('../features/apply/ApplyPage').then((m) => m.ApplyPage), { queries: false });
const CertificateRequestPage = lazyPage(
  'certificate-request',
  () => import('../features/certification/CertificateRequestPage').then((m) => m.CertificateRequestPage),
  { queries: false },
);
const CertificateSuccessPage = lazyPage(
  'certificate-success',
  () => import('../features/certification/CertificationMessagePages').then((m) => m.CertificateSuccessPage),
  { queries: false },
);
const CertificateUploadSuccessPage = lazyPage(
  'certificate-upload-success',
  () => import('../features/certification/CertificationMessagePages').then((m) => m.CertificateUploadSuccessPage),
  { queries: false },
);
const CertificateDocsPage = lazyPage('certificate-docs', () =>
  import('../features/certification/CertificateDocsPage').then((m) => m.CertificateDocsPage),
);
const HomeownerRequestPage = lazyPage('homeowner-request', () =>
  import('../features/homeowner-request/HomeownerRequestPage').then((m) => m.HomeownerRequestPage),
);
/** The job record section of the request page: server-rendered, its code loaded when the browser is idle. */
const HomeownerJobRecords = lazyPage(
  'homeowner-job-records',
  () => import('../features/job-records/HomeownerJobRecords').then((m) => m.HomeownerJobRecords),
  { fallback: null, deferred: true },
);
const ReviewPage = lazyPage('review', () => import('../features/homeowner-request/ReviewPage').then((m) => m.ReviewPage));
const RequestLinksPage = lazyPage(
  'request-links',
  () => import('../features/homeowner-request/RequestLinksPage').then((m) => m.RequestLinksPage),
  { queries: false },
);
const CertificateUploadPage = lazyPage('certificate-upload', () =>
  import('../features/certification/CertificateUploadPage').then((m) => m.CertificateUploadPage),
);
const VerifyCertificatePage = lazyPage('verify-certificate', () =>
  import('../features/certification/VerifyCertificatePage').then((m) => m.VerifyCertificatePage),
);
const SurveyReportPage = lazyPage('survey-report', () =>
  import('../features/survey-report/SurveyReportPage').then((m) => m.SurveyReportPage),
);
const VerifyRemovalPage = lazyPage('verify-removal', () =>
  import('../features/removal-records/VerifyRemovalPage').then((m) => m.VerifyRemovalPage),
);

const AdminArea = lazy(() => withApollo(import('./AdminArea').then((m) => m.default)).then((area) => ({ default: area })));
const CompanyArea = lazy(() => withApollo(import('./CompanyArea').then((m) => m.default)).then((area) => ({ default: area })));

/** Guide, FAQ and information pages: their text is Markdown in content/ (docs/requirements/routes-and-screens.md#public-routes). */
export const GUIDE_ROUTES = [
  '/about',
  '/terms',
  '/privacy-policy',
  '/editorial-policy',
  '/faq',
  '/faq/spray-foam-removal-cost',
  '/faq/spray-foam-health-dangers',
  '/enhanced-faq',
  '/dangers',
  '/benefits',
  '/regulations',
  '/rics-survey',
  '/mortgage-impact',
  '/vetting-process',
  '/homeowners-bible',
  '/professional-removal',
  '/superfoil-insulation',
  '/certification',
  '/spray-foam-dangers-guide',
  '/diy-spray-foam-insulation',
  '/spray-foam-removal-quotes',
  '/spray-foam-removal-companies',
  '/emergency-spray-foam-removal',
  '/expanding-foam-removal-guide',
  '/is-spray-foam-insulation-safe',
  '/cavity-wall-spray-foam-removal',
  '/spray-foam-insulation-problems',
  '/spray-foam-insulation-removal-cost',
  '/spray-foam-loft-insulation-removal',
  '/re-roofing-with-spray-foam',
  '/listed-buildings-spray-foam',
  '/spray-foam-home-insurance',
  '/landlords-spray-foam-epc',
  '/spray-foam-claims-firms',
  '/cavity-wall-insulation-ciga',
  '/spray-foam-removal-timeline',
  '/spray-foam-removal-record',
];

/** The route /faq/spray-foam-removal-cost is also linked as /spray-foam-removal-cost from the 404 page. */
const GUIDE_ALIASES: Record<string, string> = { '/spray-foam-removal-cost': '/faq/spray-foam-removal-cost' };

/** Legal pages carry no sales widgets. */
const WITHOUT_CALLBACK = new Set(['/terms', '/privacy-policy', '/editorial-policy']);

function GuideRoute({ path }: { path: string }) {
  return (
    <GuidePage
      path={GUIDE_ALIASES[path] ?? path}
      aside={WITHOUT_CALLBACK.has(path) ? null : <Island name="callback-form" props={{ compact: true }} />}
    >
      {path === '/rics-survey' && <Island name="rics-survey-form" props={{}} />}
    </GuidePage>
  );
}

function SingleCompanyIsland({ company }: { company: QuoteCompany }) {
  return <Island name="single-company-form" props={{ company }} />;
}

const GUIDE_PATHS = new Set([...GUIDE_ROUTES, ...Object.keys(GUIDE_ALIASES)]);

/**
 * A guide, or the 404 page. The guides are matched here rather than as one route each: every render matches
 * the URL against every route, and three dozen fewer make each page render cheaper. Like the routes, the
 * match ignores case and a trailing slash.
 */
function GuideOrUnknownPath() {
  const { pathname } = useLocation();
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return GUIDE_PATHS.has(path) ? <GuideRoute path={path} /> : <NotFound path={pathname} />;
}

function UnknownPath() {
  const location = useLocation();
  return <NotFound path={location.pathname} />;
}

/** docs/requirements/routes-and-screens.md#navigation-markers: a page-loading class on the body while a navigation is in progress. */
function NavigationMarker() {
  const location = useLocation();
  useLayoutEffect(() => {
    document.body.classList.add('page-loading');
  }, [location.key]);
  useEffect(() => {
    document.body.classList.remove('page-loading');
  }, [location.key]);
  return null;
}

/** What the server sends for the client-only admin and company areas: never indexed. */
const areaFallback = (
  <>
    <Head title="Loading" robots="noindex, nofollow" />
    <PageLoading label="Loading…" />
  </>
);

/** A code-split area: its chunk failing to load (a deploy since the page opened) reloads the page (docs/requirements/routes-and-screens.md#rendering-errors). */
function LazyArea({ children }: { children: ReactNode }) {
  return (
    <ClientOnly fallback={areaFallback}>
      <ErrorBoundary>
        <Suspense fallback={areaFallback}>{children}</Suspense>
      </ErrorBoundary>
    </ClientOnly>
  );
}

/**
 * The site's routes, made once. A render takes the URL's matches from `matchedRoutes` rather than from
 * `<Routes>`, which rebuilt the route list and compiled every route's pattern on each render (about a
 * millisecond of a guide's server render).
 */
const APP_ROUTES: RouteObject[] = createRoutesFromElements(
  <>
    <Route
      path={`${AREA_ROOTS.admin}/*`}
      element={
        <LazyArea>
          <AdminArea />
        </LazyArea>
      }
    />
    <Route
      path={`${AREA_ROOTS.company}/*`}
      element={
        <LazyArea>
          <CompanyArea />
        </LazyArea>
      }
    />
    <Route element={<PublicLayout />}>
      <Route index element={<HomePage />} />
      <Route path="/certificate-request" element={<CertificateRequestPage />} />
      <Route path="/certificate-success" element={<CertificateSuccessPage />} />
      <Route path="/certificate-upload-success" element={<CertificateUploadSuccessPage />} />
      <Route path="/verify-certificate" element={<VerifyCertificatePage />} />
      <Route path="/verify-certificate/:number" element={<VerifyCertificatePage />} />
      <Route path={`${REMOVAL_RECORD_PATH}/:number`} element={<VerifyRemovalPage />} />
      <Route path="/calculator" element={<CalculatorPage explainer={<CalculatorExplainer />} />} />
      <Route path="/contact/enhanced-quote" element={<EnhancedQuotePage />} />
      <Route path="/contact/single-company" element={<SingleCompanyQuotePage form={SingleCompanyIsland} />} />
      <Route path="/contact/thank-you" element={<ThankYouPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/contact/request-call" element={<RequestCallPage />} />
      <Route path="/blog" element={<BlogIndexPage />} />
      <Route path="/blog/page/:page" element={<BlogIndexPage />} />
      <Route path="/blog/category/:category" element={<BlogIndexPage />} />
      <Route path="/blog/category/:category/page/:page" element={<BlogIndexPage />} />
      <Route path="/blog/:slug" element={<BlogPostPage />} />
      <Route path="/free-guide" element={<FreeGuidePage />} />
      <Route path="/apply" element={<ApplyPage />} />
      <Route path="/guest-post" element={<GuestPostPage form={<Island name="guest-post-form" props={{}} />} />} />
      <Route path="/guest-posts/:slug" element={<GuestPostArticlePage />} />
      <Route path="/videos" element={<VideosPage />} />
      <Route path="/videos/:slug" element={<VideoPage />} />
      <Route path="/authors" element={<AuthorsPage />} />
      <Route path="/authors/:author" element={<AuthorPage />} />
      <Route path="/locations" element={<LocationsPage />} />
      <Route path="/locations/:location" element={<LocationPage />} />
      <Route path="/companies/:slug" element={<PublicCompanyPage />} />
      <Route path="/partners" element={<PartnersPage />} />
      <Route path="/partners/:slug" element={<PartnerPage />} />
      <Route path="/certificate-docs/:id" element={<CertificateDocsPage />} />
      <Route path="/certificate-upload/:id" element={<CertificateUploadPage />} />
      <Route path={`${SURVEY_REPORT_PAGE_PATH}/:jobRecordId`} element={<SurveyReportPage />} />
      <Route path={HOMEOWNER_REQUEST_PATH} element={<RequestLinksPage />} />
      <Route path={`${HOMEOWNER_REQUEST_PATH}/:id`} element={<HomeownerRequestPage jobRecords={HomeownerJobRecords} />} />
      <Route path={REVIEW_PATH} element={<ReviewPage />} />
      <Route path="/404" element={<UnknownPath />} />
      <Route path="*" element={<GuideOrUnknownPath />} />
    </Route>
  </>,
);

const routeMatches = new Map<string, RouteMatch[] | null>();
const REMEMBERED_PATHS = 1_000;

/** The routes a path matches: the same for the same path, so the last thousand paths are remembered. */
export function matchedRoutes(pathname: string): RouteMatch[] | null {
  let matches = routeMatches.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(APP_ROUTES, pathname);
    if (routeMatches.size >= REMEMBERED_PATHS) routeMatches.delete(routeMatches.keys().next().value!);
    routeMatches.set(pathname, matches);
  }
  return matches;
}

function MatchedRoutes() {
  return renderMatches(matchedRoutes(useLocation().pathname));
}

export function AppRoutes() {
  return (
    <>
      {typeof document !== 'undefined' && <NavigationMarker />}
      {typeof document !== 'undefined' && <ScrollOnNavigation />}
      <MatchedRoutes />
      {/* docs/requirements/analytics-and-uploads.md#page-views: a page_view for each new path, once the page has set its title. */}
      {typeof document !== 'undefined' && <PageViewTracker />}
    </>
  );
}
