import { authorSchemaType } from '../../../common/authors';
import { absoluteUrl } from './Breadcrumbs';
import { SITE_NAME, SOCIAL_CARD_PATH } from './head';

/**
 * schema.org structured data written once for every page that needs it (docs/requirements/seo.md): the
 * site's organisation (with its logo), the WebSite, and Articles that always carry an image, their dates,
 * an author and the publisher's logo, as search engines require for article rich results.
 */
export const LOGO_PATH = '/logo.png';

const CONTEXT = 'https://schema.org';

export function publisherJsonLd(siteUrl: string) {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, LOGO_PATH), width: 512, height: 512 },
  };
}

export function organizationJsonLd(siteUrl: string, description: string) {
  return {
    '@context': CONTEXT,
    ...publisherJsonLd(siteUrl),
    description,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      url: absoluteUrl(siteUrl, '/contact'),
      areaServed: 'GB',
      availableLanguage: 'en-GB',
    },
  };
}

export function websiteJsonLd(siteUrl: string) {
  return { '@context': CONTEXT, '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl(siteUrl, '/'), inLanguage: 'en-GB' };
}

export interface ArticleAuthor {
  name: string;
  slug?: string | null;
  jobTitle?: string | null;
  description?: string | null;
  /** Where the author is described: their page on this site (from `slug`) unless given. */
  url?: string | null;
}

export interface ArticleFacts {
  path: string;
  headline: string;
  description?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
  /** Site path or absolute URL of the article's own image; the site's share card when it has none. */
  imagePath?: string | null;
  author?: ArticleAuthor | null;
  section?: string | null;
  keywords?: string[];
}

export function articleJsonLd(siteUrl: string, facts: ArticleFacts) {
  const image = facts.imagePath ? (/^https?:/.test(facts.imagePath) ? facts.imagePath : absoluteUrl(siteUrl, facts.imagePath)) : null;
  const published = facts.datePublished ?? facts.dateModified ?? undefined;
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: facts.headline,
    description: facts.description ?? undefined,
    datePublished: published,
    dateModified: facts.dateModified ?? published,
    mainEntityOfPage: absoluteUrl(siteUrl, facts.path),
    image: image ?? absoluteUrl(siteUrl, SOCIAL_CARD_PATH),
    articleSection: facts.section ?? undefined,
    keywords: facts.keywords?.length ? facts.keywords.join(', ') : undefined,
    author: facts.author
      ? {
          // The editorial team is an organisation; an author the operator configures is a person.
          '@type': facts.author.slug ? authorSchemaType(facts.author.slug) : 'Person',
          name: facts.author.name,
          jobTitle: facts.author.jobTitle ?? undefined,
          description: facts.author.description ?? undefined,
          url: facts.author.url ?? (facts.author.slug ? absoluteUrl(siteUrl, `/authors/${facts.author.slug}`) : undefined),
        }
      : { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(siteUrl, '/') },
    publisher: publisherJsonLd(siteUrl),
  };
}
