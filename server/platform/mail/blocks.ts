import { html, layout, safeUrl, styles, type SafeHtml } from './html';

/**
 * An e-mail body described once, as blocks, and rendered by `renderMailContent` to both the plain-text
 * and the HTML part. Templates never write markup: every value they put in a block is escaped here.
 */
export type Inline = string | { strong: Inline } | { em: Inline } | { link: string; href: string } | readonly Inline[];

export type MailBlock =
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'paragraph'; text: Inline }
  /** A highlighted paragraph: a reference, a reason, a note from an admin. */
  | { kind: 'note'; text: Inline }
  | { kind: 'list'; items: readonly Inline[]; ordered: boolean }
  /** Label–value rows. */
  | { kind: 'table'; rows: ReadonlyArray<readonly [string, string]> }
  | { kind: 'button'; label: string; href: string };

export interface MailContent {
  subject: string;
  /** The preview line mail clients show beside the subject (HTML only); the subject when absent. */
  preheader?: string;
  blocks: ReadonlyArray<MailBlock | null | false>;
  /** Why the person gets this e-mail. */
  footer: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const heading = (text: string): MailBlock => ({ kind: 'heading', text, level: 1 });
export const subheading = (text: string): MailBlock => ({ kind: 'heading', text, level: 2 });
export const paragraph = (...text: Inline[]): MailBlock => ({ kind: 'paragraph', text });
export const note = (...text: Inline[]): MailBlock => ({ kind: 'note', text });
export const steps = (items: readonly Inline[]): MailBlock => ({ kind: 'list', items, ordered: true });
export const bullets = (items: readonly Inline[]): MailBlock => ({ kind: 'list', items, ordered: false });
export const table = (rows: ReadonlyArray<readonly [string, string]>): MailBlock => ({ kind: 'table', rows });
export const button = (label: string, href: string): MailBlock => ({ kind: 'button', label, href });
export const strong = (text: Inline): Inline => ({ strong: text });
export const em = (text: Inline): Inline => ({ em: text });
export const link = (label: string, href: string): Inline => ({ link: label, href });

const SIGNATURE = 'Spray Foam Removal UK';
const LINK_STYLE = 'color:#1f4e3d;';

function inlineText(inline: Inline): string {
  if (typeof inline === 'string') return inline;
  if (Array.isArray(inline)) return inline.map(inlineText).join('');
  const part = inline as Exclude<Inline, string | readonly Inline[]>;
  if ('strong' in part) return inlineText(part.strong);
  if ('em' in part) return inlineText(part.em);
  return part.link === part.href ? part.href : `${part.link} (${part.href})`;
}

function inlineHtml(inline: Inline): SafeHtml {
  if (typeof inline === 'string') return html`${inline}`;
  if (Array.isArray(inline)) return html`${inline.map(inlineHtml)}`;
  const part = inline as Exclude<Inline, string | readonly Inline[]>;
  if ('strong' in part) return html`<strong>${inlineHtml(part.strong)}</strong>`;
  if ('em' in part) return html`<em>${inlineHtml(part.em)}</em>`;
  return html`<a href="${safeUrl(part.href)}" style="${LINK_STYLE}">${part.link}</a>`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text;
    case 'paragraph':
    case 'note':
      return inlineText(block.text);
    case 'list':
      return block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${inlineText(item)}`).join('\n');
    case 'table':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.href}`;
  }
}

function blockHtml(block: MailBlock): SafeHtml {
  switch (block.kind) {
    case 'heading':
      return block.level === 1 ? html`<h1 style="${styles.h1}">${block.text}</h1>` : html`<h2 style="${styles.h2}">${block.text}</h2>`;
    case 'paragraph':
      return html`<p style="${styles.p}">${inlineHtml(block.text)}</p>`;
    case 'note':
      return html`<p style="${styles.highlight}">${inlineHtml(block.text)}</p>`;
    case 'list': {
      const items = block.items.map((item) => html`<li style="margin:0 0 6px;">${inlineHtml(item)}</li>`);
      const style = 'margin:0 0 12px;padding-left:20px;';
      return block.ordered ? html`<ol style="${style}">${items}</ol>` : html`<ul style="${style}">${items}</ul>`;
    }
    case 'table':
      return html`<table role="presentation" style="${styles.table}">${block.rows.map(
        ([label, value]) => html`<tr><th scope="row" style="${styles.th}">${label}</th><td style="${styles.td}">${value}</td></tr>`,
      )}</table>`;
    case 'button':
      return html`<p style="${styles.p}"><a href="${safeUrl(block.href)}" style="${styles.button}">${block.label}</a></p>`;
  }
}

/** The plain-text part: blocks apart by a blank line, a heading directly above what it heads. */
function bodyText(blocks: readonly MailBlock[]): string {
  return blocks
    .map((block, index) => blockText(block) + (index === blocks.length - 1 ? '' : block.kind === 'heading' ? '\n' : '\n\n'))
    .join('');
}

/** The one renderer of e-mail bodies: the same blocks become the text part and the HTML part. */
export function renderMailContent(content: MailContent): RenderedMail {
  const blocks = content.blocks.filter((block): block is MailBlock => Boolean(block));
  return {
    subject: content.subject,
    text: [bodyText(blocks), SIGNATURE, content.footer].join('\n\n'),
    html: layout({
      title: content.subject,
      preheader: content.preheader ?? content.subject,
      body: html`${blocks.map((block) => html`${blockHtml(block)}\n`)}`,
      footer: content.footer,
    }),
  };
}
