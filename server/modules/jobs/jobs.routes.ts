import express, { type Request, type Response, type Router } from 'express';
import { sendPublicPdf } from '../../platform/http/publicPdf';
import { declareRoute } from '../../platform/auth/routeAccess';
import { findRemovalRecord } from './removalRecords.service';
import { removalRecordPdf } from './removalRecordPdf';
import { recordSurveyOf } from './removalSurveys.service';

const text = (res: Response, status: number, message: string) => res.status(status).type('text/plain; charset=utf-8').send(message);

/**
 * - GET /removal-records/{number}.pdf: the removal record, rendered on demand; public by number, the same plain 404
 *   for an unknown and a malformed number.
 */
export function jobsRoutes(deps: { siteUrl: (req: Request) => string }): Router {
  const router = express.Router();
  router.get(
    '/removal-records/:file',
    ...declareRoute('PUBLIC', async (req, res, next) => {
      try {
        const number = /^(.+)\.pdf$/.exec(String(req.params.file))?.[1] ?? '';
        const record = await findRemovalRecord(number);
        if (!record) return text(res, 404, 'There is no removal record with this number.');
        const { survey } = await recordSurveyOf(record.jobRecordId, false);
        const pdf = await removalRecordPdf(record, survey, deps.siteUrl(req));
        sendPublicPdf(res, `${record.number}.pdf`, pdf);
      } catch (error) {
        next(error);
      }
    }),
  );
  return router;
}
