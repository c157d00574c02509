import express, { type Request, type Response, type Router } from 'express';
import { clientErrorSchema } from '../../../common/validation/tracking';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { isBotUserAgent } from '../../../common/bots';
import { badBeacon, beaconErrors, beaconJson, readBeacon } from './beacon';
import { logger } from '../logger';
import { declareRoute } from '../auth/routeAccess';

/**
 * `POST /api/client-errors`: the browser reports rendering errors it swallowed (docs/requirements/routes-and-screens.md#rendering-errors: for a bot
 * the error is reported and swallowed). Reports are only logged: nothing is stored. A per-instance cap
 * keeps a flood of reports from drowning the log; it needs no shared state, because it only protects
 * this instance's own log volume.
 */
export const CLIENT_ERROR_LOG_CAP = { max: 60, windowMs: 60_000 };

export function clientErrorRoutes(cap = CLIENT_ERROR_LOG_CAP): Router {
  let windowStart = 0;
  let logged = 0;
  const router = express.Router();
  router.post(
    '/client-errors',
    ...readBeacon,
    ...declareRoute('PUBLIC', (req: Request, res: Response) => {
      const body = beaconJson(req, res);
      if (!body) return;
      const parsed = clientErrorSchema.safeParse(body.value);
      if (!parsed.success) return badBeacon(res, fieldErrorsFrom(parsed.error));
      const now = Date.now();
      if (now - windowStart >= cap.windowMs) {
        windowStart = now;
        logged = 0;
      }
      if (logged < cap.max) {
        logged += 1;
        const userAgent = String(req.get('user-agent') ?? '').slice(0, 300);
        logger.warn({ clientError: parsed.data, userAgent, bot: isBotUserAgent(userAgent) }, 'client rendering error');
      }
      res.status(204).end();
    }),
  );
  router.use(beaconErrors);
  return router;
}
