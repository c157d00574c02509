import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AdminLeadsPage } from '../features/admin-leads/AdminLeadsPage';
import { AdminDashboardPage } from '../features/admin-dashboard/AdminDashboardPage';
import { AdminPaymentsPage } from '../features/admin-payments/AdminPaymentsPage';
import { AdminInvoicesPage } from '../features/admin-invoices/AdminInvoicesPage';
import { AdminOutboxPage } from '../features/admin-outbox/AdminOutboxPage';
import { AdminCallbacksPage } from '../features/admin-callbacks/AdminCallbacksPage';
import { AdminApplicationsPage } from '../features/admin-applications/AdminApplicationsPage';
import { AdminApplicationPage } from '../features/admin-applications/AdminApplicationPage';
import { AdminCertificationRequestsPage } from '../features/admin-certification/AdminCertificationRequestsPage';
import { AdminCertificationRequestPage } from '../features/admin-certification/AdminCertificationRequestPage';
import { AdminCertificatePage, AdminCertificatesPage } from '../features/admin-certification/AdminCertificatesPages';
import { AdminDisputesPage } from '../features/admin-disputes/AdminDisputesPage';
import { AdminReviewsPage } from '../features/admin-reviews/AdminReviewsPage';
import { AdminCompaniesPage } from '../features/admin-companies/AdminCompaniesPage';
import { AdminCompanyPage } from '../features/admin-companies/AdminCompanyPage';
import { ManualRequestPage } from '../features/admin-leads/ManualRequestPage';
import { AdminRicsSurveysPage } from '../features/admin-enquiries/AdminRicsSurveysPage';
import { AdminContactInquiriesPage } from '../features/admin-enquiries/AdminContactInquiriesPage';
import { AdminPdfLeadsPage } from '../features/admin-pdf-leads/AdminPdfLeadsPage';
import { AdminPrivacyPage } from '../features/admin-privacy/AdminPrivacyPage';
import { AdminVideosPage } from '../features/admin-videos/AdminVideosPage';
import { AdminGuestPostsPage } from '../features/admin-guest-posts/AdminGuestPostsPage';
import { AdminGuestPostPage } from '../features/admin-guest-posts/AdminGuestPostPage';
import { AdminVideoEditPage } from '../features/admin-videos/AdminVideoEditPage';
import { AdminProfilesPage } from '../features/admin-profiles/AdminProfilesPage';
import { AdminProfileEditPage } from '../features/admin-profiles/AdminProfileEditPage';
import { AdminOutreachPage } from '../features/admin-outreach/AdminOutreachPage';
import { AdminPhoneTrackingPage } from '../features/admin-tracking/AdminPhoneTrackingPage';
import { AdminAiTrackingPage } from '../features/admin-tracking/AdminAiTrackingPage';
import { AdminBlogPage } from '../features/admin-blog/AdminBlogPage';
import { AdminPostEditorPage } from '../features/admin-blog/AdminPostEditorPage';
import { AdminIndexNowPage } from '../features/admin-indexnow/AdminIndexNowPage';
import { AdminAiToolsPage } from '../features/admin-ai/AdminAiToolsPage';

/** One admin screen: its address (under /admin/) and what it shows. */
export interface AdminScreen {
  path: string;
  element: ReactNode;
}

/** A screen listed in the admin navigation, in the navigation's order. */
export interface AdminSection extends AdminScreen {
  label: string;
}

