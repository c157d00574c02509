import { html, type SafeHtml } from '../mail/html';

/**
 * The site's header in plain HTML, for a standalone page a visitor reaches from the public site (the quote
 * form's answer without JavaScript): the way home and to the main sections, as on every other page.
 */
const SITE_HEADER = html`<header style="display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding-bottom: 0.75rem; margin-bottom: 1.5rem; border-bottom: 1px solid #d5e0e3">
  <a href="/" style="display: flex; align-items: center; gap: 0.5rem; font-weight: 800; color: #0f4c5c; text-decoration: none"><img src="/favicon.svg" alt="" width="32" height="32"> Spray Foam Removal UK</a>
  <nav aria-label="Main" style="display: flex; flex-wrap: wrap; gap: 0.25rem 1rem"><a href="/calculator">Calculator</a> <a href="/blog">Guides &amp; news</a> <a href="/contact/enhanced-quote">Get quotes</a></nav>
</header>`;

/**
 * A small page the server answers by itself, outside the React app: link outcomes (an expired download
 * link) and the local test checkout. Never indexed; readable without JavaScript. `siteHeader`: a page of
 * the public site's journeys, with the site header.
 */
export function standalonePage(options: { title: string; body: SafeHtml; siteHeader?: boolean }): string {
  return `<!doctype html>${html`<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${options.title} | Spray Foam Removal UK</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #1f2933">
${options.siteHeader ? SITE_HEADER : ''}
${options.body}
</body>
</html>`}`;
}
