/**
 * The addresses of the company and admin areas, written once (docs/client-routes.md): the routes
 * (app/CompanyArea.tsx, app/companyPages.tsx, app/adminSections.tsx), the menus built from them, every link
 * and every navigate() read them here, so a wrong address is a type error. A fixed address is a string; an
 * address with a parameter is a function that builds it (`paths.company.lead(id)`), its route pattern in
 * `.path` (`/company/lead/:id`). Only strings and tiny functions: public pages import this table too.
 */

/** An address with one parameter: `lead(id)` for a link, `lead.path` (`…/:id`) for its route. */
export interface PathWithParameter {
  (value: string): string;
  readonly path: string;
}

function withParameter(pattern: string): PathWithParameter {
  return Object.assign((value: string) => pattern.replace(/:\w+/, encodeURIComponent(value)), { path: pattern });
}

/** An address with a query string: `withQuery(paths.admin.leads, { q: 'SFR-1' })`; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
}

const COMPANY = '/company';
const ADMIN = '/admin';

export const paths = {
  company: {
    root: COMPANY,
    login: `${COMPANY}/login`,
    setPassword: `${COMPANY}/set-password`,
    forgotPassword: `${COMPANY}/forgot-password`,
    availableLeads: `${COMPANY}/available-leads`,
    myLeads: `${COMPANY}/my-leads`,
    leadPreferences: `${COMPANY}/lead-preferences`,
    team: `${COMPANY}/team`,
    vetting: `${COMPANY}/vetting`,
    reviews: `${COMPANY}/reviews`,
    billing: `${COMPANY}/billing`,
    profile: `${COMPANY}/profile`,
    lead: withParameter(`${COMPANY}/lead/:id`),
    leadPayment: withParameter(`${COMPANY}/lead/:id/payment`),
    leadSuccess: withParameter(`${COMPANY}/lead/:id/success`),
    certificationPayment: withParameter(`${COMPANY}/certification/:id/payment`),
    certificationSuccess: withParameter(`${COMPANY}/certification/:id/success`),
  },
  admin: {
    root: ADMIN,
    login: `${ADMIN}/login`,
    register: `${ADMIN}/register`,
    dashboard: `${ADMIN}/dashboard`,
    leads: `${ADMIN}/leads`,
    newRequest: `${ADMIN}/removal-requests/new`,
    /** The old address of the leads list, still answered. */
    removalRequests: `${ADMIN}/removal-requests`,
    disputes: `${ADMIN}/disputes`,
    callbacks: `${ADMIN}/quick-callbacks`,
    ricsSurveys: `${ADMIN}/rics-surveys`,
    contactInquiries: `${ADMIN}/contact-inquiries`,
    pdfLeads: `${ADMIN}/pdf-leads`,
    companies: `${ADMIN}/companies`,
    company: withParameter(`${ADMIN}/companies/:id`),
    reviews: `${ADMIN}/reviews`,
    applications: `${ADMIN}/applications`,
    application: withParameter(`${ADMIN}/applications/:id`),
    certificationRequests: `${ADMIN}/certification-requests`,
    certificationRequest: withParameter(`${ADMIN}/certification-requests/:id`),
    certificates: `${ADMIN}/certificates`,
    certificate: withParameter(`${ADMIN}/certificates/:id`),
    payments: `${ADMIN}/payments`,
    invoices: `${ADMIN}/invoices`,
    outbox: `${ADMIN}/outbox`,
    privacy: `${ADMIN}/privacy`,
    blog: `${ADMIN}/blog`,
    newPost: `${ADMIN}/blog/create`,
    post: withParameter(`${ADMIN}/blog/edit/:id`),
    videos: `${ADMIN}/videos`,
    newVideo: `${ADMIN}/videos/create`,
    video: withParameter(`${ADMIN}/videos/edit/:id`),
    authors: `${ADMIN}/authors`,
    newAuthor: `${ADMIN}/authors/create`,
    author: withParameter(`${ADMIN}/authors/edit/:slug`),
    partners: `${ADMIN}/partners`,
    newPartner: `${ADMIN}/partners/create`,
    partner: withParameter(`${ADMIN}/partners/edit/:slug`),
    guestPosts: `${ADMIN}/guest-posts`,
    guestPost: withParameter(`${ADMIN}/guest-posts/:id`),
    outreach: `${ADMIN}/outreach`,
    indexNow: `${ADMIN}/indexnow`,
    phoneTracking: `${ADMIN}/phone-tracking`,
    aiTracking: `${ADMIN}/ai-tracking`,
    aiTools: `${ADMIN}/blog/ai-functions`,
    aiPostGenerator: `${ADMIN}/blog/ai-generator`,
    aiImages: `${ADMIN}/blog/ai-images`,
    aiIdeas: `${ADMIN}/blog/ai-ideas`,
    aiUrlAnalyzer: `${ADMIN}/blog/url-analyzer`,
    aiSeoOptimizer: `${ADMIN}/blog/seo-optimizer`,
    aiUsage: `${ADMIN}/blog/ai-usage`,
  },
} as const;

/** A link of an area's menu, built from the area's list of pages (app/adminSections.tsx, app/companyPages.tsx). */
export interface MenuLink {
  to: string;
  label: string;
}

/** A route's pattern: the address itself, or the pattern of an address with a parameter. */
export const patternOf = (path: string | PathWithParameter) => (typeof path === 'string' ? path : path.path);

/** A route inside an area mounted at `${area}/*` (app/CompanyArea.tsx, app/AdminArea.tsx): its path below the area. */
export const pathBelow = (area: string, path: string | PathWithParameter) => patternOf(path).slice(area.length + 1);
