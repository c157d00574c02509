import type { z } from 'zod';
import { fromEveryModule, type ModuleMailTemplates } from './modules';
import { renderMailContent, type RenderedMail } from './platform/mail/blocks';
import { registerMailRenderer } from './platform/mail/registry';
import { MailTemplateError, type MailTemplate } from './platform/mail/template';
import { MAIL_LABELS } from './mailLabels';

/**
 * Every e-mail the site sends, by template name: the names stored in `mail` documents. Each module declares
 * its own (`server/modules/<module>/<module>.mail.ts`) and brings them in its `module.ts`; `queueMail` then
 * accepts each name with its data type (declaration merging below).
 */
export const MAIL_TEMPLATES = mergeTemplates(fromEveryModule('mailTemplates')) as ModuleMailTemplates;

function mergeTemplates(groups: readonly Readonly<Record<string, MailTemplate<any>>>[]): Record<string, MailTemplate<any>> {
  const merged: Record<string, MailTemplate<any>> = {};
  for (const group of groups) {
    for (const [name, template] of Object.entries(group)) {
      if (name in merged) throw new Error(`Two modules declare the e-mail template "${name}"`);
      merged[name] = template;
    }
  }
  return merged;
}

type MailTemplates = ModuleMailTemplates;
declare module './platform/mail/registry' {
  // Declaration merging: the platform's MailTemplateRegistry is this list (see registry.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MailTemplateRegistry extends MailTemplates {}
}

export type MailTemplateName = keyof MailTemplates;
export type MailTemplateData<N extends MailTemplateName> = z.input<MailTemplates[N]['schema']>;

/** Called once at start-up (server/app.ts): the outbox and the sender then check and render with these templates. */
export function registerMailTemplates() {
  registerMailRenderer({ validate: validateMailData, render: renderMail, label: mailLabel });
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

/** What a stored mail is, in words (server/mailLabels.ts), from its template and checked data. */
export function mailLabel(name: string, data: unknown): string {
  const valid = validateMailData(name, data);
  const label = MAIL_LABELS[name as MailTemplateName] as string | ((data: Record<string, unknown>) => string);
  return typeof label === 'function' ? label(valid) : label;
}
