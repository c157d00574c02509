import { aiCrawlerOf } from '../../../common/bots';

/**
 * docs/requirements/analytics-and-uploads.md#ai-visits `aiVisits`: a page view by an AI crawler (`kind: crawler`, the agent is the crawler's
 * product token, e.g. `GPTBot`) or by a person arriving from an AI assistant (`kind: referral`, the agent
 * is the assistant's site, e.g. `chatgpt.com`). Pure functions; the recording is in tracking.routes.ts.
 */
export type AiVisitKind = 'crawler' | 'referral';

export interface AiVisitClass {
  agent: string;
  kind: AiVisitKind;
}

/** AI assistants' sites, by the host a visitor arrives from; subdomains count (www.perplexity.ai). */
const AI_ASSISTANTS: Array<{ hosts: string[]; agent: string }> = [
  { agent: 'chatgpt.com', hosts: ['chatgpt.com', 'chat.openai.com'] },
  { agent: 'perplexity.ai', hosts: ['perplexity.ai'] },
  { agent: 'claude.ai', hosts: ['claude.ai'] },
  { agent: 'gemini.google.com', hosts: ['gemini.google.com', 'bard.google.com'] },
  { agent: 'copilot.microsoft.com', hosts: ['copilot.microsoft.com', 'copilot.cloud.microsoft'] },
  { agent: 'you.com', hosts: ['you.com'] },
  { agent: 'phind.com', hosts: ['phind.com'] },
  { agent: 'poe.com', hosts: ['poe.com'] },
  { agent: 'meta.ai', hosts: ['meta.ai'] },
  { agent: 'chat.mistral.ai', hosts: ['chat.mistral.ai'] },
  { agent: 'chat.deepseek.com', hosts: ['chat.deepseek.com'] },
  { agent: 'grok.com', hosts: ['grok.com'] },
];

function assistantOfHost(host: string): string | null {
  const h = host.toLowerCase().replace(/\.$/, '');
  return AI_ASSISTANTS.find(({ hosts }) => hosts.some((known) => h === known || h.endsWith(`.${known}`)))?.agent ?? null;
}

function hostOf(referer: string): string | null {
  try {
    return new URL(referer).hostname;
  } catch {
    return null;
  }
}

/**
 * Classifies a page request. A crawler's user agent wins; otherwise the Referer's host, or a
 * `utm_source` naming an assistant (ChatGPT adds `utm_source=chatgpt.com` to the links it shows, and
 * browsers often strip the Referer to the origin or drop it), marks a referral. Null for everyone else.
 */
export function classifyAiVisit(
  userAgent: string | null | undefined,
  referer: string | null | undefined,
  utmSource?: string | null,
): AiVisitClass | null {
  const crawler = aiCrawlerOf(userAgent);
  if (crawler) return { agent: crawler, kind: 'crawler' };
  const refererHost = referer ? hostOf(referer) : null;
  const fromReferer = refererHost ? assistantOfHost(refererHost) : null;
  if (fromReferer) return { agent: fromReferer, kind: 'referral' };
  const fromUtm = utmSource ? assistantOfHost(utmSource.trim()) : null;
  return fromUtm ? { agent: fromUtm, kind: 'referral' } : null;
}

const NOT_PAGES = /^\/((api|graphql|assets|uploads|webhooks|downloads|healthz)(\/|$)|@|src\/|node_modules\/)/;

/** A GET for an HTML page: not the API, assets or files (a last path segment with an extension). */
export function isPageRequest(method: string, path: string): boolean {
  if (method !== 'GET') return false;
  if (NOT_PAGES.test(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The page a visit is counted under in the day's counters: its path when a page was served, otherwise its
 * status (`(404)`), so a day holds one counter per page of the site, not one per URL a crawler tries.
 */
export const visitedPageKey = (path: string, status: number) => (status < 300 || status === 304 ? path : `(${status})`);
