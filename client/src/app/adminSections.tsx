import type { ReactNode } from 'react';
import { AdminLeadsPage } from '../features/admin-leads/AdminLeadsPage';
import { AdminDashboardPage } from '../features/admin-dashboard/AdminDashboardPage';
import { AdminPaymentsPage } from '../features/admin-payments/AdminPaymentsPage';
import { AdminOutboxPage } from '../features/admin-outbox/AdminOutboxPage';
import { AdminCallbacksPage } from '../features/admin-callbacks/AdminCallbacksPage';
import { AdminApplicationsPage } from '../features/admin-applications/AdminApplicationsPage';
import { AdminApplicationPage } from '../features/admin-applications/AdminApplicationPage';
import { AdminCertificationRequestsPage } from '../features/admin-certification/AdminCertificationRequestsPage';
import { AdminCertificationRequestPage } from '../features/admin-certification/AdminCertificationRequestPage';
import { AdminCertificatePage, AdminCertificatesPage } from '../features/admin-certification/AdminCertificatesPages';
import { AdminDisputesPage } from '../features/admin-disputes/AdminDisputesPage';
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
import { AdminOutreachPage } from '../features/admin-outreach/AdminOutreachPage';
import { AdminPhoneTrackingPage } from '../features/admin-tracking/AdminPhoneTrackingPage';
import { AdminAiTrackingPage } from '../features/admin-tracking/AdminAiTrackingPage';
import { AdminBlogPage } from '../features/admin-blog/AdminBlogPage';
import { AdminPostEditorPage } from '../features/admin-blog/AdminPostEditorPage';
import { AdminIndexNowPage } from '../features/admin-indexnow/AdminIndexNowPage';
import { AdminAiToolsPage } from '../features/admin-ai/AdminAiToolsPage';

/** One admin screen: its path under /admin/ and what it shows. */
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
  { path: 'dashboard', label: 'Dashboard', element: <AdminDashboardPage /> },
  { path: 'leads', label: 'Leads', element: <AdminLeadsPage /> },
  { path: 'disputes', label: 'Lead disputes', element: <AdminDisputesPage /> },
  { path: 'removal-requests', label: 'Removal requests', element: <AdminLeadsPage /> },
  { path: 'quick-callbacks', label: 'Call-backs', element: <AdminCallbacksPage /> },
  { path: 'rics-surveys', label: 'RICS surveys', element: <AdminRicsSurveysPage /> },
  { path: 'contact-inquiries', label: 'Contact inquiries', element: <AdminContactInquiriesPage /> },
  { path: 'pdf-leads', label: 'Guide downloads', element: <AdminPdfLeadsPage /> },
  { path: 'companies', label: 'Companies', element: <AdminCompaniesPage /> },
  { path: 'applications', label: 'Applications', element: <AdminApplicationsPage /> },
  { path: 'certification-requests', label: 'Certification requests', element: <AdminCertificationRequestsPage /> },
  { path: 'certificates', label: 'Certificates', element: <AdminCertificatesPage /> },
  { path: 'payments', label: 'Payments', element: <AdminPaymentsPage /> },
  { path: 'outbox', label: 'E-mail outbox', element: <AdminOutboxPage /> },
  { path: 'privacy', label: 'Data requests', element: <AdminPrivacyPage /> },
  { path: 'blog', label: 'Blog', element: <AdminBlogPage /> },
  { path: 'videos', label: 'Videos', element: <AdminVideosPage /> },
  { path: 'guest-posts', label: 'Guest posts', element: <AdminGuestPostsPage /> },
  { path: 'outreach', label: 'Outreach', element: <AdminOutreachPage /> },
  { path: 'indexnow', label: 'IndexNow', element: <AdminIndexNowPage /> },
  { path: 'phone-tracking', label: 'Phone tracking', element: <AdminPhoneTrackingPage /> },
  { path: 'ai-tracking', label: 'AI tracking', element: <AdminAiTrackingPage /> },
  { path: 'blog/ai-functions', label: 'AI tools', element: <AdminAiToolsPage /> },
];

/** Screens reached from a section (a record, an editor, one AI tool), not listed in the navigation. */
export const ADMIN_SUBSCREENS: readonly AdminScreen[] = [
  { path: 'removal-requests/new', element: <ManualRequestPage /> },
  { path: 'applications/:id', element: <AdminApplicationPage /> },
  { path: 'certification-requests/:id', element: <AdminCertificationRequestPage /> },
  { path: 'certificates/:id', element: <AdminCertificatePage /> },
  { path: 'companies/:id', element: <AdminCompanyPage /> },
  { path: 'videos/create', element: <AdminVideoEditPage /> },
  { path: 'videos/edit/:id', element: <AdminVideoEditPage /> },
  { path: 'guest-posts/:id', element: <AdminGuestPostPage /> },
  { path: 'blog/create', element: <AdminPostEditorPage /> },
  { path: 'blog/edit/:id', element: <AdminPostEditorPage /> },
  { path: 'blog/ai-generator', element: <AdminAiToolsPage tool="post" /> },
  { path: 'blog/ai-images', element: <AdminAiToolsPage tool="image" /> },
  { path: 'blog/ai-ideas', element: <AdminAiToolsPage tool="ideas" /> },
  { path: 'blog/url-analyzer', element: <AdminAiToolsPage tool="url" /> },
  { path: 'blog/seo-optimizer', element: <AdminAiToolsPage tool="seo" /> },
  { path: 'blog/ai-usage', element: <AdminAiToolsPage tool="usage" /> },
];
