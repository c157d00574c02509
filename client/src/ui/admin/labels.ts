import { REQUEST_LABELS } from '../../../../common/requestLabels';

/**
 * Labels, not codes, on every admin screen (docs/requirements/admin-console.md#labels): a stored value is
 * shown by its name ("1-3months" → "In 1–3 months"); a value without a name is humanised, never shown raw
 * with a unit glued on ("unknown cell").
 */
const humanise = (value: string) => {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '—';
};

const pick = (map: Record<string, string>, value: string | null | undefined) => (value ? (map[value] ?? humanise(value)) : '—');

export const URGENCY_ADMIN_LABELS: Record<string, string> = {
  emergency: 'Emergency',
  asap: 'As soon as possible',
  '1-3months': 'In 1–3 months',
  planning: 'Planning ahead',
};

export const FOAM_ADMIN_LABELS: Record<string, string> = {
  open: 'Open-cell foam',
  closed: 'Closed-cell foam',
  unknown: 'Foam type not known',
};

export const ORIGIN_LABELS: Record<string, string> = {
  quote_form: 'Quote form',
  single_company: 'Single-company request',
  calculator: 'Calculator',
  manual: 'Entered by staff',
  callback: 'Call-back',
  survey: 'RICS survey',
  inquiry: 'Contact inquiry',
};

export const LEAD_STATUS_LABELS: Record<string, string> = {
  new: 'New (to check)',
  available: 'On the marketplace',
  sold_out: 'Sold out',
  closed: 'Closed',
  archived: 'Archived',
  rejected: 'Rejected',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const COMPANY_STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  suspended: 'Suspended',
};

/** The free guides people download, by the slug stored on each pdfLead. */
export const GUIDE_LABELS: Record<string, string> = {
  'spray-foam-removal-guide': 'Spray foam removal guide',
};

export const SUBJECT_RECORD_KIND_LABELS: Record<string, string> = {
  removal_request: 'Quote requests',
  lead: 'Leads',
  callback: 'Call-back requests',
  contact_inquiry: 'Contact inquiries',
  rics_survey: 'RICS survey requests',
  guide_download: 'Guide downloads',
  mail: 'E-mails',
  dispute: 'Lead disputes (companies’ records)',
  quote_question: 'Questions about quotes',
  job_record: 'Job records (companies’ records)',
  survey_report: 'Post-removal survey reports',
};

export const OUTREACH_STATUS_LABELS: Record<string, string> = {
  to_contact: 'To contact',
  contacted: 'Contacted',
  replied: 'Replied',
  won: 'Won',
  lost: 'Lost',
};

export const OUTREACH_KIND_LABELS: Record<string, string> = {
  guest_post: 'Guest post',
  link: 'Link',
  partnership: 'Partnership',
};

export const AI_VISIT_KIND_LABELS: Record<string, string> = {
  crawler: 'AI crawler',
  referral: 'From an AI assistant',
};

export const AI_TOOL_LABELS: Record<string, string> = {
  post_outline: 'Post outline',
  post_draft: 'Post draft',
  image: 'Image',
  image_alt: 'Image alt text',
  ideas: 'Ideas',
  url_analyzer: 'URL analyzer',
  seo: 'SEO optimizer',
};

export const labels = {
  urgency: (value: string | null | undefined) => pick(URGENCY_ADMIN_LABELS, value),
  foam: (value: string | null | undefined) => pick(FOAM_ADMIN_LABELS, value),
  origin: (value: string | null | undefined) => pick(ORIGIN_LABELS, value),
  leadStatus: (value: string | null | undefined) => pick(LEAD_STATUS_LABELS, value?.toLowerCase()),
  paymentStatus: (value: string | null | undefined) => pick(PAYMENT_STATUS_LABELS, value?.toLowerCase()),
  companyStatus: (value: string | null | undefined) => pick(COMPANY_STATUS_LABELS, value?.toLowerCase()),
  property: (value: string | null | undefined) => pick(REQUEST_LABELS.property, value),
  access: (value: string | null | undefined) => pick(REQUEST_LABELS.access, value),
  reason: (value: string | null | undefined) => pick(REQUEST_LABELS.reason, value),
  location: (value: string | null | undefined) => pick(REQUEST_LABELS.location, value),
  guide: (value: string | null | undefined) => pick(GUIDE_LABELS, value),
  any: (value: string | null | undefined) => (value ? humanise(value) : '—'),
  subjectRecordKind: (value: string | null | undefined) => pick(SUBJECT_RECORD_KIND_LABELS, value?.toLowerCase()),
  outreachStatus: (value: string | null | undefined) => pick(OUTREACH_STATUS_LABELS, value?.toLowerCase()),
  outreachKind: (value: string | null | undefined) => pick(OUTREACH_KIND_LABELS, value?.toLowerCase()),
  aiVisitKind: (value: string | null | undefined) => pick(AI_VISIT_KIND_LABELS, value?.toLowerCase()),
  aiTool: (value: string | null | undefined) => pick(AI_TOOL_LABELS, value),
};
