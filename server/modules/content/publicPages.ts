/**
 * The server's list of public pages that are not Markdown content (guides and FAQ pages come from
 * content/ through guides.repository). The sitemap and the canonical-URL redirects read it; each path
 * here must be a route in client/src/app/routes.tsx (tests/api/publicSite.test.ts checks they answer 200).
 */
export const STATIC_PUBLIC_PAGES: readonly string[] = [
  '/',
  '/calculator',
  '/free-guide',
  '/apply',
  '/blog',
  '/videos',
  '/guest-post',
  '/authors',
  '/locations',
  '/contact',
  '/contact/request-call',
  '/contact/enhanced-quote',
  '/certificate-request',
  '/verify-certificate',
];

/** Public routes that are not worth indexing: confirmation and error pages, and forms for one chosen company. */
export const UNLISTED_PUBLIC_PAGES: readonly string[] = [
  '/contact/thank-you',
  '/contact/single-company',
  '/certificate-success',
  '/certificate-upload-success',
  '/404',
  // Listed in the sitemap only while a partner is on the site (sitemap.service.ts).
  '/partners',
  // An alias of /faq/spray-foam-removal-cost, whose canonical URL is that page.
  '/spray-foam-removal-cost',
];

/** Route families whose pages have lower-case slugs: /blog/…, /authors/…, /locations/…, and so on. */
export const PUBLIC_PAGE_FAMILY = /^\/(?:blog|authors|locations|partners|videos|guest-posts|faq|companies)(?:\/[a-z0-9-]+)+$/;
