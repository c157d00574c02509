import crypto from 'node:crypto';
import { z } from 'zod';
import { aiUnavailable, invalidInput, hasErrorCode, ErrorCode } from '../../platform/graphql/errors';
import { slugify } from '../../../common/slug';
import { adminPost, adminPostsPage, allGuides, postAuthorOptions, postCategoryOptions, savePost } from '../content';
import type { AdminPost, PostInput } from '../content/adminPosts.types';
import { aiClient, aiConfig, describeProviderError, isAbort, NOT_CONFIGURED_MESSAGE } from './aiProvider';
import { isNearDuplicate } from './ideas';
import { extractPageReport, type PageReport } from './pageReport';
import { fetchPublicPage, PageFetchRefused } from './safeFetch';
import { SEO_DESCRIPTION_RANGE, SEO_TITLE_RANGE, withinRange } from './seoLimits';
import { storeSiteImage, toSiteImage } from '../media';
import { checkCanCall, jsonCall, MalformedAnswer, record, runAiCall, SITE_VOICE, type CallCounts } from './aiCalls';

/**
 * The AI content tools (docs/requirements/ai-tools.md): ideas, post outlines and drafts, SEO suggestions, the URL
 * analyzer and images. Every provider call goes through aiCalls.ts. Prompts are built from the blog's own content
 * only: this module never reads leads, requests or anything else about homeowners.
 */

// ---------------------------------------------------------------------------------------------- the blog's content

interface ExistingContent {
  posts: Array<{ title: string; path: string }>;
  guides: Array<{ title: string; path: string }>;
}

async function existingContent(): Promise<ExistingContent> {
  const posts: ExistingContent['posts'] = [];
  let after: string | null = null;
  for (let page = 0; page < 5; page++) {
    const result = await adminPostsPage({ status: null, category: null, authorSlug: null, search: null }, { first: 100, after });
    posts.push(...result.nodes.map((post) => ({ title: post.title, path: `/blog/${post.slug}` })));
    if (!result.pageInfo.hasNextPage) break;
    after = result.pageInfo.endCursor;
  }
  const guides = allGuides().map((guide) => ({ title: guide.title, path: guide.path }));
  return { posts, guides };
}

const linkList = (content: ExistingContent) =>
  [...content.guides, ...content.posts]
    .slice(0, 80)
    .map((item) => `- ${item.title}: ${item.path}`)
    .join('\n');

// ---------------------------------------------------------------------------------------------- ideas generator

const IdeasSchema = z.object({
  ideas: z
    .array(
      z.object({
        title: z.string().min(3).max(160),
        searchIntent: z.string().min(2).max(60),
        keyword: z.string().max(80).default(''),
        summary: z.string().max(400).default(''),
      }),
    )
    .min(1),
});

export async function generateIdeas(topic: string, by: string) {
  const subject = topic.trim();
  if (subject.length < 3 || subject.length > 200)
    throw invalidInput([{ path: 'topic', message: 'Describe the topic in 3 to 200 characters' }]);
  const content = await existingContent();
  const existingTitles = [...content.posts, ...content.guides].map((item) => item.title);
  const answer = await jsonCall(
    'ideas',
    by,
    `Suggest 8 blog post ideas. For each: "title" (a suggested title), "searchIntent" (informational, commercial, transactional or navigational), "keyword" (the main search phrase) and "summary" (one sentence). JSON: {"ideas": [...]}. Skip topics these existing titles already cover:\n${existingTitles
      .slice(0, 150)
      .map((title) => `- ${title}`)
      .join('\n')}`,
    `Topic area: ${subject}`,
    IdeasSchema,
  );
  const seen: string[] = [...existingTitles];
  const ideas = [];
  let skipped = 0;
  for (const idea of answer.ideas) {
    if (isNearDuplicate(idea.title, seen)) {
      skipped++;
      continue;
    }
    seen.push(idea.title);
    ideas.push(idea);
  }
  return { ideas, skippedAsCovered: skipped };
}

// ---------------------------------------------------------------------------------------------- post generator

export interface PostBrief {
  topic: string;
  audience: string;
  keyword: string;
}

export interface PostOutline {
  title: string;
  excerpt: string;
  sections: Array<{ heading: string; points: string[] }>;
}

const OutlineSchema = z.object({
  title: z.string().min(3).max(120),
  excerpt: z.string().min(20).max(300),
  sections: z.array(z.object({ heading: z.string().min(2).max(160), points: z.array(z.string().max(300)).default([]) })).min(1),
});

