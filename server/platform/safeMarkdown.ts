import { marked, type Token } from 'marked';
import type SanitizeHtml from 'sanitize-html';

export type { Token as MarkdownToken, Tokens as MarkdownTokens } from 'marked';

/**
 * The one Markdown renderer (docs/decisions/0052-one-markdown-renderer.md): every Markdown the site shows, the
 * guides in content/ and everything stored (blog posts, author and partner bios, guest posts), becomes HTML
 * here, through one sanitiser policy. No other file imports `marked` (eslint.config.mjs).
 */

/** Loaded on first use, not at start (docs/decisions/0030-lean-image-and-cold-start.md). */
const sanitizeHtml = (html: string, options: SanitizeHtml.IOptions) => (require('sanitize-html') as typeof SanitizeHtml)(html, options);

/**
 * Who wrote the text. `site`: the operator and its administrators (content/ files, blog posts, author and
 * partner bios); `visitor`: anyone else (guest posts, and anything a company or a homeowner writes). The
 * markup allowed is the same; a visitor's links must be full addresses and are marked as theirs, and a
 * visitor's text carries no ids and no images.
 */
export type MarkdownAuthor = 'site' | 'visitor';

/** Links in visitors' writing are theirs, not ours: search engines are told so, and the new page gets no opener. */
export const USER_LINK_REL = 'nofollow ugc noopener';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

function isAbsoluteLink(href: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** A path on this site (`/guides`, `#section`), never a protocol-relative address (`//other.host`, `/\other.host`). */
function isSitePath(href: string): boolean {
  return /^(\/(?![/\\])|#)[^\s\\]*$/.test(href);
}

function isAllowedHref(href: string | undefined, author: MarkdownAuthor): href is string {
  if (!href) return false;
  return isAbsoluteLink(href) || (author === 'site' && isSitePath(href));
}

/** An anchor a guide links to (`<a id="what-lenders-accept"></a>`). */
const ANCHOR_ID = /^[a-z][a-z0-9-]{0,63}$/;

/** Tags that vanish with their content (every other disallowed tag loses its markup and keeps its text). */
const NON_TEXT_TAGS = [
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
  'noembed',
  'noframes',
  'xmp',
];

const ALIGN = { name: 'align', multiple: false, values: ['left', 'center', 'right'] };

/**
 * The one policy. Allowed: paragraphs, line breaks, rules, h2–h4 (h1 folds into h2: the page's title is its
 * only h1), lists, emphasis, strike-through, quotes, code, tables, links (http, https, mailto; and paths on
 * this site for the site's own text) and, in the site's own text, images from this site. Everything else
 * goes: every attribute but those named here (so no event handler, style or class), and every tag not
 * named (script, style, iframe, object, embed, svg, math, form, base, meta, details…).
 */
function policy(author: MarkdownAuthor): SanitizeHtml.IOptions {
  return {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'del',
      'a',
      'blockquote',
      'code',
      'pre',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      ...(author === 'site' ? ['img'] : []),
    ],
    allowedAttributes: { a: ['href', 'rel', 'id'], img: ['src', 'alt', 'title'], ol: ['start'], th: [ALIGN], td: [ALIGN] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      s: 'del',
      a: (tagName, attribs): SanitizeHtml.Tag => {
        const linked: Record<string, string> = isAllowedHref(attribs.href, author)
          ? { href: attribs.href, ...(author === 'visitor' ? { rel: USER_LINK_REL } : {}) }
          : {};
        if (author === 'site' && attribs.id && ANCHOR_ID.test(attribs.id)) linked.id = attribs.id;
        return { tagName, attribs: linked };
      },
      // An image always has a text alternative (empty: decorative), or the page is not valid HTML.
      img: (tagName, attribs): SanitizeHtml.Tag => ({
        tagName,
        attribs: isSitePath(attribs.src ?? '') && !attribs.src.startsWith('#') ? { ...attribs, alt: attribs.alt ?? '' } : {},
      }),
      ol: (tagName, attribs): SanitizeHtml.Tag => ({
        tagName,
        attribs: /^\d{1,6}$/.test(attribs.start ?? '') ? { start: attribs.start } : {},
      }),
    },
    exclusiveFilter: (frame) => {
      // A link that lost its address keeps its text (a site anchor keeps its id); an image without a source goes.
      if (frame.tag === 'a' && !frame.attribs.href && !frame.attribs.id) return 'excludeTag';
      if (frame.tag === 'img' && !frame.attribs.src) return true;
      return false;
    },
  };
}

const POLICIES: Record<MarkdownAuthor, SanitizeHtml.IOptions> = { site: policy('site'), visitor: policy('visitor') };

/** Sanitises HTML to the policy. Idempotent, so stored HTML can be passed through it again when it is shown. */
export function sanitiseHtml(html: string, author: MarkdownAuthor): string {
  return sanitizeHtml(html, POLICIES[author]).trim();
}

/** Renders Markdown (which may contain raw HTML) to HTML that is safe to show on the site. */
export function renderMarkdown(markdown: string, author: MarkdownAuthor): string {
  return sanitiseHtml(marked.parse(markdown, { async: false, gfm: true }) as string, author);
}

/** The Markdown's block tokens, for a layout that draws them itself (the free guide's PDF); never HTML. */
export function markdownTokens(markdown: string): Token[] {
  return marked.lexer(markdown, { gfm: true });
}

/** The text of sanitised HTML, on one line: for descriptions and e-mails. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS })
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
