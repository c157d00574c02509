import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { PublicLayout } from '../ui/Layout';
import { NotFound } from '../ui/ErrorScreen';
import { Head } from '../ui/head';
import { ClientOnly, PageLoading } from '../ui/ClientOnly';
import { PlaceholderPage } from '../ui/PlaceholderPage';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageViewTracker } from '../lib/analytics/PageViewTracker';
import { HomePage } from '../features/home/HomePage';
import { GuidePage } from '../features/content/GuidePage';
import { EnhancedQuotePage } from '../features/quote/EnhancedQuotePage';
import { ThankYouPage } from '../features/quote/ThankYouPage';
import { CallbackForm } from '../features/enquiries/CallbackForm';
import { ContactPage } from '../features/enquiries/ContactPage';
import { RequestCallPage } from '../features/enquiries/RequestCallPage';
import { RicsSurveyForm } from '../features/enquiries/RicsSurveyForm';
import { CalculatorPage } from '../features/calculator/CalculatorPage';
import { BlogIndexPage } from '../features/blog/BlogIndexPage';
import { BlogPostPage } from '../features/blog/BlogPostPage';
import { AuthorsPage } from '../features/authors/AuthorsPage';
import { AuthorPage } from '../features/authors/AuthorPage';
import { LocationsPage } from '../features/locations/LocationsPage';
import { LocationPage } from '../features/locations/LocationPage';
import { PartnerPage } from '../features/partners/PartnerPage';
import { FreeGuidePage } from '../features/free-guide/FreeGuidePage';
import { VideosPage } from '../features/videos/VideosPage';
import { VideoPage } from '../features/videos/VideoPage';
import { GuestPostPage } from '../features/guest-posts/GuestPostPage';
import { GuestPostArticlePage } from '../features/guest-posts/GuestPostArticlePage';
import { ApplyPage } from '../features/apply/ApplyPage';

const AdminArea = lazy(() => import('./AdminArea'));
const CompanyArea = lazy(() => import('./CompanyArea'));

/** Guide, FAQ and information pages: their text is Markdown in content/ (SPEC section 2). */
export const GUIDE_ROUTES = [
  '/about', '/terms', '/privacy-policy', '/faq', '/faq/spray-foam-removal-cost', '/faq/spray-foam-health-dangers', '/enhanced-faq',
  '/dangers', '/benefits', '/regulations', '/rics-survey', '/mortgage-impact', '/vetting-process', '/homeowners-bible',
  '/professional-removal', '/superfoil-insulation', '/certification', '/spray-foam-dangers-guide', '/diy-spray-foam-insulation',
  '/spray-foam-removal-quotes', '/spray-foam-removal-companies', '/emergency-spray-foam-removal', '/expanding-foam-removal-guide',
  '/is-spray-foam-insulation-safe', '/cavity-wall-spray-foam-removal', '/spray-foam-insulation-problems',
  '/spray-foam-insulation-removal-cost', '/spray-foam-loft-insulation-removal',
];

/** SPEC's /faq/spray-foam-removal-cost is also linked as /spray-foam-removal-cost from the 404 page. */
const GUIDE_ALIASES: Record<string, string> = { '/spray-foam-removal-cost': '/faq/spray-foam-removal-cost' };

const PLACEHOLDERS: Array<{ path: string; title: string; description: string; robots?: string }> = [
  { path: '/certificate-request', title: 'Request company certification', description: 'Removal companies: request certification and upload your documents for review.' },
  { path: '/certificate-success', title: 'Certification request received', description: 'We have your certification request: check your email for the private upload link.', robots: 'noindex, follow' },
  { path: '/certificate-upload-success', title: 'Documents uploaded', description: 'Your certification documents are uploaded and waiting for review.', robots: 'noindex, follow' },
];

/** Legal pages carry no sales widgets. */
const WITHOUT_CALLBACK = new Set(['/terms', '/privacy-policy']);

function GuideRoute({ path }: { path: string }) {
  return (
    <GuidePage path={GUIDE_ALIASES[path] ?? path} aside={WITHOUT_CALLBACK.has(path) ? null : <CallbackForm compact />}>
      {path === '/rics-survey' && <RicsSurveyForm />}
    </GuidePage>
  );
}

function ParamPlaceholder({ kind }: { kind: string }) {
  const params = useParams();
  const location = useLocation();
  const value = Object.values(params)[0] ?? '';
  return <PlaceholderPage title={`${kind}: ${value}`} description={`${kind} pages are being prepared.`} path={location.pathname} />;
}

function UnknownPath() {
  const location = useLocation();
  return <NotFound path={location.pathname} />;
}

/** SPEC section 4: a page-loading class on the body while a navigation is in progress. */
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

/** A code-split area: its chunk failing to load (a deploy since the page opened) reloads the page (SPEC section 8). */
function LazyArea({ children }: { children: ReactNode }) {
  return (
    <ClientOnly fallback={areaFallback}>
      <ErrorBoundary>
        <Suspense fallback={areaFallback}>{children}</Suspense>
      </ErrorBoundary>
    </ClientOnly>
  );
}

export function AppRoutes() {
  return (
    <>
      {typeof document !== 'undefined' && <NavigationMarker />}
      <Routes>
        <Route path="/admin/*" element={<LazyArea><AdminArea /></LazyArea>} />
        <Route path="/company/*" element={<LazyArea><CompanyArea /></LazyArea>} />
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          {[...GUIDE_ROUTES, ...Object.keys(GUIDE_ALIASES)].map((path) => (
            <Route key={path} path={path} element={<GuideRoute path={path} />} />
          ))}
          {PLACEHOLDERS.map((page) => (
            <Route key={page.path} path={page.path} element={<PlaceholderPage {...page} />} />
          ))}
          <Route path="/calculator" element={<CalculatorPage />} />
          <Route path="/contact/enhanced-quote" element={<EnhancedQuotePage />} />
          <Route path="/contact/single-company" element={<EnhancedQuotePage singleCompany />} />
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
          <Route path="/blog/page/:page" element={<ParamPlaceholder kind="Blog page" />} />
          <Route path="/blog/category/:category" element={<ParamPlaceholder kind="Blog category" />} />
          <Route path="/blog/:slug" element={<ParamPlaceholder kind="Article" />} />
          <Route path="/guest-post" element={<GuestPostPage />} />
          <Route path="/guest-posts/:slug" element={<GuestPostArticlePage />} />
          <Route path="/videos" element={<VideosPage />} />
          <Route path="/videos/:slug" element={<VideoPage />} />
          <Route path="/authors" element={<AuthorsPage />} />
          <Route path="/authors/:author" element={<AuthorPage />} />
          <Route path="/locations" element={<LocationsPage />} />
          <Route path="/locations/:location" element={<LocationPage />} />
          <Route path="/partners/:slug" element={<PartnerPage />} />
          <Route path="/certificate-docs/:id" element={<ParamPlaceholder kind="Certification documents" />} />
          <Route path="/certificate-upload/:id" element={<ParamPlaceholder kind="Upload certification documents" />} />
          <Route path="/404" element={<UnknownPath />} />
          <Route path="*" element={<UnknownPath />} />
        </Route>
      </Routes>
      {/* SPEC section 1: a page_view for each new path, once the page has set its title. */}
      {typeof document !== 'undefined' && <PageViewTracker />}
    </>
  );
}
