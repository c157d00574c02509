import { z } from 'zod';
import type { DocumentData } from 'firebase-admin/firestore';
import { Timestamp } from '../../platform/firestore/unitOfWork';
import { fieldErrorsFrom, type FieldError } from '../../../common/validation/fieldErrors';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import { invalidatePages, onPagesInvalidated } from '../../platform/pages/pageCache';
import { clockNow } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { submitPublishedUrls } from '../indexNow';
import { findPostCategory, POST_CATEGORIES } from './postCategories';
import { authorOptions } from './profiles.service';
import { renderMarkdown } from '../../platform/safeMarkdown';
import { siteImageById } from '../media';
import { readingMinutesFor } from './posts.service';
import { PublicationStatus, type Post } from './content.types';
import {
  adminPostsList,
  duePostIds,
  findPublishedPostByOldSlug,
  getPostRevision,
  getStoredPost,
  postIdWithSlug,
  postRevisions,
  PostChangedMeanwhile,
  PostNotFound,
  writePost,
  type PostContent,
  type StoredCoverImage,
  type StoredPost,
} from './posts.repository';
import type { AdminPost, AdminPostConnection, PostOption, PostInput, PostRevision } from './adminPosts.types';

const CHANGED_MEANWHILE = 'Someone else changed this post since you loaded it: refresh to see the latest and try again';
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const optionalText = (schema: z.ZodString) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value), schema.nullable().optional());

const PostInputSchema = z.object({
  title: z.string().trim().min(3, 'The title needs at least 3 characters').max(120, 'Keep the title to 120 characters or fewer'),
  slug: z
    .string()
    .trim()
    .min(3, 'The slug needs at least 3 characters')
    .max(100, 'Keep the slug to 100 characters or fewer')
    .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, e.g. spray-foam-and-mortgages'),
  excerpt: z.string().trim().min(20, 'Write an excerpt of at least 20 characters for listings').max(300, 'Keep the excerpt to 300 characters or fewer'),
  bodyMarkdown: z.string().max(200_000, 'The body is too long (200,000 characters at most)'),
  category: z.string().refine((slug) => findPostCategory(slug) !== null, 'Choose a category'),
  tags: z
    .array(z.string().trim().toLowerCase().min(1, 'Tags cannot be empty').max(40, 'Keep each tag to 40 characters'))
    .max(12, 'Use 12 tags at most'),
  authorSlug: z.string().min(1, 'Choose an author'),
  coverImageId: optionalText(z.string()),
  coverImageAlt: optionalText(
    z.string().min(5, 'Describe the image in at least 5 characters').max(200, 'Keep the alt text to 200 characters or fewer'),
  ),
  seoTitle: optionalText(z.string().max(SEO_TITLE_MAX, `Search engines show about ${SEO_TITLE_MAX} characters of a title: keep it to ${SEO_TITLE_MAX} or fewer`)),
  seoDescription: optionalText(
    z.string().max(SEO_DESCRIPTION_MAX, `Search engines cut descriptions after about ${SEO_DESCRIPTION_MAX} characters: keep it to ${SEO_DESCRIPTION_MAX} or fewer`),
  ),
  canonical: optionalText(z.string().url('Enter a full URL starting with https://').startsWith('https://', 'Enter a full URL starting with https://')),
  aiAssisted: z.boolean().nullable().optional(),
});

function toAdminPost(post: StoredPost): AdminPost {
  return post as AdminPost;
}

function checkId(id: string) {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a post id' }]);
}

/** Posts in every status for the admin list; `search` is one title word or a slug. */
export async function adminPostsPage(
  filter: { status: PublicationStatus | null; category: string | null; authorSlug: string | null; search: string | null },
  page: PageArgs,
): Promise<AdminPostConnection> {
  const search = filter.search?.trim().toLowerCase() || null;
  const problems: FieldError[] = search && /\s/.test(search) ? [{ path: 'search', message: 'Search for one word of the title, or a slug' }] : [];
  const source = adminPostsList({ status: filter.status, category: filter.category || null, authorSlug: filter.authorSlug || null, searchWord: search });
  return (await countedPage(source, page, problems)) as AdminPostConnection;
}

export async function adminPost(id: string): Promise<AdminPost | null> {
  checkId(id);
  const post = await getStoredPost(id);
  return post ? toAdminPost(post) : null;
}

export async function adminPostRevisions(id: string): Promise<PostRevision[]> {
  return (await postRevisions(id)).map(({ id: revisionId, at, by, content }) => ({
    id: revisionId,
    at,
    by,
    ...content,
    coverImageId: content.coverImage?.imageId ?? null,
    coverImageAlt: content.coverImage?.alt ?? null,
    seoTitle: content.seo.title,
    seoDescription: content.seo.description,
  }));
}

export function postAuthorOptions(): Promise<PostOption[]> {
  return authorOptions();
}

export function postCategoryOptions(): PostOption[] {
  return POST_CATEGORIES.map((category) => ({ slug: category.slug, name: category.name }));
}

/** The HTML the public post page shows for this Markdown: the same renderer (admin preview). */
export function previewPostHtml(markdown: string): string {
  return renderMarkdown(markdown, 'site');
}

