import type { RequestHandler } from 'express';
import { logger } from '../../platform/logger';
import { isPageRequest } from './aiVisits';

/**
 * Records page views by AI crawlers and visitors from AI assistants (`aiVisits`) once the page is answered
 * (its status says whether it is a page of the site), never holding the page for the write; a failed write
 * is only logged.
 */
export function aiVisitRecorder(): RequestHandler {
  return (req, res, next) => {
    if (isPageRequest(req.method, req.path)) {
      const utm = req.query.utm_source;
      const request = {
        path: req.path,
        userAgent: req.get('user-agent'),
        referer: req.get('referer'),
        utmSource: typeof utm === 'string' ? utm : null,
      };
      res.once('finish', () => {
        // Required here, not imported: the first page is answered before the tracking service loads
        // (docs/decisions/0040-two-phase-start.md).
        (require('./tracking.service') as typeof import('./tracking.service'))
          .recordAiVisit({ ...request, status: res.statusCode })
          .catch((err) => logger.warn({ err, path: request.path }, 'could not record an AI visit'));
      });
    }
    next();
  };
}
