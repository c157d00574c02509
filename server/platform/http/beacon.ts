import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { declareRoute } from '../auth/routeAccess';

/**
 * Small JSON bodies the browser sends with `navigator.sendBeacon` (tracking, error reports). A beacon
 * sent with a string body arrives as `text/plain`, so both text/plain and application/json are read, then
 * parsed here. A cross-site page could post text/plain without a CORS preflight, so requests the browser
 * marks `Sec-Fetch-Site: cross-site` are refused.
 */
export const BEACON_BODY_LIMIT = '4kb';

const sameSiteOnly: RequestHandler = (req, res, next) => {
  if (req.get('sec-fetch-site') === 'cross-site') {
    res.status(403).json({ message: 'Cross-site requests are not accepted' });
    return;
  }
  next();
};

/** Middleware for a beacon endpoint: same-site check, then the raw text body (at most 4 KB). */
export const readBeacon: RequestHandler[] = [
  sameSiteOnly,
  express.text({ type: ['text/plain', 'application/json'], limit: BEACON_BODY_LIMIT }),
];

/** The parsed JSON of a beacon, or null after answering 415 (no text body) or 400 (not JSON). */
export function beaconJson(req: Request, res: Response): { value: unknown } | null {
  if (typeof req.body !== 'string') {
    res.status(415).json({ message: 'Send the body as JSON (application/json or text/plain)' });
    return null;
  }
  try {
    return { value: JSON.parse(req.body) };
  } catch {
    res.status(400).json({ message: 'The request body is not valid JSON', fieldErrors: [] });
    return null;
  }
}

export function badBeacon(res: Response, fieldErrors: FieldError[]) {
  res.status(400).json({ message: 'Some fields are not valid', fieldErrors });
}

/** Oversized or unreadable bodies on beacon routes: 413/400 in the routes' JSON shape, never a 500. */
const answerBeaconError: ErrorRequestHandler = (error: Error & { type?: string }, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error.type === 'entity.too.large')
    return void res.status(413).json({ message: `The body is too large: the limit is ${BEACON_BODY_LIMIT}` });
  if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported' || error.type === 'request.aborted') {
    return void res.status(400).json({ message: 'The request body could not be read' });
  }
  next(error);
};

/** Answers the beacons' body errors (too large, unreadable) in their JSON shape. */
export const beaconErrors = declareRoute('PUBLIC', answerBeaconError)[0];
