/**
 * User agents of crawlers, shared by the server (AI-visit tracking, SSR error fallback) and the browser
 * (docs/requirements/routes-and-screens.md#rendering-errors: a rendering error for a bot is reported and swallowed).
 */

/**
 * AI crawlers and AI assistants' fetchers, by the product token in their user agent. More specific tokens
 * come first (`ChatGPT-User` before `GPT`…), and matching is case-insensitive. `Google-Extended` and
 * `Applebot-Extended` are robots.txt tokens that Google and Apple document rather than user agents they
 * send; they are listed so a fetch that does carry them is counted.
 */
export const AI_CRAWLERS = [
  'GPTBot',
  'ChatGPT-User',
  'OAI-SearchBot',
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'Claude-Web',
  'anthropic-ai',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Google-CloudVertexBot',
  'Gemini-Deep-Research',
  'Applebot-Extended',
  'CCBot',
  'Bytespider',
  'Amazonbot',
  'meta-externalagent',
  'meta-externalfetcher',
  'FacebookBot',
  'cohere-ai',
  'cohere-training-data-crawler',
  'YouBot',
  'DuckAssistBot',
  'MistralAI-User',
  'DeepSeekBot',
  'AI2Bot',
  'Diffbot',
  'PhindBot',
  'Timpibot',
  'ImagesiftBot',
] as const;

// Tokens are letters, digits and hyphens only, so they go into the pattern as they are.
const AI_CRAWLER_PATTERNS = AI_CRAWLERS.map((token) => ({ token, pattern: new RegExp(`(^|[^a-z0-9-])${token}([^a-z0-9-]|$)`, 'i') }));

/** The AI crawler named in a user agent, or null. */
export function aiCrawlerOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  return AI_CRAWLER_PATTERNS.find(({ pattern }) => pattern.test(userAgent))?.token ?? null;
}

/**
 * Search-engine crawlers, link-preview fetchers and monitoring robots. Headless browsers are not bots
 * here: people test the site with them and expect to see the error screen.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|crawling|spider|slurp|mediapartners-google|adsbot-google|google-inspectiontool|googleother|feedfetcher|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|skypeuripreview|slackbot|discordbot|redditbot|applebot|yandex|baiduspider|duckduckbot|petalbot|semrush|ahrefs|mj12bot|dotbot|uptimerobot|pingdom/i;

/** True for a crawler or robot user agent (Googlebot, bingbot, the AI crawlers, …). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return BOT_PATTERN.test(userAgent) || aiCrawlerOf(userAgent) !== null;
}
