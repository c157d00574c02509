import fs from 'node:fs';
import path from 'node:path';
import { fillCalculatorFigures } from '../../../common/contentFigures';
import { illustration, isIllustrationName, type Illustration } from '../../../common/illustrations';
import { renderMarkdown } from '../../platform/safeMarkdown';
import { parseMarkdownDocument, splitFaq, wordCount, type FaqEntry } from './markdownDocument';

export interface GuideDocument {
  path: string;
  title: string;
  description: string;
  summary: string;
  updated: string;
  /** Who last reviewed the page and when (YYYY-MM-DD); empty when the front matter has none. */
  reviewedBy: string;
  reviewedAt: string;
  authorSlug: string | null;
  html: string;
  /** The Markdown the page is rendered from, without the front matter and the FAQ (the free-guide PDF uses it). */
  markdown: string;
  faq: FaqEntry[];
  readingMinutes: number;
  /** The page's illustration (front matter `illustration:`, a name from common/illustrations.ts); null when none. */
  illustration: Illustration | null;
}

const CONTENT_DIR = path.resolve('content');

/** Where each content file is published: guides at /{slug}, FAQ pages under /faq, with the exceptions in docs/requirements/routes-and-screens.md#public-routes. */
function routeFor(folder: string, slug: string): string {
  if (folder === 'faq') {
    if (slug === 'index') return '/faq';
    if (slug === 'enhanced-faq') return '/enhanced-faq';
    return `/faq/${slug}`;
  }
  return `/${slug}`;
}

let cache: Map<string, GuideDocument> | null = null;

function load(): Map<string, GuideDocument> {
  const guides = new Map<string, GuideDocument>();
  for (const folder of ['guides', 'faq']) {
    const dir = path.join(CONTENT_DIR, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const slug = file.replace(/\.md$/, '');
      const { meta, body } = parseMarkdownDocument(fillCalculatorFigures(fs.readFileSync(path.join(dir, file), 'utf8')));
      const { main, faq } = splitFaq(body);
      const route = routeFor(folder, slug);
      const illustrationName = meta.illustration ?? '';
      if (illustrationName && !isIllustrationName(illustrationName)) {
        throw new Error(`content/${folder}/${file}: unknown illustration "${illustrationName}" (see common/illustrations.ts)`);
      }
      guides.set(route, {
        path: route,
        title: meta.title ?? slug,
        description: meta.description ?? '',
        summary: meta.summary ?? '',
        updated: meta.updated ?? '',
        reviewedBy: meta.reviewedBy ?? '',
        reviewedAt: meta.reviewedAt ?? '',
        authorSlug: meta.author ?? null,
        html: renderMarkdown(main, 'site'),
        markdown: main,
        faq,
        readingMinutes: Math.max(1, Math.round(wordCount(body) / 220)),
        illustration: illustrationName && isIllustrationName(illustrationName) ? illustration(illustrationName) : null,
      });
    }
  }
  return guides;
}

export function findGuide(routePath: string): GuideDocument | null {
  cache ??= load();
  return cache.get(routePath) ?? null;
}

export function allGuides(): GuideDocument[] {
  cache ??= load();
  return [...cache.values()];
}

export function guidesByAuthor(authorSlug: string): GuideDocument[] {
  return allGuides()
    .filter((guide) => guide.authorSlug === authorSlug)
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
}
