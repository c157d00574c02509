import type { z } from 'zod';
import type { ModuleMailTemplates } from './modules';

type Templates = ModuleMailTemplates;
type Data<N extends keyof Templates> = z.output<Templates[N]['schema']>;

/**
 * What each e-mail is, in words, as the outbox and a lead's e-mails name it: its true purpose, not its template's name
 * humanised. A template that serves several purposes (the certification upload links, after a rejection too) names
 * each from its data. Every template must have one: a new template without a label does not compile.
 */
export const MAIL_LABELS: { [N in keyof Templates]: string | ((data: Data<N>) => string) } = {
  application_received: 'Application received',
  admin_new_application: 'Admin alert: new company application',
  application_approved: 'Application approved: account ready',
  application_rejected: 'Application not accepted',
  certification_request_received: (data) => {
    const what = data.purpose === 'vetting' ? 'Vetting' : 'Certification';
    if (data.rejectedDocument) return `${what} document rejected: upload again`;
    return data.purpose === 'vetting' ? 'Vetting documents requested: upload links' : 'Certification request received: upload links';
  },
  admin_certification_documents: (data) =>
    data.purpose === 'vetting' ? 'Admin alert: vetting documents to review' : 'Admin alert: certification documents to review',
  certification_approved: 'Certification approved: pay the fee',
  certificate_issued: 'Certificate issued',
  vetting_expiry_reminder: 'Vetting document expiring',
  vetting_grace_period: 'Vetting grace period',
  company_password_reset: 'Password reset link',
  company_team_invitation: 'Team invitation',
  company_suspended: 'Company suspended',
  company_reinstated: 'Company suspension lifted',
  company_about_rejected: 'Profile about text not published',
  webhook_endpoint_disabled: 'Webhook endpoint disabled after 72 hours of failures',
  enquiry_confirmation: 'Contact or survey request received',
  admin_new_enquiry: 'Admin alert: new call-back, contact or survey request',
  contact_inquiry_reply: 'Reply to an enquiry',
  free_guide_link: 'Free guide download link',
  guest_post_rejected: 'Guest post not accepted',
  guest_post_published: 'Guest post published',
  guest_post_received: 'Guest post received',
  admin_new_guest_post: 'Admin alert: guest post to review',
  invoice_issued: (data) => (data.creditNote ? 'Credit note issued' : 'VAT invoice issued'),
  job_record_submitted: 'Job record to confirm',
  job_record_rejected: 'Job record rejected by the homeowner',
  removal_record_issued: 'Removal record issued',
  surveyor_report_link: 'Post-removal survey: the surveyor’s report link',
  survey_outcome_recorded: 'Post-removal survey outcome on the record',
  review_invitation: 'Invitation to review the hired company',
  new_lead_alert: (data) => (data.sentToCompanyOnly ? 'Request sent to this company only' : 'New lead alert'),
  homeowner_stopped_sales: 'Homeowner stopped further sales',
  staff_message: 'Message from our team',
  lead_next_action_reminder: 'Lead next-action reminder',
  admin_dispute_opened: 'Admin alert: lead disputed',
  lead_purchased: 'Lead purchased: contact details',
  lead_dispute_outcome: 'Lead dispute outcome',
  payment_refunded: 'Payment refunded',
  quote_received: 'Quote received',
  quote_accepted: 'Quote accepted',
  quote_not_chosen: 'Another quote accepted',
  quote_declined: 'Quote declined',
  quote_question: 'Question about a quote',
  quote_answer: 'Answer about a quote',
  removal_request_confirmation: 'Quote request received: reference and estimate',
  homeowner_request_links: 'Request page links',
  admin_new_request: 'Admin alert: new quote request',
  admin_review_submitted: 'Admin alert: review to moderate',
  review_published: 'Review published',
  review_rejected: 'Review not published',
};
