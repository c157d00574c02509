import { readContentFolder, listValue } from './contentFolder';

/**
 * The profiles the site ships with (content/authors: the editorial team). Author profiles live in Firestore
 * and are managed in the admin console; these are created there, on every deployment, the first time authors
 * are read (profiles.service.ts), because the guides in content/ and the posts already written name them.
 */
export interface BuiltInAuthor {
  slug: string;
  name: string;
  role: string;
  topics: string[];
  summary: string;
  bodyMarkdown: string;
  /** A picture on this site (front matter `portrait:`, e.g. /images/editorial-team.svg); null when none. */
  portraitPath: string | null;
  portraitAlt: string;
}

/** A portrait must be one of the site's own files: an illustration or an uploaded image. */
function portraitOf(slug: string, value: string | undefined): string | null {
  if (!value) return null;
  if (!/^\/(images|media)\/[a-z0-9][a-z0-9._-]*\.(svg|webp|png|jpe?g)$/.test(value)) {
    throw new Error(`content/authors/${slug}.md: portrait "${value}" is not a file under /images or /media`);
  }
  return value;
}

let cache: BuiltInAuthor[] | null = null;

export function builtInAuthors(): BuiltInAuthor[] {
  cache ??= readContentFolder('authors').map(({ slug, meta, body }) => ({
    slug,
    name: meta.name ?? slug,
    role: meta.jobTitle ?? '',
    topics: listValue(meta.expertise),
    summary: meta.summary ?? '',
    bodyMarkdown: body.trim(),
    portraitPath: portraitOf(slug, meta.portrait),
    portraitAlt: meta.portraitAlt ?? `${meta.name ?? slug} emblem`,
  }));
  return cache;
}