/** The admin sections, declared once: AdminArea routes them and AdminLayout lists them in its navigation. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/admin/dashboard', label: 'Dashboard', element: <AdminDashboardPage /> },
  { path: '/admin/leads', label: 'Leads', element: <AdminLeadsPage /> },
  { path: '/admin/disputes', label: 'Lead disputes', element: <AdminDisputesPage /> },
  { path: '/admin/quick-callbacks', label: 'Call-backs', element: <AdminCallbacksPage /> },
  { path: '/admin/rics-surveys', label: 'RICS surveys', element: <AdminRicsSurveysPage /> },
  { path: '/admin/contact-inquiries', label: 'Contact inquiries', element: <AdminContactInquiriesPage /> },
  { path: '/admin/pdf-leads', label: 'Guide downloads', element: <AdminPdfLeadsPage /> },
  { path: '/admin/companies', label: 'Companies', element: <AdminCompaniesPage /> },
  { path: '/admin/reviews', label: 'Reviews', element: <AdminReviewsPage /> },
  { path: '/admin/applications', label: 'Applications', element: <AdminApplicationsPage /> },
  { path: '/admin/certification-requests', label: 'Certification requests', element: <AdminCertificationRequestsPage /> },
  { path: '/admin/certificates', label: 'Certificates', element: <AdminCertificatesPage /> },
  { path: '/admin/payments', label: 'Payments', element: <AdminPaymentsPage /> },
  { path: '/admin/invoices', label: 'Invoices', element: <AdminInvoicesPage /> },
  { path: '/admin/outbox', label: 'E-mail outbox', element: <AdminOutboxPage /> },
  { path: '/admin/privacy', label: 'Data requests', element: <AdminPrivacyPage /> },
  { path: '/admin/blog', label: 'Blog', element: <AdminBlogPage /> },
  { path: '/admin/videos', label: 'Videos', element: <AdminVideosPage /> },
  { path: '/admin/authors', label: 'Authors', element: <AdminProfilesPage kind="author" /> },
  { path: '/admin/partners', label: 'Partners', element: <AdminProfilesPage kind="partner" /> },
  { path: '/admin/guest-posts', label: 'Guest posts', element: <AdminGuestPostsPage /> },
  { path: '/admin/outreach', label: 'Outreach', element: <AdminOutreachPage /> },
  { path: '/admin/indexnow', label: 'IndexNow', element: <AdminIndexNowPage /> },
  { path: '/admin/phone-tracking', label: 'Phone tracking', element: <AdminPhoneTrackingPage /> },
  { path: '/admin/ai-tracking', label: 'AI tracking', element: <AdminAiTrackingPage /> },
  { path: '/admin/blog/ai-functions', label: 'AI tools', element: <AdminAiToolsPage /> },
];

/** Screens reached from a section (a record, an editor, one AI tool), not listed in the navigation. */
export const ADMIN_SUBSCREENS: readonly AdminScreen[] = [
  { path: '/admin/removal-requests/new', element: <ManualRequestPage /> },
  // The same list as Leads (one lead per homeowner's request): one screen, the old address kept working.
  { path: '/admin/removal-requests', element: <Navigate to="/admin/leads" replace /> },
  { path: '/admin/applications/:id', element: <AdminApplicationPage /> },
  { path: '/admin/certification-requests/:id', element: <AdminCertificationRequestPage /> },
  { path: '/admin/certificates/:id', element: <AdminCertificatePage /> },
  { path: '/admin/companies/:id', element: <AdminCompanyPage /> },
  { path: '/admin/videos/create', element: <AdminVideoEditPage /> },
  { path: '/admin/videos/edit/:id', element: <AdminVideoEditPage /> },
  { path: '/admin/authors/create', element: <AdminProfileEditPage kind="author" key="new-author" /> },
  { path: '/admin/authors/edit/:slug', element: <AdminProfileEditPage kind="author" /> },
  { path: '/admin/partners/create', element: <AdminProfileEditPage kind="partner" key="new-partner" /> },
  { path: '/admin/partners/edit/:slug', element: <AdminProfileEditPage kind="partner" /> },
  { path: '/admin/guest-posts/:id', element: <AdminGuestPostPage /> },
  { path: '/admin/blog/create', element: <AdminPostEditorPage /> },
  { path: '/admin/blog/edit/:id', element: <AdminPostEditorPage /> },
  { path: '/admin/blog/ai-generator', element: <AdminAiToolsPage tool="post" /> },
  { path: '/admin/blog/ai-images', element: <AdminAiToolsPage tool="image" /> },
  { path: '/admin/blog/ai-ideas', element: <AdminAiToolsPage tool="ideas" /> },
  { path: '/admin/blog/url-analyzer', element: <AdminAiToolsPage tool="url" /> },
  { path: '/admin/blog/seo-optimizer', element: <AdminAiToolsPage tool="seo" /> },
  { path: '/admin/blog/ai-usage', element: <AdminAiToolsPage tool="usage" /> },
];