/** The cover as the post stores it, or the field errors: the image must exist and have alt text. */
async function coverImageFor(input: z.infer<typeof PostInputSchema>, problems: FieldError[]): Promise<StoredCoverImage | null> {
  if (!input.coverImageId) return null;
  const image = await siteImageById(input.coverImageId);
  if (!image) problems.push({ path: 'coverImageId', message: 'This image is no longer stored: upload it again' });
  if (!input.coverImageAlt)
    problems.push({ path: 'coverImageAlt', message: 'Describe the cover image for people who cannot see it (alt text is required)' });
  if (!image || !input.coverImageAlt) return null;
  return { imageId: image.id, alt: input.coverImageAlt, variants: image.variants };
}

function contentFromInput(input: z.infer<typeof PostInputSchema>, coverImage: StoredCoverImage | null): PostContent {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    bodyMarkdown: input.bodyMarkdown,
    coverImage,
    category: input.category,
    tags: [...new Set(input.tags)],
    authorSlug: input.authorSlug,
    seo: { title: input.seoTitle ?? null, description: input.seoDescription ?? null, canonical: input.canonical ?? null },
    readingMinutes: readingMinutesFor(input.bodyMarkdown),
    aiAssisted: Boolean(input.aiAssisted),
  };
}

const postPath = (slug: string) => `/blog/${slug}`;

/** What changes on the public site when a published post changes: its pages, the blog lists and the sitemap. */
function invalidatePublicPages(post: Post, oldSlug?: string | null) {
  invalidatePages(['/blog', `/authors/${post.authorSlug}`, '/sitemap.xml', ...(oldSlug && oldSlug !== post.slug ? [postPath(oldSlug)] : [])]);
}

/** Reports a published post to IndexNow without holding up (or ever undoing) the publication. */
function announce(post: Post) {
  void submitPublishedUrls([postPath(post.slug)]).catch((err) => logger.warn({ err, slug: post.slug }, 'IndexNow submission failed'));
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PostNotFound) throw notFound('There is no such post');
    if (error instanceof PostChangedMeanwhile) throw conflict(CHANGED_MEANWHILE);
    throw error;
  }
}

/**
 * Creates a draft (no id) or saves a post's content; each save stores a revision. A published post stays
 * published and its pages are refreshed; a changed slug of a published post keeps a 301 from the old one.
 */
export async function savePost(id: string | null, input: PostInput, expectedUpdatedAt: Date | null, by: string): Promise<AdminPost> {
  if (id !== null) checkId(id);
  const parsed = PostInputSchema.safeParse(input);
  const problems = parsed.success ? [] : fieldErrorsFrom(parsed.error);
  if (!problems.some((problem) => problem.path === 'slug')) {
    const owner = await postIdWithSlug(input.slug.trim());
    if (owner && owner !== id) problems.push({ path: 'slug', message: 'Another post already uses this slug: choose another' });
  }
  if (!problems.some((problem) => problem.path === 'authorSlug') && !(await authorOptions()).some((author) => author.slug === input.authorSlug)) {
    problems.push({ path: 'authorSlug', message: 'Choose an author on the site (this one is unknown or retired)' });
  }
  const coverImage = parsed.success ? await coverImageFor(parsed.data, problems) : null;
  if (!parsed.success || problems.length) throw invalidInput(problems);
  const content = contentFromInput(parsed.data, coverImage);
  const postId = id ?? (await import('node:crypto')).randomUUID().replace(/-/g, '').slice(0, 20);
  const { post, before } = await guarded(() =>
    writePost(postId, { expectedUpdatedAt, by, action: id ? 'saved' : 'created', create: id === null, storeRevision: true }, (data) => {
      const changes: DocumentData = { ...content };
      if (!data) Object.assign(changes, { status: PublicationStatus.DRAFT, publishedAt: null, scheduledAt: null, oldSlugs: [] });
      else if (data.status === PublicationStatus.PUBLISHED && data.slug !== content.slug) {
        const oldSlugs: string[] = Array.isArray(data.oldSlugs) ? data.oldSlugs : [];
        changes.oldSlugs = [...new Set([...oldSlugs, data.slug])].filter((slug) => slug !== content.slug);
      }
      return changes;
    }),
  );
  if (post.status === PublicationStatus.PUBLISHED) invalidatePublicPages(post, before?.slug);
  return toAdminPost(post);
}

export async function restorePostRevision(id: string, revisionId: string, expectedUpdatedAt: Date | null, by: string): Promise<AdminPost> {
  checkId(id);
  if (!isDocumentId(revisionId)) throw invalidInput([{ path: 'revisionId', message: 'This is not a revision id' }]);
  const revision = await getPostRevision(id, revisionId);
  if (!revision) throw notFound('There is no such revision of this post');
  const { content } = revision;
  const owner = await postIdWithSlug(content.slug);
  if (owner && owner !== id) throw invalidInput([{ path: 'slug', message: 'Another post now uses this revision’s slug: restore it, then change the slug' }]);
  return savePost(
    id,
    {
      ...content,
      coverImageId: content.coverImage?.imageId ?? null,
      coverImageAlt: content.coverImage?.alt ?? null,
      seoTitle: content.seo.title,
      seoDescription: content.seo.description,
      canonical: content.seo.canonical,
    },
    expectedUpdatedAt,
    by,
  );
}

