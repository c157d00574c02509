import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A real 1024×1024 PNG (one colour, a few kilobytes), as an image endpoint answers in b64_json. */
export const fakeImagePng = () =>
  sharp({ create: { width: 1024, height: 1024, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .png()
    .toBuffer();

export interface OpenAiRequest {
  path: string;
  body: any;
  /** The raw request text: what a test searches for data that must never be sent. */
  raw: string;
  authorization: string | undefined;
  /** The client closed the connection before the answer ended (a cancelled or timed-out call). */
  aborted: boolean;
}

/** How the next request is answered; when none is scripted, a sensible default for what was asked. */
export type FakeStep =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'hang' }
  | { kind: 'stream'; chunks: string[]; hangAfter?: boolean };

export interface FakeOpenAi {
  /** Pass as AI_BASE_URL. */
  url: string;
  requests: OpenAiRequest[];
  /** Answers the next requests with these steps, in order. */
  script(...steps: FakeStep[]): void;
  close(): Promise<void>;
}

export const FAKE_USAGE = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

export const DEFAULT_DRAFT_CHUNKS = [
  'Spray foam in a loft can worry a buyer’s lender. ',
  'This guide explains what a RICS surveyor looks for and how removal works in the UK.\n\n',
  '## What lenders look for\n\nMost lenders ask for evidence of the foam type and ventilation. ',
  'See our [removal guide](/spray-foam-removal) for the steps.\n\n',
  '## Frequently asked questions\n\n### Can I sell a house with spray foam?\n\nYes, though some buyers will need a survey first.\n',
];

/** The default JSON answer for a chat request, chosen by what its system prompt asks for. */
function defaultJson(system: string): unknown {
  if (system.includes('"ideas"'))
    return {
      ideas: [
        {
          title: 'Spray foam and equity release: what UK lenders ask',
          searchIntent: 'informational',
          keyword: 'spray foam equity release',
          summary: 'What equity release lenders check.',
        },
        {
          title: 'Spray foam in static caravans and park homes',
          searchIntent: 'informational',
          keyword: 'spray foam static caravan',
          summary: 'What park home owners should check.',
        },
      ],
    };
  if (system.includes('Plan a blog post'))
    return {
      title: 'Selling a house with spray foam insulation in the UK',
      excerpt: 'What buyers, surveyors and mortgage lenders look for when a house has spray foam, and how to prepare before you sell.',
      sections: [
        { heading: 'Why buyers ask about spray foam', points: ['lender concerns', 'survey findings'] },
        { heading: 'Getting a survey first', points: ['RICS surveys'] },
      ],
    };
  if (system.includes('search appearance'))
    return {
      titles: ['Selling a Home with Spray Foam: A UK Guide for Owners', 'Too short', 'x'.repeat(90)],
      descriptions: [
        'Thinking of selling a house with spray foam insulation? Learn what UK buyers, surveyors and lenders check, and how to prepare your home for a smooth sale.',
        'Too short a description.',
      ],
      keywordAdvice: 'Use the keyword in the first paragraph.',
      headingAdvice: ['Make the second heading a question.'],
      internalLinks: [
        { path: '/spray-foam-removal', anchorText: 'spray foam removal', reason: 'The main guide.' },
        { path: '/no-such-page', anchorText: 'made up', reason: 'Not a page of the site.' },
      ],
    };
  if (system.includes('"recommendations"'))
    return { recommendations: ['Add a meta description of 120 to 155 characters.', 'Add FAQPage structured data.'] };
  if (system.includes('"alt"')) return { alt: 'A loft with spray foam insulation between the rafters' };
  return {};
}

/**
 * A local stand-in for the OpenAI API endpoints the AI tools use — POST /v1/chat/completions (JSON, and
 * `stream: true` as server-sent events with a final usage chunk when stream_options.include_usage) and
 * POST /v1/images/generations (b64_json of a real PNG) — so the real `openai` SDK talks to it unchanged.
 * Scriptable to answer 429 (with retry-after), 500, to hang, or to return malformed content; it records every
 * request it got.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: OpenAiRequest[] = [];
  const imageBase64 = (await fakeImagePng()).toString('base64');
  const steps: FakeStep[] = [];
  const open = new Set<http.ServerResponse>();
  let sequence = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      const path = (req.url ?? '').split('?')[0];
      const entry: OpenAiRequest = { path, body, raw, authorization: req.headers.authorization, aborted: false };
      requests.push(entry);
      open.add(res);
      res.on('close', () => {
        open.delete(res);
        if (!res.writableFinished) entry.aborted = true;
      });
      const step = steps.shift();
      const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_fake_${++sequence}`, ...headers });
        res.end(JSON.stringify(payload));
      };
      if (step?.kind === 'hang') return;
      if (step?.kind === 'status') {
        return json(
          step.status,
          {
            error: {
              message: step.status === 429 ? 'Rate limit reached (fake)' : 'The server had an error (fake)',
              type: step.status === 429 ? 'rate_limit_exceeded' : 'server_error',
            },
          },
          step.retryAfterSeconds !== undefined ? { 'retry-after': String(step.retryAfterSeconds) } : {},
        );
      }
      if (path === '/v1/images/generations') {
        // Scripted content on the image endpoint is sent as the "image": bytes that are not one.
        const b64 = step?.kind === 'content' ? Buffer.from(step.content).toString('base64') : imageBase64;
        return json(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }] });
      }
      if (path !== '/v1/chat/completions') return json(404, { error: { message: `No fake for ${path}`, type: 'invalid_request_error' } });
      const model = body?.model ?? 'fake-model';
      if (body?.stream) {
        const pieces = step?.kind === 'stream' ? step.chunks : DEFAULT_DRAFT_CHUNKS;
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const event = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
        const base = { id: `chatcmpl-fake${++sequence}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
        event({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
        let i = 0;
        const next = () => {
          if (res.destroyed) return;
          if (i < pieces.length) {
            event({ ...base, choices: [{ index: 0, delta: { content: pieces[i++] }, finish_reason: null }] });
            return void setTimeout(next, 20);
          }
          if (step?.kind === 'stream' && step.hangAfter) return;
          event({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
          if (body?.stream_options?.include_usage) event({ ...base, choices: [], usage: FAKE_USAGE });
          res.end('data: [DONE]\n\n');
        };
        return next();
      }
      const content =
        step?.kind === 'content'
          ? step.content
          : JSON.stringify(defaultJson((body?.messages ?? []).map((m: { content?: unknown }) => String(m.content ?? '')).join('\n')));
      json(200, {
        id: `chatcmpl-fake${++sequence}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: FAKE_USAGE,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...more) => steps.push(...more),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}