export function checkBrief(brief: PostBrief) {
  const problems = [];
  if (brief.topic.trim().length < 3 || brief.topic.length > 200)
    problems.push({ path: 'topic', message: 'Describe the topic in 3 to 200 characters' });
  if (brief.audience.trim().length < 3 || brief.audience.length > 200)
    problems.push({ path: 'audience', message: 'Say who it is for in 3 to 200 characters, e.g. homeowners selling a house' });
  if (brief.keyword.trim().length < 2 || brief.keyword.length > 80)
    problems.push({ path: 'keyword', message: 'Give the target keyword (2 to 80 characters)' });
  if (problems.length) throw invalidInput(problems);
}

export async function generateOutline(brief: PostBrief, by: string): Promise<PostOutline> {
  checkBrief(brief);
  return jsonCall(
    'post_outline',
    by,
    'Plan a blog post. JSON: {"title": "up to 70 characters, with the keyword", "excerpt": "one or two sentences, 120 to 250 characters", "sections": [{"heading": "an H2", "points": ["what it covers"]}]} with 4 to 7 sections. The FAQ is added later: do not plan it as a section.',
    `Topic: ${brief.topic}\nAudience: ${brief.audience}\nTarget keyword: ${brief.keyword}`,
    OutlineSchema,
  );
}

export function checkOutline(outline: PostOutline) {
  const parsed = OutlineSchema.safeParse(outline);
  if (!parsed.success)
    throw invalidInput([
      { path: 'outline', message: 'The outline needs a title (3 to 120 characters), an excerpt (20 to 300) and at least one section' },
    ]);
  return parsed.data;
}

