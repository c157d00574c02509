import { readContentFolder, listValue } from './contentFolder';
import { renderMarkdown } from './markdownDocument';

export interface AuthorDocument {
  slug: string;
  name: string;
  jobTitle: string;
  expertise: string[];
  description: string;
  summary: string;
  html: string;
  /** A picture on this site (front matter `portrait:`, e.g. /images/editorial-team.svg); null when none. */
  portraitUrl: string | null;
}

/** A portrait must be one of the site's own files: an illustration or an uploaded image. */
function portraitOf(slug: string, value: string | undefined): string | null {
  if (!value) return null;
  if (!/^\/(images|media)\/[a-z0-9][a-z0-9._-]*\.(svg|webp|png|jpe?g)$/.test(value)) {
    throw new Error(`content/authors/${slug}.md: portrait "${value}" is not a file under /images or /media`);
  }
  return value;
}

let cache: AuthorDocument[] | null = null;

/** The author profiles in content/authors, by name. */
export function allAuthors(): AuthorDocument[] {
  cache ??= readContentFolder('authors')
    .map(({ slug, meta, body }) => ({
      slug,
      name: meta.name ?? slug,
      jobTitle: meta.jobTitle ?? '',
      expertise: listValue(meta.expertise),
      description: meta.description ?? '',
      summary: meta.summary ?? '',
      html: renderMarkdown(body),
      portraitUrl: portraitOf(slug, meta.portrait),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return cache;
}

export function findAuthor(slug: string): AuthorDocument | null {
  return allAuthors().find((author) => author.slug === slug) ?? null;
}
