import type { z } from 'zod';
import type { RenderedMail } from './blocks';
import type { MailTemplate } from './template';

/**
 * The e-mail templates, as the platform sees them: the outbox checks data with them and the sender renders
 * with them, but the platform does not know which exist. The composition root (server/mailTemplates.ts)
 * lists every module's templates, registers the renderer here at start-up (`registerMailRenderer`) and
 * fills in `MailTemplateRegistry` by declaration merging, so `queueMail` still checks each name and its data
 * type at compile time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MailTemplateRegistry {}

export type MailTemplateName = keyof MailTemplateRegistry & string;
export type MailTemplateData<N extends MailTemplateName> =
  MailTemplateRegistry[N] extends MailTemplate<infer S extends z.ZodType> ? z.input<S> : never;

export interface MailRenderer {
  /** The data checked against the template (throws MailTemplateError for an unknown name or bad data). */
  validate(name: string, data: unknown): Record<string, unknown>;
  render(name: string, data: unknown, context: { siteUrl: string }): RenderedMail;
  /** What the e-mail is, in words (server/mailLabels.ts); throws MailTemplateError as `validate` does. */
  label(name: string, data: unknown): string;
}

let renderer: MailRenderer | null = null;

export function registerMailRenderer(value: MailRenderer) {
  renderer = value;
}

export function mailRenderer(): MailRenderer {
  if (!renderer) throw new Error('No e-mail templates registered: the composition root calls registerMailTemplates() at start-up');
  return renderer;
}
