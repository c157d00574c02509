import { readContentFolder, listValue } from '../modules/content/contentFolder';
import { PublicationStatus } from '../modules/content/content.types';
import { createPost, postSlugExists } from '../modules/content/posts.repository';
import { readingMinutesFor } from '../modules/content/posts.service';
import { logger } from '../platform/logger';

/** The demo blog: content/seed/posts/{slug}.md, with `title`, `excerpt`, `description`, `category`, `tags`, `author`, `publishedAt`. */
export const SEED_POSTS_FOLDER = 'seed/posts';

/**
 * Loads the demo blog posts into `posts` as published. Idempotent: a post is created only when no post
 * uses its slug yet, so posts an admin has edited or unpublished are left alone, and posts added to
 * content/seed later still arrive in an existing database.
 */
export async function seedPosts(): Promise<number> {
  let created = 0;
  for (const { slug, meta, body } of readContentFolder(SEED_POSTS_FOLDER)) {
    if (await postSlugExists(slug)) continue;
    const publishedAt = /^\d{4}-\d{2}-\d{2}$/.test(meta.publishedAt ?? '') ? new Date(`${meta.publishedAt}T00:00:00Z`) : new Date();
    try {
      await createPost(slug, {
        slug,
        title: meta.title ?? slug,
        excerpt: meta.excerpt ?? '',
        bodyMarkdown: body.trim(),
        coverImage: null,
        category: meta.category ?? 'guides',
        tags: listValue(meta.tags),
        authorSlug: meta.author ?? '',
        status: PublicationStatus.PUBLISHED,
        publishedAt,
        seo: { title: null, description: meta.description ?? null, canonical: null },
        readingMinutes: readingMinutesFor(body),
        aiAssisted: false,
      });
      created += 1;
    } catch (error) {
      // ALREADY_EXISTS: another instance seeded the same post at the same moment.
      if ((error as { code?: number }).code !== 6) throw error;
    }
  }
  if (created) logger.info({ created }, 'demo blog posts seeded');
  return created;
}
