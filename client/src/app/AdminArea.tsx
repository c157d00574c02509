import { Route, Routes, Navigate } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { AdminLoginPage } from '../features/admin-auth/LoginPage';
import { AdminRegisterPage } from '../features/admin-auth/RegisterPage';
import { RequireAdmin } from '../features/admin-auth/RequireAdmin';
import { AdminLayout, AdminNotFound, AdminPlaceholder, ADMIN_SECTIONS } from '../features/admin/AdminLayout';
import { AdminLeadsPage, preloadLeadModals } from '../features/admin-leads/AdminLeadsPage';
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

const PLACEHOLDER_ROUTES = [
  ...ADMIN_SECTIONS.filter(
    (s) =>
      ![
        '/admin/dashboard',
        '/admin/leads',
        '/admin/removal-requests',
        '/admin/payments',
        '/admin/outbox',
        '/admin/quick-callbacks',
        '/admin/applications',
        '/admin/disputes',
        '/admin/certification-requests',
        '/admin/certificates',
        '/admin/companies',
        '/admin/rics-surveys',
        '/admin/contact-inquiries',
        '/admin/pdf-leads',
        '/admin/privacy',
        '/admin/videos',
        '/admin/guest-posts',
        '/admin/outreach',
        '/admin/phone-tracking',
        '/admin/ai-tracking',
        '/admin/blog',
        '/admin/indexnow',
        '/admin/blog/ai-functions',
      ].includes(s.to),
  ).map((s) => ({ path: s.to.replace('/admin/', ''), title: s.label })),
];

const preloadAdminModals = () => void preloadLeadModals();

/** The admin area: a client-rendered chunk that public pages never download. */
export default function AdminArea() {
  return (
    <AuthProvider>
      <Routes>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="login" element={<AdminLoginPage />} />
        <Route path="register" element={<AdminRegisterPage />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout preload={preloadAdminModals} />
            </RequireAdmin>
          }
        >
          <Route path="dashboard" element={<AdminDashboardPage />} />
          <Route path="leads" element={<AdminLeadsPage />} />
          <Route path="removal-requests" element={<AdminLeadsPage />} />
          <Route path="removal-requests/new" element={<ManualRequestPage />} />
          <Route path="payments" element={<AdminPaymentsPage />} />
          <Route path="outbox" element={<AdminOutboxPage />} />
          <Route path="quick-callbacks" element={<AdminCallbacksPage />} />
          <Route path="applications" element={<AdminApplicationsPage />} />
          <Route path="applications/:id" element={<AdminApplicationPage />} />
          <Route path="certification-requests" element={<AdminCertificationRequestsPage />} />
          <Route path="certification-requests/:id" element={<AdminCertificationRequestPage />} />
          <Route path="certificates" element={<AdminCertificatesPage />} />
          <Route path="certificates/:id" element={<AdminCertificatePage />} />
          <Route path="disputes" element={<AdminDisputesPage />} />
          <Route path="companies" element={<AdminCompaniesPage />} />
          <Route path="companies/:id" element={<AdminCompanyPage />} />
          <Route path="rics-surveys" element={<AdminRicsSurveysPage />} />
          <Route path="contact-inquiries" element={<AdminContactInquiriesPage />} />
          <Route path="pdf-leads" element={<AdminPdfLeadsPage />} />
          <Route path="privacy" element={<AdminPrivacyPage />} />
          <Route path="videos" element={<AdminVideosPage />} />
          <Route path="videos/create" element={<AdminVideoEditPage />} />
          <Route path="videos/edit/:id" element={<AdminVideoEditPage />} />
          <Route path="guest-posts" element={<AdminGuestPostsPage />} />
          <Route path="guest-posts/:id" element={<AdminGuestPostPage />} />
          <Route path="outreach" element={<AdminOutreachPage />} />
          <Route path="phone-tracking" element={<AdminPhoneTrackingPage />} />
          <Route path="ai-tracking" element={<AdminAiTrackingPage />} />
          <Route path="blog" element={<AdminBlogPage />} />
          <Route path="blog/create" element={<AdminPostEditorPage />} />
          <Route path="blog/edit/:id" element={<AdminPostEditorPage />} />
          <Route path="indexnow" element={<AdminIndexNowPage />} />
          <Route path="blog/ai-functions" element={<AdminAiToolsPage />} />
          <Route path="blog/ai-generator" element={<AdminAiToolsPage tool="post" />} />
          <Route path="blog/ai-images" element={<AdminAiToolsPage tool="image" />} />
          <Route path="blog/ai-ideas" element={<AdminAiToolsPage tool="ideas" />} />
          <Route path="blog/url-analyzer" element={<AdminAiToolsPage tool="url" />} />
          <Route path="blog/seo-optimizer" element={<AdminAiToolsPage tool="seo" />} />
          <Route path="blog/ai-usage" element={<AdminAiToolsPage tool="usage" />} />
          {PLACEHOLDER_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<AdminPlaceholder title={route.title} />} />
          ))}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </AuthProvider>
  );
}
