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

interface GuideFile {
  folder: string;
  file: string;
  slug: string;
}

/** Every guide's file by its route: a directory listing, read once. */
let files: Map<string, GuideFile> | null = null;
/** Each guide parsed and rendered on its first use: a cold instance's first guide page renders that guide alone. */
const rendered = new Map<string, GuideDocument>();

function guideFiles(): Map<string, GuideFile> {
  if (files) return files;
  files = new Map();
  for (const folder of ['guides', 'faq']) {
    const dir = path.join(CONTENT_DIR, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const slug = file.replace(/\.md$/, '');
      files.set(routeFor(folder, slug), { folder, file, slug });
    }
  }
  return files;
}

function renderGuide(route: string, { folder, file, slug }: GuideFile): GuideDocument {
  const { meta, body } = parseMarkdownDocument(fillCalculatorFigures(fs.readFileSync(path.join(CONTENT_DIR, folder, file), 'utf8')));
  const { main, faq } = splitFaq(body);
  const illustrationName = meta.illustration ?? '';
  if (illustrationName && !isIllustrationName(illustrationName)) {
    throw new Error(`content/${folder}/${file}: unknown illustration "${illustrationName}" (see common/illustrations.ts)`);
  }
  return {
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
  };
}

/** Whether a guide is published at the path, without rendering it. */
export function hasGuide(routePath: string): boolean {
  return guideFiles().has(routePath);
}

export function findGuide(routePath: string): GuideDocument | null {
  const file = guideFiles().get(routePath);
  if (!file) return null;
  let guide = rendered.get(routePath);
  if (!guide) {
    guide = renderGuide(routePath, file);
    rendered.set(routePath, guide);
  }
  return guide;
}

export function allGuides(): GuideDocument[] {
  return [...guideFiles().keys()].map((route) => findGuide(route)!);
}

export function guidesByAuthor(authorSlug: string): GuideDocument[] {
  return allGuides()
    .filter((guide) => guide.authorSlug === authorSlug)
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
}
