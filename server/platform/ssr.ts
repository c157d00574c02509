import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express, Request, Response, NextFunction } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from './graphql/context';
import { createLoaders } from './graphql/loaders';
import type { AppConfig } from './config';
import { logger } from './logger';
import { isBotUserAgent } from '../../common/bots';

/** What client/src/entry-server.tsx exports. */
export interface RenderResult {
  html: string;
  head: string;
  status: number;
  redirect?: string;
  apolloState: unknown;
}
export interface RenderOptions {
  url: string;
  executeGraphQL(request: { query: string; variables?: Record<string, unknown>; operationName?: string }): Promise<unknown>;
  publicConfig: PublicConfig;
}
type RenderFn = (options: RenderOptions) => Promise<RenderResult>;

export interface PublicConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  authEmulatorUrl: string | null;
  gtmId: string | null;
  siteUrl: string;
}

const ROOT = process.cwd();
const DIST_CLIENT = path.join(ROOT, 'dist/client');

export function escapeJsonForScript(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Fills the page template: the nonce on every script, the rendered head and body, and the inline state. */
export function fillTemplate(template: string, parts: { nonce: string; head: string; html: string; apolloState: unknown; publicConfig: PublicConfig }) {
  const { nonce } = parts;
  const state = `<script nonce="${nonce}">window.__APOLLO_STATE__=${escapeJsonForScript(parts.apolloState)};window.__APP_CONFIG__=${escapeJsonForScript(parts.publicConfig)}</script>`;
  return template
    .replace(/<script(?= )/g, `<script nonce="${nonce}"`)
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => state);
}

/**
 * SPEC section 8 on the server: when rendering fails for a crawler, the page still answers, as the shell
 * the browser renders on its own (an empty root, no server data; entry-client renders instead of
 * hydrating). Crawlers that run JavaScript still see the page, and none records a 500 for the URL.
 */
export function crawlerShell(template: string, nonce: string, publicConfig: PublicConfig) {
  return fillTemplate(template, { nonce, head: '<title>Spray Foam Removal UK</title>', html: '', apolloState: {}, publicConfig });
}

export async function mountSsr(
  app: Express,
  options: { config: AppConfig; apollo: ApolloServer<GraphQLContext>; publicConfig: (req: Request) => PublicConfig; dev: boolean },
) {
  let loadRender: () => Promise<RenderFn>;
  let loadTemplate: (url: string) => Promise<string>;

  if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: path.join(ROOT, 'client'), server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
    loadRender = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')).render as RenderFn;
    loadTemplate = async (url) => vite.transformIndexHtml(url, await fs.promises.readFile(path.join(ROOT, 'client/index.html'), 'utf8'));
  } else {
    const template = await fs.promises.readFile(path.join(DIST_CLIENT, 'index.html'), 'utf8');
    const module = await import(pathToFileURL(path.join(ROOT, 'dist/ssr/entry-server.mjs')).href);
    loadRender = async () => module.render as RenderFn;
    loadTemplate = async () => template;
  }

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let template: string | null = null;
    const publicConfig = options.publicConfig(req);
    const nonce = res.locals.cspNonce as string;
    try {
      const [render, loadedTemplate] = await Promise.all([loadRender(), loadTemplate(req.originalUrl)]);
      template = loadedTemplate;
      const result = await render({
        url: req.originalUrl,
        publicConfig,
        executeGraphQL: async ({ query, variables, operationName }) => {
          const response = await options.apollo.executeOperation(
            { query, variables, operationName },
            {
              contextValue: {
                viewer: null,
                authError: null,
                loaders: createLoaders(),
                request: { ip: req.ip ?? 'unknown', userAgent: String(req.headers['user-agent'] ?? '') },
              },
            },
          );
          return response.body.kind === 'single' ? response.body.singleResult : { errors: [{ message: 'Streaming is not supported' }] };
        },
      });
      if (result.redirect) return res.redirect(301, result.redirect);
      const page = fillTemplate(template, { nonce, head: result.head, html: result.html, apolloState: result.apolloState, publicConfig });
      res.status(result.status).type('html').send(page);
    } catch (error) {
      const userAgent = req.get('user-agent');
      if (template !== null && !res.headersSent && isBotUserAgent(userAgent)) {
        logger.error({ err: error, url: req.originalUrl, userAgent }, 'server rendering failed for a crawler: answered with the browser-rendered shell');
        res.status(200).type('html').send(crawlerShell(template, nonce, publicConfig));
        return;
      }
      logger.error({ err: error, url: req.originalUrl }, 'server rendering failed');
      next(error);
    }
  });
}
