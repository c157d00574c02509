import { classifyAiVisit, isPageRequest } from '../../server/modules/tracking/aiVisits';
import { aiCrawlerOf, isBotUserAgent } from '../../common/bots';
import { crawlerShell } from '../../server/platform/pages/ssr';
import { loadConfig } from '../../server/platform/config';

// Real user agents, as the operators document them.
const UA = {
  gptBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  chatGptUser: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  oaiSearch: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
  claudeBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  claudeWeb: 'Mozilla/5.0 (compatible; Claude-Web/1.0; +https://www.anthropic.com)',
  anthropicAi: 'anthropic-ai/1.0',
  perplexityBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  perplexityUser:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
  googleExtended: 'Mozilla/5.0 (compatible; Google-Extended)',
  applebotExtended: 'Mozilla/5.0 (compatible; Applebot-Extended/0.1; +http://www.apple.com/go/applebot)',
  ccBot: 'CCBot/2.0 (https://commoncrawl.org/faq/)',
  bytespider:
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  amazonbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot) Chrome/119.0.6045.214 Safari/537.36',
  meta: 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
  cohere: 'cohere-ai',
  youBot: 'Mozilla/5.0 (compatible; YouBot (+http://www.you.com))',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('AI visit classification (docs/requirements/analytics-and-uploads.md#ai-visits aiVisits)', () => {
  it.each([
    [UA.gptBot, 'GPTBot'],
    [UA.chatGptUser, 'ChatGPT-User'],
    [UA.oaiSearch, 'OAI-SearchBot'],
    [UA.claudeBot, 'ClaudeBot'],
    [UA.claudeWeb, 'Claude-Web'],
    [UA.anthropicAi, 'anthropic-ai'],
    [UA.perplexityBot, 'PerplexityBot'],
    [UA.perplexityUser, 'Perplexity-User'],
    [UA.googleExtended, 'Google-Extended'],
    [UA.applebotExtended, 'Applebot-Extended'],
    [UA.ccBot, 'CCBot'],
    [UA.bytespider, 'Bytespider'],
    [UA.amazonbot, 'Amazonbot'],
    [UA.meta, 'meta-externalagent'],
    [UA.cohere, 'cohere-ai'],
    [UA.youBot, 'YouBot'],
  ])('%s is the crawler %s', (userAgent, agent) => {
    expect(classifyAiVisit(userAgent, null)).toEqual({ agent, kind: 'crawler' });
  });

  it.each([
    ['https://chatgpt.com/', 'chatgpt.com'],
    ['https://chat.openai.com/c/abc', 'chatgpt.com'],
    ['https://www.perplexity.ai/search?q=spray+foam', 'perplexity.ai'],
    ['https://perplexity.ai/', 'perplexity.ai'],
    ['https://claude.ai/', 'claude.ai'],
    ['https://gemini.google.com/app', 'gemini.google.com'],
    ['https://copilot.microsoft.com/', 'copilot.microsoft.com'],
    ['https://you.com/search?q=x', 'you.com'],
  ])('a visitor from %s is a referral from %s', (referer, agent) => {
    expect(classifyAiVisit(UA.chrome, referer)).toEqual({ agent, kind: 'referral' });
  });

  it('counts utm_source=chatgpt.com as a ChatGPT referral when the Referer is missing', () => {
    expect(classifyAiVisit(UA.iphone, null, 'chatgpt.com')).toEqual({ agent: 'chatgpt.com', kind: 'referral' });
    expect(classifyAiVisit(UA.iphone, '', 'newsletter')).toBeNull();
  });

  it('a crawler wins over its referer', () => {
    expect(classifyAiVisit(UA.gptBot, 'https://chatgpt.com/')).toEqual({ agent: 'GPTBot', kind: 'crawler' });
  });

  it.each([
    [UA.chrome, 'https://www.google.com/'],
    [UA.chrome, null],
    [UA.googlebot, null],
    [UA.bingbot, 'https://www.bing.com/'],
    [UA.chrome, 'https://notchatgpt.com/'],
    [UA.chrome, 'https://chatgpt.com.evil.example/'],
    [UA.chrome, 'not a url'],
    ['', ''],
    [null, undefined],
  ])('%s from %s is not an AI visit', (userAgent, referer) => {
    expect(classifyAiVisit(userAgent, referer)).toBeNull();
  });

  it('does not mistake words that merely contain a token', () => {
    expect(aiCrawlerOf('Mozilla/5.0 (compatible; NotGPTBotReally/1.0)')).toBeNull();
    expect(aiCrawlerOf('Mozilla/5.0 (compatible; MyCCBot-Fork/1.0)')).toBeNull();
  });
});

