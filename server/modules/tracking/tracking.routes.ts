import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { badBeacon, beaconErrors, beaconJson, readBeacon } from '../../platform/http/beacon';
import { recordPhoneClick, recordVitals, type TrackingResult } from './tracking.service';
import { clientAddress } from '../../platform/http/clientAddress';
import { declareRoute } from '../../platform/auth/routeAccess';

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
  router.post('/phone-click', ...readBeacon, ...declareRoute('PUBLIC', beaconRoute(recordPhoneClick)));
  router.post('/vitals', ...readBeacon, ...declareRoute('PUBLIC', beaconRoute(recordVitals)));
  router.use(beaconErrors);
  return router;
}
