import type { RequestHandler } from 'express';
import { logger } from '../../platform/logger';
import { classifyAiVisit, isPageRequest } from './aiVisits';

/**
 * Records page views by AI crawlers and visitors from AI assistants (`aiVisits`) once the page is answered
 * (its status says whether it is a page of the site), never holding the page for the write; a failed write
 * is only logged. Mounted before the page cache's fast path, so cached answers are counted too; the
 * request is classified up front, as the fast path may answer before anything else reads it.
 */
export function aiVisitRecorder(): RequestHandler {
  return (req, res, next) => {
    if (isPageRequest(req.method, req.path)) {
      const utm = req.query.utm_source;
      const visit = classifyAiVisit(req.get('user-agent'), req.get('referer'), typeof utm === 'string' ? utm : null);
      if (visit) {
        const path = req.path;
        res.once('finish', () => {
          // Required here, not imported: the first page is answered before the tracking service loads
          // (docs/decisions/0040-two-phase-start.md).
          (require('./tracking.service') as typeof import('./tracking.service'))
            .recordAiVisit(visit, path, res.statusCode)
            .catch((err) => logger.warn({ err, path }, 'could not record an AI visit'));
        });
      }
    }
    next();
  };
}