describe('page requests that are recorded', () => {
  it.each(['/', '/dangers', '/blog/some-post', '/locations/york', '/applications', '/apply'])('GET %s is a page', (path) => {
    expect(isPageRequest('GET', path)).toBe(true);
  });

  it.each([
    '/api/vitals',
    '/graphql',
    '/assets/main-abc.js',
    '/favicon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/downloads/free-guide.pdf',
    '/healthz',
    '/@vite/client',
  ])('GET %s is not', (path) => {
    expect(isPageRequest('GET', path)).toBe(false);
  });

  it('only GET counts', () => {
    expect(isPageRequest('POST', '/dangers')).toBe(false);
    expect(isPageRequest('HEAD', '/dangers')).toBe(false);
  });
});

describe('bot user agents (docs/requirements/routes-and-screens.md#rendering-errors)', () => {
  it('knows search engines and the AI crawlers', () => {
    for (const ua of [
      UA.googlebot,
      UA.bingbot,
      UA.gptBot,
      UA.claudeBot,
      UA.perplexityBot,
      UA.ccBot,
      UA.bytespider,
      UA.cohere,
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0',
    ]) {
      expect(isBotUserAgent(ua)).toBe(true);
    }
  });

  it('treats people’s browsers, and headless browsers used for testing, as people', () => {
    for (const ua of [UA.chrome, UA.iphone, UA.headlessChrome, '', null, undefined]) expect(isBotUserAgent(ua)).toBe(false);
  });
});

describe('the shell a crawler gets when server rendering fails', () => {
  it('has an empty root, the nonce on every script and the browser configuration', () => {
    const template =
      '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/main.js"></script></body></html>';
    const page = crawlerShell(template, 'abc123', {
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      authEmulator: false,
      gtmId: null,
      siteUrl: 'https://example.co.uk',
      operator: {
        legalName: 'Foam Clear Ltd',
        companyNumber: null,
        registeredAddress: null,
        icoRegistration: null,
        email: null,
        phone: '0808 157 0192',
        configured: false,
      },
    });
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<title>Spray Foam Removal UK</title>');
    expect(page).toContain('<script nonce="abc123" type="module" src="/assets/main.js">');
    expect(page).toContain('window.__APP_CONFIG__={"firebase"');
    expect(page).not.toContain('<!--app-');
  });
});

describe('the tag manager id (PUBLIC_GTM_ID)', () => {
  it('is optional, and must look like a container id when set', () => {
    expect(loadConfig({}).gtmId).toBeUndefined();
    expect(loadConfig({ PUBLIC_GTM_ID: '' }).gtmId).toBeUndefined();
    expect(loadConfig({ PUBLIC_GTM_ID: 'GTM-AB12CD3' }).gtmId).toBe('GTM-AB12CD3');
    expect(() => loadConfig({ PUBLIC_GTM_ID: 'GTM-AB12CD3"><script>' })).toThrow(/PUBLIC_GTM_ID must be a Tag Manager container id/);
    expect(() => loadConfig({ PUBLIC_GTM_ID: 'UA-12345-1' })).toThrow(/PUBLIC_GTM_ID/);
  });
});
