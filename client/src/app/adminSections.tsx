import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths, type PathWithParameter } from '../lib/paths';
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
  path: string | PathWithParameter;
  element: ReactNode;
}

/** A screen listed in the admin navigation, in the navigation's order. */
export interface AdminSection extends AdminScreen {
  path: string;
  label: string;
}

/** The admin sections, declared once: AdminArea routes them and AdminLayout lists them in its navigation. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: paths.admin.dashboard, label: 'Dashboard', element: <AdminDashboardPage /> },
  { path: paths.admin.leads, label: 'Leads', element: <AdminLeadsPage /> },
  { path: paths.admin.disputes, label: 'Lead disputes', element: <AdminDisputesPage /> },
  { path: paths.admin.callbacks, label: 'Call-backs', element: <AdminCallbacksPage /> },
  { path: paths.admin.ricsSurveys, label: 'RICS surveys', element: <AdminRicsSurveysPage /> },
  { path: paths.admin.contactInquiries, label: 'Contact inquiries', element: <AdminContactInquiriesPage /> },
  { path: paths.admin.pdfLeads, label: 'Guide downloads', element: <AdminPdfLeadsPage /> },
  { path: paths.admin.companies, label: 'Companies', element: <AdminCompaniesPage /> },
  { path: paths.admin.reviews, label: 'Reviews', element: <AdminReviewsPage /> },
  { path: paths.admin.applications, label: 'Applications', element: <AdminApplicationsPage /> },
  { path: paths.admin.certificationRequests, label: 'Certification requests', element: <AdminCertificationRequestsPage /> },
  { path: paths.admin.certificates, label: 'Certificates', element: <AdminCertificatesPage /> },
  { path: paths.admin.payments, label: 'Payments', element: <AdminPaymentsPage /> },
  { path: paths.admin.invoices, label: 'Invoices', element: <AdminInvoicesPage /> },
  { path: paths.admin.outbox, label: 'E-mail outbox', element: <AdminOutboxPage /> },
  { path: paths.admin.privacy, label: 'Data requests', element: <AdminPrivacyPage /> },
  { path: paths.admin.blog, label: 'Blog', element: <AdminBlogPage /> },
  { path: paths.admin.videos, label: 'Videos', element: <AdminVideosPage /> },
  { path: paths.admin.authors, label: 'Authors', element: <AdminProfilesPage kind="author" /> },
  { path: paths.admin.partners, label: 'Partners', element: <AdminProfilesPage kind="partner" /> },
  { path: paths.admin.guestPosts, label: 'Guest posts', element: <AdminGuestPostsPage /> },
  { path: paths.admin.outreach, label: 'Outreach', element: <AdminOutreachPage /> },
  { path: paths.admin.indexNow, label: 'IndexNow', element: <AdminIndexNowPage /> },
  { path: paths.admin.phoneTracking, label: 'Phone tracking', element: <AdminPhoneTrackingPage /> },
  { path: paths.admin.aiTracking, label: 'AI tracking', element: <AdminAiTrackingPage /> },
  { path: paths.admin.aiTools, label: 'AI tools', element: <AdminAiToolsPage /> },
];

/** Screens reached from a section (a record, an editor, one AI tool), not listed in the navigation. */
export const ADMIN_SUBSCREENS: readonly AdminScreen[] = [
  { path: paths.admin.newRequest, element: <ManualRequestPage /> },
  // The same list as Leads (one lead per homeowner's request): one screen, the old address kept working.
  { path: paths.admin.removalRequests, element: <Navigate to={paths.admin.leads} replace /> },
  { path: paths.admin.application, element: <AdminApplicationPage /> },
  { path: paths.admin.certificationRequest, element: <AdminCertificationRequestPage /> },
  { path: paths.admin.certificate, element: <AdminCertificatePage /> },
  { path: paths.admin.company, element: <AdminCompanyPage /> },
  { path: paths.admin.newVideo, element: <AdminVideoEditPage /> },
  { path: paths.admin.video, element: <AdminVideoEditPage /> },
  { path: paths.admin.newAuthor, element: <AdminProfileEditPage kind="author" key="new-author" /> },
  { path: paths.admin.author, element: <AdminProfileEditPage kind="author" /> },
  { path: paths.admin.newPartner, element: <AdminProfileEditPage kind="partner" key="new-partner" /> },
  { path: paths.admin.partner, element: <AdminProfileEditPage kind="partner" /> },
  { path: paths.admin.guestPost, element: <AdminGuestPostPage /> },
  { path: paths.admin.newPost, element: <AdminPostEditorPage /> },
  { path: paths.admin.post, element: <AdminPostEditorPage /> },
  { path: paths.admin.aiPostGenerator, element: <AdminAiToolsPage tool="post" /> },
  { path: paths.admin.aiImages, element: <AdminAiToolsPage tool="image" /> },
  { path: paths.admin.aiIdeas, element: <AdminAiToolsPage tool="ideas" /> },
  { path: paths.admin.aiUrlAnalyzer, element: <AdminAiToolsPage tool="url" /> },
  { path: paths.admin.aiSeoOptimizer, element: <AdminAiToolsPage tool="seo" /> },
  { path: paths.admin.aiUsage, element: <AdminAiToolsPage tool="usage" /> },
];
