/**
 * Which requests a page may answer before the second phase of the start has mounted its routes
 * (docs/decisions/0040-two-phase-start.md, docs/decisions/0058-every-page-fast.md): a GET or HEAD of a canonical
 * page path (lower case, no trailing slash, no file extension) outside the paths those routes answer. Such a page
 * renders at once; a query in its render loads the second phase then. `mountLateRoutes` refuses to start if a
 * route it mounts could answer a path this lets through (`earlyPageCollisions`).
 */

/** The second phase's routes that answer GET or HEAD, or every method: each path, or a folder and all below it. */
const LATE_GET_PATHS = [
  '/admin-files/',
  '/admin-media/',
  '/api',
  '/blog/',
  '/certificates/',
  '/graphql',
  '/healthz',
  '/internal/',
  '/invoices/',
  '/job-photo-uploads',
  '/job-photos/',
  '/media/',
  '/payments/',
  '/removal-records/',
  '/survey-report-uploads',
  '/survey-reports/',
  '/uploads',
  '/verify-certificate',
  '/webhooks/',
];

function underLatePath(path: string): boolean {
  return LATE_GET_PATHS.some((late) => (late.endsWith('/') ? path.startsWith(late) : path === late || path.startsWith(`${late}/`)));
}

/** Whether a request renders its page without waiting for the second phase of the start. */
export function answeredBeforeLateRoutes(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/') return true;
  // Not canonical: the second phase's redirect to the canonical path answers it. A file (robots.txt, a PDF) is never a page.
  if (path !== path.toLowerCase() || path.endsWith('/') || path.split('/').pop()!.includes('.')) return false;
  return !underLatePath(path);
}

/** A late route as `routeEntries` (../auth/routeAccess.ts) describes it. */
interface LateRoute {
  methods: readonly string[];
  path: string;
}

/** The redirect to a public page's canonical path, which only non-canonical paths reach: it may sit on every path. */
const CANONICAL_REDIRECT = 'canonicalPagePathRedirect';

/**
 * The late routes that could answer a request `answeredBeforeLateRoutes` lets through: each named "METHOD path".
 * Route parameters are tried as a page-like segment.
 */
export function earlyPageCollisions(routes: readonly LateRoute[]): string[] {
  return routes
    .filter((route) => route.methods.some((method) => method === 'GET' || method === 'HEAD' || method === 'USE'))
    .filter((route) => !route.path.endsWith(`(${CANONICAL_REDIRECT})`))
    .filter((route) => {
      const path = route.path.replace(/ \(.*\)$/, '').replace(/:[A-Za-z]+/g, 'any-page');
      return (
        answeredBeforeLateRoutes('GET', path) || (route.methods.includes('USE') && answeredBeforeLateRoutes('GET', `${path}/any-page`))
      );
    })
    .map((route) => `${route.methods.join(',')} ${route.path}`);
}
