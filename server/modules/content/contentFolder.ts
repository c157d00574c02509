import fs from 'node:fs';
import path from 'node:path';
import { fillCalculatorFigures } from '../../../common/contentFigures';
import { parseMarkdownDocument } from './markdownDocument';

export interface ContentFile {
  slug: string;
  meta: Record<string, string>;
  body: string;
}

export const CONTENT_DIR = path.resolve('content');

const cache = new Map<string, ContentFile[]>();

/** Every Markdown file of one folder under content/, parsed once and kept for the life of the process. */
export function readContentFolder(folder: string): ContentFile[] {
  const cached = cache.get(folder);
  if (cached) return cached;
  const dir = path.join(CONTENT_DIR, folder);
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.md'))
        .sort()
        // Cost figures are placeholders filled in from the calculator (common/contentFigures.ts).
        .map((file) => ({
          slug: file.replace(/\.md$/, ''),
          ...parseMarkdownDocument(fillCalculatorFigures(fs.readFileSync(path.join(dir, file), 'utf8'))),
        }))
    : [];
  cache.set(folder, files);
  return files;
}

/** A comma-separated front-matter value as a list. */
export function listValue(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
