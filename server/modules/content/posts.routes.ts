import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { setClockOffset } from '../../platform/clock';
import { services } from '../../platform/services';
import { publishDuePosts, redirectForOldPostSlug } from './adminPosts.service';
import { requireSecretHeader } from '../../platform/http/internalEndpoint';
import { declareRoute } from '../../platform/auth/routeAccess';

export const PUBLISH_DUE_SECRET_HEADER = 'x-publish-due-secret';

/**
 * - GET /blog/{old slug}: 301 to the post's current address when a published post's slug changed.
 * - POST /internal/publish-due: publishes scheduled posts whose time has come; for a production scheduler,
 *   with the PUBLISH_DUE_SECRET in the X-Publish-Due-Secret header (docs/decisions/0018-scheduled-publishing.md).
 * - POST /internal/test-clock {offsetMs}: moves the scheduling clock; NODE_ENV=test only.
 */
export function postsRoutes(): Router {
  const router = express.Router();

  router.get('/blog/:slug', ...declareRoute('PUBLIC', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const slug = String(req.params.slug);
      if (!/^[a-z0-9-]+$/.test(slug)) return next();
      const target = await redirectForOldPostSlug(slug);
      if (!target) return next();
      res.redirect(301, target);
    } catch (error) {
      next(error);
    }
  }));

  const publishDueGuard = requireSecretHeader(PUBLISH_DUE_SECRET_HEADER, () => services().config.publishDueSecret);
  router.post('/internal/publish-due', publishDueGuard, async (_req, res, next) => {
    try {
      res.json({ published: await publishDuePosts() });
    } catch (error) {
      next(error);
    }
  });

  // Open in tests only (404 elsewhere); it reads no credentials.
  router.post('/internal/test-clock', express.json(), ...declareRoute('PUBLIC', (req: Request, res: Response) => {
    const { config } = services();
    if (config.env !== 'test') return res.status(404).type('text/plain').send('Not found');
    const offsetMs = Number(req.body?.offsetMs);
    if (!Number.isFinite(offsetMs)) return res.status(400).type('text/plain').send('offsetMs must be a number');
    setClockOffset(offsetMs, config.isProduction);
    res.json({ offsetMs });
  }));

  return router;
}

