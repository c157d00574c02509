/**
 * Where a lead came from (its `origin`), in the order the admin screens and the dashboard charts show them.
 * The one list: the server's checks, its counters and the browser's filters all read it.
 */
export const LEAD_ORIGINS = ['quote_form', 'single_company', 'calculator', 'manual', 'callback', 'survey', 'inquiry'] as const;

export type LeadOrigin = (typeof LEAD_ORIGINS)[number];

export const isLeadOrigin = (value: string): value is LeadOrigin => (LEAD_ORIGINS as readonly string[]).includes(value);
