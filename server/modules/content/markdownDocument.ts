import { plainTextOf, renderMarkdown } from '../../platform/safeMarkdown';

export interface MarkdownDocument {
  meta: Record<string, string>;
  body: string;
}

export interface FaqEntry {
  question: string;
  answerHtml: string;
  /** The answer as plain text, entities decoded (FAQPage structured data). */
  answerText: string;
}

const FAQ_HEADING = '## Frequently asked questions';

/** Parses the `---`-delimited `key: value` front matter used by every file under content/. */
export function parseMarkdownDocument(source: string): MarkdownDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const separator = line.indexOf(': ');
    if (separator > 0) meta[line.slice(0, separator).trim()] = line.slice(separator + 2).trim();
  }
  return { meta, body: source.slice(match[0].length) };
}

/** Splits the trailing FAQ section off a body, as question/answer pairs for the page and FAQPage data. */
export function splitFaq(body: string): { main: string; faq: FaqEntry[] } {
  const index = body.indexOf(FAQ_HEADING);
  if (index < 0) return { main: body, faq: [] };
  const faqSource = body.slice(index + FAQ_HEADING.length);
  const faq = faqSource
    .split(/^### /m)
    .slice(1)
    .map((block) => {
      const newline = block.indexOf('\n');
      const answerHtml = renderMarkdown(block.slice(newline + 1).trim(), 'site');
      return { question: block.slice(0, newline).trim(), answerHtml, answerText: plainTextOf(answerHtml) };
    });
  return { main: body.slice(0, index), faq };
}

export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}