/** Starts streaming the Markdown draft; the caller reads `stream` and calls `finish` or `fail`. */
export async function startDraftStream(brief: PostBrief, outline: PostOutline, by: string, signal: AbortSignal) {
  checkBrief(brief);
  const plan = checkOutline(outline);
  await checkCanCall(by);
  const content = await existingContent();
  const model = aiConfig().textModel;
  const started = Date.now();
  const stream = await aiClient()
    .chat.completions.create(
      {
        model,
        stream: true,
        stream_options: { include_usage: true },
        messages: [
          { role: 'system', content: SITE_VOICE },
          {
            role: 'system',
            content: `Write the full blog post in Markdown, following the outline. Start with an introduction (no H1: the title is shown separately); use "## " for the outline's headings. Link to 2 to 5 of these pages of the site where they help the reader, with Markdown links to their paths:\n${linkList(content)}\nEnd with "## Frequently asked questions" followed by 3 to 5 questions as "### " headings, each with a short answer.`,
          },
          {
            role: 'user',
            content: `Topic: ${brief.topic}\nAudience: ${brief.audience}\nTarget keyword: ${brief.keyword}\nTitle: ${plan.title}\nOutline:\n${plan.sections
              .map((section) => `## ${section.heading}\n${section.points.map((point) => `- ${point}`).join('\n')}`)
              .join('\n')}`,
          },
        ],
      },
      { signal },
    )
    .catch(async (error: unknown) => {
      const message = isAbort(error) ? 'Cancelled by the admin' : describeProviderError(error, aiConfig().timeoutMs);
      await record('post_draft', model, by, started, { tokensIn: 0, tokensOut: 0, images: 0 }, message);
      throw aiUnavailable(message, 'PROVIDER');
    });
  return {
    stream,
    /** Saves the finished draft (never published) and records the call. */
    async finish(markdown: string, usage: CallCounts, options: { category: string | null; authorSlug: string | null }): Promise<AdminPost> {
      if (markdown.trim().length < 50) {
        const message = 'The AI service answered with an empty or very short draft. Nothing was saved: try again.';
        await record('post_draft', model, by, started, usage, message);
        throw aiUnavailable(message, 'MALFORMED');
      }
      await record('post_draft', model, by, started, usage, null);
      return saveAiDraft(plan, brief, markdown, options, by);
    },
    async fail(error: unknown, usage: CallCounts): Promise<string> {
      const message = isAbort(error) ? 'Cancelled by the admin' : describeProviderError(error, aiConfig().timeoutMs);
      await record('post_draft', model, by, started, usage, message);
      return message;
    },
  };
}

async function saveAiDraft(
  plan: PostOutline,
  brief: PostBrief,
  markdown: string,
  options: { category: string | null; authorSlug: string | null },
  by: string,
): Promise<AdminPost> {
  const categories = postCategoryOptions().map((option) => option.slug);
  const authors = (await postAuthorOptions()).map((option) => option.slug);
  const base = slugify(plan.title).slice(0, 80).replace(/-+$/, '') || 'ai-draft';
  const input = {
    title: plan.title.slice(0, 120),
    excerpt: plan.excerpt.slice(0, 300),
    bodyMarkdown: markdown.trim(),
    category: options.category && categories.includes(options.category) ? options.category : categories[0],
    tags: [brief.keyword.trim().toLowerCase().slice(0, 40)],
    authorSlug: options.authorSlug && authors.includes(options.authorSlug) ? options.authorSlug : authors[0],
    aiAssisted: true,
  };
  try {
    return await savePost(null, { ...input, slug: base }, null, by);
  } catch (error) {
    if (!hasErrorCode(error, ErrorCode.BAD_USER_INPUT)) throw error;
    return savePost(null, { ...input, slug: `${base.slice(0, 90)}-${crypto.randomBytes(3).toString('hex')}` }, null, by);
  }
}

// ---------------------------------------------------------------------------------------------- SEO optimizer

const SeoSchema = z.object({
  titles: z.array(z.string()).default([]),
  descriptions: z.array(z.string()).default([]),
  keywordAdvice: z.string().max(1000).default(''),
  headingAdvice: z.array(z.string().max(400)).default([]),
  internalLinks: z
    .array(z.object({ path: z.string(), anchorText: z.string().max(120), reason: z.string().max(300).default('') }))
    .default([]),
});

async function postOrNotFound(id: string): Promise<AdminPost> {
  const post = await adminPost(id);
  if (!post) throw invalidInput([{ path: 'postId', message: 'There is no such post' }]);
  return post;
}

export async function seoSuggestions(postId: string, by: string) {
  const post = await postOrNotFound(postId);
  const content = await existingContent();
  const answer = await jsonCall(
    'seo',
    by,
    `Improve this post's search appearance. JSON: {"titles": [3 SEO titles of ${SEO_TITLE_RANGE.min} to ${SEO_TITLE_RANGE.max} characters], "descriptions": [3 meta descriptions of ${SEO_DESCRIPTION_RANGE.min} to ${SEO_DESCRIPTION_RANGE.max} characters], "keywordAdvice": "one paragraph", "headingAdvice": ["..."], "internalLinks": [{"path": "one of the paths below", "anchorText": "...", "reason": "..."}]}. The site's pages:\n${linkList(content)}`,
    `Title: ${post.title}\nExcerpt: ${post.excerpt}\nBody:\n${post.bodyMarkdown.slice(0, 12_000)}`,
    SeoSchema,
  );
  const known = new Set([...content.posts, ...content.guides].map((item) => item.path));
  const titles = answer.titles.map((t) => t.trim()).filter(Boolean);
  const descriptions = answer.descriptions.map((d) => d.trim()).filter(Boolean);
  const keptTitles = titles.filter((t) => withinRange(t, SEO_TITLE_RANGE));
  const keptDescriptions = descriptions.filter((d) => withinRange(d, SEO_DESCRIPTION_RANGE));
  return {
    postId: post.id,
    updatedAt: post.updatedAt,
    currentTitle: post.seo.title ?? null,
    currentDescription: post.seo.description ?? null,
    titles: keptTitles,
    descriptions: keptDescriptions,
    droppedForLength: titles.length - keptTitles.length + descriptions.length - keptDescriptions.length,
    keywordAdvice: answer.keywordAdvice,
    headingAdvice: answer.headingAdvice,
    internalLinks: answer.internalLinks.filter((link) => known.has(link.path) && link.path !== `/blog/${post.slug}`),
  };
}

/** Applies the suggestions the admin accepted, through the blog CMS (a revision, and CONFLICT when the post changed meanwhile). */
export async function applySeoSuggestion(
  postId: string,
  change: { seoTitle: string | null; seoDescription: string | null },
  expectedUpdatedAt: Date,
  by: string,
): Promise<AdminPost> {
  const problems = [];
  if (change.seoTitle !== null && !withinRange(change.seoTitle, SEO_TITLE_RANGE))
    problems.push({ path: 'seoTitle', message: `An SEO title needs ${SEO_TITLE_RANGE.min} to ${SEO_TITLE_RANGE.max} characters` });
  if (change.seoDescription !== null && !withinRange(change.seoDescription, SEO_DESCRIPTION_RANGE))
    problems.push({
      path: 'seoDescription',
      message: `A meta description needs ${SEO_DESCRIPTION_RANGE.min} to ${SEO_DESCRIPTION_RANGE.max} characters`,
    });
  if (change.seoTitle === null && change.seoDescription === null)
    problems.push({ path: 'seoTitle', message: 'Choose a title or a description to apply' });
  if (problems.length) throw invalidInput(problems);
  return updatePost(
    postId,
    (post) => ({
      seoTitle: change.seoTitle?.trim() ?? post.seo.title ?? null,
      seoDescription: change.seoDescription?.trim() ?? post.seo.description ?? null,
    }),
    expectedUpdatedAt,
    by,
  );
}

/** Saves a post through the blog CMS with some fields changed; everything else the editor saves stays as it is. */
async function updatePost(
  postId: string,
  changes: (post: AdminPost) => Partial<PostInput>,
  expectedUpdatedAt: Date,
  by: string,
): Promise<AdminPost> {
  const post = await postOrNotFound(postId);
  const current: PostInput = {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    category: post.category,
    tags: post.tags,
    authorSlug: post.authorSlug,
    coverImageId: post.coverImage?.imageId ?? null,
    coverImageAlt: post.coverImage?.alt ?? null,
    seoTitle: post.seo.title ?? null,
    seoDescription: post.seo.description ?? null,
    canonical: post.seo.canonical ?? null,
    aiAssisted: post.aiAssisted,
  };
  return savePost(postId, { ...current, ...changes(post) }, expectedUpdatedAt, by);
}

/** Makes a generated (or any stored) image a post's cover, with the alt text the admin accepted. */
export async function setPostCover(postId: string, imageId: string, alt: string, expectedUpdatedAt: Date, by: string): Promise<AdminPost> {
  const text = alt.trim();
  if (text.length < 5 || text.length > 200)
    throw invalidInput([{ path: 'alt', message: 'Describe the image in 5 to 200 characters (alt text)' }]);
  return updatePost(postId, () => ({ coverImageId: imageId, coverImageAlt: text }), expectedUpdatedAt, by);
}

// ---------------------------------------------------------------------------------------------- URL analyzer

const RecommendationsSchema = z.object({ recommendations: z.array(z.string().max(500)).min(1).max(12) });

export async function analyzeUrl(url: string, by: string): Promise<{ report: PageReport; recommendations: string[] }> {
  if (!aiConfig().configured) throw aiUnavailable(NOT_CONFIGURED_MESSAGE, 'NOT_CONFIGURED');
  let report: PageReport;
  try {
    const page = await fetchPublicPage(url, { allow: aiConfig().urlAnalyzerTestAllow });
    report = extractPageReport(page.body, page.url);
  } catch (error) {
    if (error instanceof PageFetchRefused) throw invalidInput([{ path: 'url', message: error.message }], error.message);
    throw error;
  }
  const answer = await jsonCall(
    'url_analyzer',
    by,
    'You review a web page for SEO and content quality against a UK spray foam removal site. JSON: {"recommendations": ["short, specific, actionable points"]} with 4 to 8 points.',
    JSON.stringify({ ...report, headings: report.headings.slice(0, 60) }),
    RecommendationsSchema,
  );
  return { report, recommendations: answer.recommendations };
}

// ---------------------------------------------------------------------------------------------- image generator

export async function imagePromptForPost(postId: string): Promise<string> {
  const post = await postOrNotFound(postId);
  return `A realistic photograph for a UK home-improvement blog post titled “${post.title}”: ${post.excerpt} No text or logos in the image.`;
}

const AltSchema = z.object({ alt: z.string().min(5).max(200) });

export async function generateImage(prompt: string, by: string) {
  const text = prompt.trim();
  if (text.length < 10 || text.length > 1000)
    throw invalidInput([{ path: 'prompt', message: 'Describe the image in 10 to 1,000 characters' }]);
  await checkCanCall(by);
  const model = aiConfig().imageModel;
  const bytes = await runAiCall('image', model, by, async () => {
    const answer = await aiClient().images.generate({
      model,
      prompt: text,
      n: 1,
      size: '1024x1024',
      // gpt-image models always answer base64 and refuse the parameter; DALL·E and compatible servers need it.
      ...(model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const }),
    });
    const b64 = answer.data?.[0]?.b64_json;
    const buffer = b64 ? Buffer.from(b64, 'base64') : null;
    if (!buffer || buffer.length < 8 || !isImage(buffer)) throw new MalformedAnswer('no image');
    return { result: buffer, tokensIn: answer.usage?.input_tokens ?? 0, tokensOut: answer.usage?.output_tokens ?? 0, images: 1 };
  });
  const { alt } = await jsonCall(
    'image_alt',
    by,
    'Write alt text for an image on the site: what it shows, in one sentence of at most 125 characters, without "image of". JSON: {"alt": "..."}',
    `The image was generated from this description: ${text}`,
    AltSchema,
  ).catch(() => ({ alt: '' }));
  // Stored like an uploaded cover (WebP sizes, a `siteImages` record), so the blog editor can pick it as a post's cover.
  const stored = toSiteImage(await storeSiteImage({ bytes, suggestedAlt: alt || null, source: 'ai', by }));
  return {
    id: stored.id,
    url: stored.url,
    srcSet: stored.srcSet,
    width: stored.width,
    height: stored.height,
    suggestedAlt: stored.suggestedAlt,
  };
}

function isImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || webp;
}
