import express, { type Response, type Router } from 'express';
import { GraphQLError } from 'graphql';
import { signedInRoute } from '../../platform/auth/routeAccess';
import { logger } from '../../platform/logger';
import { startDraftStream, type PostBrief, type PostOutline } from './ai.service';

export const POST_DRAFT_STREAM_PATH = '/api/admin/ai/post-draft';

const sse = (res: Response, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * - POST /api/admin/ai/post-draft (admin Bearer ID token): streams the Markdown draft as server-sent events
 *   (`delta` {text}, then `done` {postId, editPath} once the draft is saved, or `error` {message}). Closing the
 *   connection cancels the provider call; nothing is saved unless the draft is complete.
 */
export function aiRoutes(): Router {
  const router = express.Router();
  const refusals = {
    signIn: 'Sign in as an administrator to use the AI tools.',
    forbidden: 'Only administrators can use the AI tools.',
  };

  router.post(
    POST_DRAFT_STREAM_PATH,
    express.json({ limit: '64kb' }),
    signedInRoute({ admin: true, refusals }, async (req, res, { actor: by }) => {
      res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
      const body = (req.body ?? {}) as { brief?: PostBrief; outline?: PostOutline; category?: string; authorSlug?: string };
      const brief: PostBrief = {
        topic: String(body.brief?.topic ?? ''),
        audience: String(body.brief?.audience ?? ''),
        keyword: String(body.brief?.keyword ?? ''),
      };
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      let run;
      try {
        run = await startDraftStream(brief, body.outline as PostOutline, by, controller.signal);
      } catch (error) {
        if (error instanceof GraphQLError) {
          const code = error.extensions.code;
          const status = code === 'BAD_USER_INPUT' ? 400 : code === 'RATE_LIMITED' ? 429 : 503;
          return res.status(status).json({
            message: error.message,
            code,
            reason: error.extensions.reason ?? null,
            fieldErrors: error.extensions.fieldErrors ?? [],
          });
        }
        logger.error({ err: error }, 'AI draft stream failed to start');
        return res.status(500).json({ message: 'Something went wrong on our end, try again later' });
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
      res.flushHeaders();
      let markdown = '';
      const usage = { tokensIn: 0, tokensOut: 0, images: 0 };
      try {
        for await (const chunk of run.stream) {
          if (chunk.usage) {
            usage.tokensIn = chunk.usage.prompt_tokens ?? 0;
            usage.tokensOut = chunk.usage.completion_tokens ?? 0;
          }
          const text = chunk.choices?.[0]?.delta?.content;
          if (text) {
            markdown += text;
            sse(res, 'delta', { text });
          }
        }
        if (controller.signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      } catch (error) {
        const message = await run.fail(error, usage);
        if (!res.writableEnded && !controller.signal.aborted) sse(res, 'error', { message });
        return res.end();
      }
      try {
        const post = await run.finish(markdown, usage, { category: body.category ?? null, authorSlug: body.authorSlug ?? null });
        sse(res, 'done', { postId: post.id, editPath: `/admin/blog/edit/${post.id}` });
      } catch (error) {
        if (!(error instanceof GraphQLError)) logger.error({ err: error }, 'saving an AI draft failed');
        sse(res, 'error', { message: error instanceof GraphQLError ? error.message : 'The draft could not be saved: try again.' });
      }
      res.end();
    }),
  );

  return router;
}
