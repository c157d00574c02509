import { marked } from 'marked';
import type SanitizeHtml from 'sanitize-html';

/** Loaded on first use, not at start (docs/decisions/0030-lean-image-and-cold-start.md). */
const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions) => (require('sanitize-html') as typeof SanitizeHtml)(html, options);

/** Links in visitors' writing are theirs, not ours: search engines are told so, and the new page gets no opener. */
export const USER_LINK_REL = 'nofollow ugc noopener';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

function isAllowedHref(href: string | undefined): href is string {
  if (!href) return false;
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    // Relative and malformed addresses: a guest post links to other sites with full addresses only.
    return false;
  }
}

/**
 * The safe subset of HTML a guest post may contain. Everything else is dropped: disallowed tags lose their
 * markup (their text stays, except for the tags in nonTextTags, which vanish with their content), every
 * attribute but a link's address goes, and a link whose address is not http, https or mailto is unwrapped.
 */
const POLICY: SanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'select',
  ],
  transformTags: {
    // The page's own title is its only <h1>; the lowest headings fold into h4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs): SanitizeHtml.Tag => ({
      tagName,
      attribs: isAllowedHref(attribs.href) ? { href: attribs.href, rel: USER_LINK_REL } : {},
    }),
  },
  // A link that lost its address keeps its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Sanitises HTML to the guest post subset. Idempotent, so stored HTML can be passed through it again. */
export function sanitiseGuestPostHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}

/** Renders a visitor's Markdown (which may contain raw HTML) to HTML that is safe to show on the site. */
export function renderGuestPostMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitiseGuestPostHtml(html);
}

/** The text of sanitised HTML, on one line: for descriptions and e-mails. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: POLICY.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first words of a text, cut at a word boundary, with an ellipsis when cut. */
export function excerptOf(text: string, maxLength = 160): string {
  if (text.length <= maxLength) return text;
  const room = maxLength - 1; // for the ellipsis
  // One character more than fits, to see whether a word ends exactly at the limit.
  const lastSpace = text.slice(0, room + 1).lastIndexOf(' ');
  const head = lastSpace > room / 2 ? text.slice(0, lastSpace) : text.slice(0, room);
  return `${head.replace(/[\s,;:.–-]+$/, '')}…`;
}
