import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { badBeacon, beaconErrors, beaconJson, readBeacon } from '../../platform/beacon';
import { logger } from '../../platform/logger';
import { isPageRequest } from './aiVisits';
import { aiVisitOf, recordAiVisit, recordPhoneClick, recordVitals, type TrackingResult } from './tracking.service';
import { clientAddress } from '../../platform/clientAddress';

function answer(res: Response, result: TrackingResult) {
  if (result.ok) return void res.status(204).end();
  if (result.status === 400) return badBeacon(res, result.fieldErrors);
  res
    .set('Retry-After', String(result.retryAfterSeconds))
    .status(429)
    .json({ message: result.message, retryAfterSeconds: result.retryAfterSeconds });
}

function beaconRoute(record: (body: unknown, ip: string) => Promise<TrackingResult>): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = beaconJson(req, res);
    if (!body) return;
    answer(res, await record(body.value, clientAddress(req)));
  };
}

/**
 * `POST /api/phone-click` ({number, pagePath}) and `POST /api/vitals` ({path, metrics[]}), sent by the
 * browser with `navigator.sendBeacon`: 204 when stored, 400 with field errors, 429 over the rate limit.
 */
export function trackingRoutes(): Router {
  const router = express.Router();
  router.post('/phone-click', ...readBeacon, beaconRoute(recordPhoneClick));
  router.post('/vitals', ...readBeacon, beaconRoute(recordVitals));
  router.use(beaconErrors);
  return router;
}

/**
 * Records page views by AI crawlers and visitors from AI assistants (`aiVisits`) once the page is answered
 * (its status says whether it is a page of the site), never holding the page for the write; a failed write
 * is only logged. Mounted before the page cache's fast path, so cached answers are counted too.
 */
export function aiVisitRecorder(): RequestHandler {
  return (req, res, next) => {
    if (isPageRequest(req.method, req.path)) {
      const utm = req.query.utm_source;
      const visit = aiVisitOf({
        userAgent: req.get('user-agent'),
        referer: req.get('referer'),
        utmSource: typeof utm === 'string' ? utm : null,
      });
      if (visit) {
        const path = req.path;
        res.once('finish', () => {
          recordAiVisit(visit, path, res.statusCode).catch((err) => logger.warn({ err, path }, 'could not record an AI visit'));
        });
      }
    }
    next();
  };
}
