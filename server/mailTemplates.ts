import type { z } from 'zod';
import { applicationMailTemplates } from './modules/applications/applications.mail';
import { certificationMailTemplates } from './modules/certification/certification.mail';
import { companyMailTemplates } from './modules/companies/companies.mail';
import { enquiryMailTemplates } from './modules/enquiries/enquiries.mail';
import { freeGuideMailTemplates } from './modules/freeGuide/freeGuide.mail';
import { guestPostMailTemplates } from './modules/guestPosts/guestPosts.mail';
import { leadMailTemplates } from './modules/leads/leads.mail';
import { staffMessageMailTemplates } from './modules/mail/staffMessage.mail';
import { marketplaceMailTemplates } from './modules/marketplace/marketplace.mail';
import { leadPipelineMailTemplates } from './modules/marketplace/leadPipeline.mail';
import { paymentMailTemplates } from './modules/payments/payments.mail';
import { invoiceMailTemplates } from './modules/invoices/invoices.mail';
import { removalRequestMailTemplates } from './modules/removalRequests/removalRequests.mail';
import { reviewMailTemplates } from './modules/reviews/reviews.mail';
import { renderMailContent, type RenderedMail } from './platform/mail/blocks';
import { registerMailRenderer } from './platform/mail/registry';
import { MailTemplateError, type MailTemplate } from './platform/mail/template';

/**
 * Every e-mail the site sends, by template name: the names stored in `mail` documents. The wording lives
 * with each domain (`server/modules/<domain>/<domain>.mail.ts`); this list, in the composition root beside
 * server/schema.ts and server/fulfilments.ts, is the one place that knows them all. To add an e-mail, declare it in its module and add
 * its module's group here if it is new: `queueMail` then accepts its name with its data type.
 */
export const MAIL_TEMPLATES = {
  ...removalRequestMailTemplates,
  ...enquiryMailTemplates,
  ...freeGuideMailTemplates,
  ...guestPostMailTemplates,
  ...applicationMailTemplates,
  ...leadMailTemplates,
  ...marketplaceMailTemplates,
  ...leadPipelineMailTemplates,
  ...paymentMailTemplates,
  ...invoiceMailTemplates,
  ...companyMailTemplates,
  ...certificationMailTemplates,
  ...staffMessageMailTemplates,
  ...reviewMailTemplates,
} as const;

type MailTemplates = typeof MAIL_TEMPLATES;
declare module './platform/mail/registry' {
  // Declaration merging: the platform's MailTemplateRegistry is this list (see registry.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MailTemplateRegistry extends MailTemplates {}
}

export type MailTemplateName = keyof MailTemplates;
export type MailTemplateData<N extends MailTemplateName> = z.input<MailTemplates[N]['schema']>;

/** Called once at start-up (server/app.ts): the outbox and the sender then check and render with these templates. */
export function registerMailTemplates() {
  registerMailRenderer({ validate: validateMailData, render: renderMail });
}

export function isMailTemplateName(name: unknown): name is MailTemplateName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(MAIL_TEMPLATES, name);
}

export function validateMailData(name: string, data: unknown): Record<string, unknown> {
  if (!isMailTemplateName(name)) throw new MailTemplateError(`Unknown e-mail template "${name}"`);
  const parsed = (MAIL_TEMPLATES[name].schema as z.ZodType).safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`).join('; ');
    throw new MailTemplateError(`Data for e-mail template "${name}" is not valid: ${problems}`);
  }
  return parsed.data as Record<string, unknown>;
}

function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

/** A stored mail as it is sent: its data checked against its template, then composed and rendered. */
export function renderMail(name: string, data: unknown, context: { siteUrl: string }): RenderedMail {
  const valid = validateMailData(name, data);
  const siteUrl = context.siteUrl.replace(/\/+$/, '');
  const template = MAIL_TEMPLATES[name as MailTemplateName] as MailTemplate;
  return renderMailContent(template.compose(valid, { siteUrl, host: hostOf(siteUrl) }));
}
