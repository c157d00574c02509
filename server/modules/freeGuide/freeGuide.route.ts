import type { Request, RequestHandler, Response } from 'express';
import { html } from '../../platform/mail/html';
import { standalonePage } from '../../platform/http/standalonePage';
import { declareRoute } from '../../platform/auth/routeAccess';
import { FREE_GUIDE, openGuideDownload, type GuideDownload } from './freeGuide.service';

const MESSAGES: Record<Exclude<GuideDownload, { ok: true }>['reason'], { title: string; body: string }> = {
  invalid: {
    title: 'This download link is not valid',
    body: 'The link may have been copied only in part or changed. Ask for the guide again and we will give you a new link straight away.',
  },
  expired: {
    title: 'This download link has expired',
    body: 'Download links for the free guide last 24 hours. Ask for the guide again and we will give you a new link straight away.',
  },
  withdrawn: {
    title: 'This download link is no longer valid',
    body: 'Ask for the guide again and we will give you a new link straight away.',
  },
};

function messagePage(title: string, body: string): string {
  return standalonePage({
    title,
    body: html`<h1>${title}</h1>
<p>${body}</p>
<p><a href="/free-guide">Get the free guide</a> · <a href="/">Home page</a></p>`,
  });
}

/**
 * GET /downloads/free-guide.pdf?token=… — the free guide behind an expiring signed link. A forged or
 * damaged token answers 403, an expired one 410, each with a page that says what to do. Nothing here is
 * cached by browsers or proxies: the answer depends on the token and each fetch is counted.
 */
export function freeGuideDownload(options: { siteUrl: string | null }): RequestHandler {
  const download: RequestHandler = async (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const result = await openGuideDownload(token, { count: req.method === 'GET', siteUrl: options.siteUrl });
    res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
    if (!result.ok) {
      const message = MESSAGES[result.reason];
      res.status(result.status).type('html').send(messagePage(message.title, message.body));
      return;
    }
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${FREE_GUIDE.fileName}"` });
    res.send(result.pdf);
  };
  return declareRoute('LINK_HOLDER', download)[0];
}
