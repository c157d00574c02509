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
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return cache;
}

export function findAuthor(slug: string): AuthorDocument | null {
  return allAuthors().find((author) => author.slug === slug) ?? null;
}