function isComplete(post: StoredPost): FieldError[] {
  return post.bodyMarkdown.trim().length < 50 ? [{ path: 'bodyMarkdown', message: 'Write the body (at least 50 characters) before publishing' }] : [];
}

/** Publishes a draft or scheduled post now. */
export async function publishPost(id: string, expectedUpdatedAt: Date | null, by: string): Promise<AdminPost> {
  checkId(id);
  const current = await getStoredPost(id);
  if (!current) throw notFound('There is no such post');
  const problems = isComplete(current);
  if (problems.length) throw invalidInput(problems);
  const { post } = await guarded(() =>
    writePost(id, { expectedUpdatedAt, by, action: 'published', storeRevision: false }, (data) => ({
      status: PublicationStatus.PUBLISHED,
      publishedAt: data?.status === PublicationStatus.PUBLISHED && data.publishedAt ? data.publishedAt : Timestamp.fromDate(clockNow()),
      scheduledAt: null,
    })),
  );
  invalidatePublicPages(post);
  announce(post);
  return toAdminPost(post);
}

/** Schedules a post to publish itself at `at` (in the future). */
export async function schedulePost(id: string, at: Date, expectedUpdatedAt: Date | null, by: string): Promise<AdminPost> {
  checkId(id);
  if (!(at instanceof Date) || Number.isNaN(at.getTime()) || at.getTime() <= clockNow().getTime()) {
    throw invalidInput([{ path: 'at', message: 'Choose a date and time in the future' }]);
  }
  const current = await getStoredPost(id);
  if (!current) throw notFound('There is no such post');
  if (current.status === PublicationStatus.PUBLISHED) throw invalidInput([{ path: 'at', message: 'This post is already published: unpublish it first' }]);
  const problems = isComplete(current);
  if (problems.length) throw invalidInput(problems);
  const { post } = await guarded(() =>
    writePost(id, { expectedUpdatedAt, by, action: 'scheduled', note: at.toISOString(), storeRevision: false }, () => ({
      status: PublicationStatus.SCHEDULED,
      scheduledAt: Timestamp.fromDate(at),
    })),
  );
  return toAdminPost(post);
}

/** Takes a post off the site (back to draft); its address answers 404 again. */
export async function unpublishPost(id: string, expectedUpdatedAt: Date | null, by: string): Promise<AdminPost> {
  checkId(id);
  const { post, before } = await guarded(() =>
    writePost(id, { expectedUpdatedAt, by, action: 'unpublished', storeRevision: false }, () => ({
      status: PublicationStatus.DRAFT,
      scheduledAt: null,
    })),
  );
  if (before?.status === PublicationStatus.PUBLISHED) invalidatePublicPages(post);
  return toAdminPost(post);
}

/** Publishes every scheduled post whose time has come; answers the slugs published. Run by a timer or POST /internal/publish-due. */
export async function publishDuePosts(): Promise<string[]> {
  const published: string[] = [];
  for (const id of await duePostIds(clockNow())) {
    try {
      const { post, before } = await writePost(id, { expectedUpdatedAt: null, by: 'system', action: 'published', note: 'at its scheduled time', storeRevision: false }, (data) => {
        // Published or unscheduled meanwhile (by an administrator, or another instance's run): nothing to record.
        if (data?.status !== PublicationStatus.SCHEDULED) return null;
        return { status: PublicationStatus.PUBLISHED, publishedAt: data.scheduledAt ?? Timestamp.fromDate(clockNow()), scheduledAt: null };
      });
      if (before?.status !== PublicationStatus.SCHEDULED || post.status !== PublicationStatus.PUBLISHED) continue;
      published.push(post.slug);
      invalidatePublicPages(post);
      announce(post);
    } catch (err) {
      logger.warn({ err, id }, 'publishing a scheduled post failed; trying again at the next run');
    }
  }
  return published;
}

/**
 * Each slug's answer, read once and kept until the next change to public content (every post change
 * invalidates the pages, on every instance): every request for a post that the page cache does not answer
 * passes here first, and most slugs are no post's old one.
 */
const oldSlugTargets = new Map<string, Promise<string | null>>();
const OLD_SLUGS_KEPT = 5_000;
onPagesInvalidated(() => oldSlugTargets.clear());

/** The post's current address for an old slug of a published post (the public route answers 301), or null. */
export function redirectForOldPostSlug(slug: string): Promise<string | null> {
  let target = oldSlugTargets.get(slug);
  if (!target) {
    if (oldSlugTargets.size >= OLD_SLUGS_KEPT) oldSlugTargets.clear();
    target = findPublishedPostByOldSlug(slug).then((post) => (post ? postPath(post.slug) : null));
    oldSlugTargets.set(slug, target);
    target.catch(() => oldSlugTargets.delete(slug));
  }
  return target;
}
