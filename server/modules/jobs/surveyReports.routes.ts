import express, { type RequestHandler, type Router } from 'express';
import type { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import { SNIFF_BYTES, sniffContentType } from '../../../common/certification';
import { MAX_SURVEY_REPORT_BYTES, SURVEY_REPORT_MESSAGES, SURVEY_REPORT_UPLOAD_PATH } from '../../../common/removalSurvey';
import { declareRoute } from '../../platform/auth/routeAccess';
import { logger } from '../../platform/logger';
import { parseUploadMetadata, peekBody, refuseTus, tusHandOver, tusUploadIdOf } from '../../platform/uploads/tusRequests';
import { FirestoreLocker } from '../../platform/uploads/uploadLocks';
import { readHead, type UploadStorage } from '../../platform/uploads/uploadStore';
import { getRemovalSurvey } from './removalSurveys.repository';
import { recordSurveyReport, SURVEY_LINK_NOT_VALID, surveyOfLink, surveyReportLinkValid } from './removalSurveys.service';

/** The header that carries the surveyor's link token on every tus request (as the certification uploads do). */
const UPLOAD_TOKEN_HEADER = 'Upload-Token';
const isPdf = (head: Uint8Array) => sniffContentType(head) === 'application/pdf';

/**
 * The post-removal survey report over tus (decision 0002), at SURVEY_REPORT_UPLOAD_PATH. Every request carries the
 * surveyor's link token (`Upload-Token`) for the job named in the upload's metadata (`requestId`): otherwise 403
 * before anything is stored. Creation needs a declared length of at most 20 MB; the first bytes must be a PDF's
 * (415, the partial upload deleted), checked again when it finishes. GET is not offered: the report is served
 * only through a signed link (surveyReportServeRoutes).
 */
export function surveyReportUploadRoutes(deps: { storage: UploadStorage }): Router {
  const { storage } = deps;
  let tus: TusServer | null = null;
  const tusServer = (): TusServer => (tus ??= createTusServer());
  const createTusServer = () =>
    new (require('@tus/server') as typeof import('@tus/server')).Server({
      path: SURVEY_REPORT_UPLOAD_PATH,
      datastore: storage.datastore,
      locker: new FirestoreLocker(),
      maxSize: MAX_SURVEY_REPORT_BYTES,
      relativeLocation: true,
      respectForwardedHeaders: true,
      allowedHeaders: [UPLOAD_TOKEN_HEADER],
      async onUploadCreate(_req, upload: Upload) {
        return { metadata: { kind: 'survey-report', requestId: upload.metadata?.requestId ?? '' } };
      },
      async onUploadFinish(_req, upload: Upload) {
        try {
          if (!isPdf(await readHead(storage, upload.id, SNIFF_BYTES))) throw { status_code: 415, body: SURVEY_REPORT_MESSAGES.wrongType };
          if (upload.size === undefined || upload.offset !== upload.size)
            throw { status_code: 400, body: 'The file changed size while it was uploading. Choose it again.' };
          const { replacedPath } = await recordSurveyReport(String(upload.metadata?.requestId), {
            storagePath: upload.id,
            size: upload.size,
          });
          if (replacedPath)
            await storage
              .remove(replacedPath)
              .catch((err: unknown) => logger.warn({ err, replacedPath }, 'could not delete a replaced report'));
          return { status_code: 204, headers: { 'Upload-Content-Type': 'application/pdf' } };
        } catch (error) {
          await storage.remove(upload.id).catch(() => undefined);
          if (error && typeof error === 'object' && 'status_code' in error) throw error;
          logger.error({ err: error, upload: upload.id }, 'could not record a survey report');
          throw { status_code: 500, body: 'We could not save the report. Please try again.' };
        }
      },
      onResponseError(_req, error) {
        const status = 'status_code' in error ? error.status_code : 500;
        if (status === 413) return { status_code: 413, body: SURVEY_REPORT_MESSAGES.tooLarge };
        return undefined;
      },
    });

  const checkLink: RequestHandler = async (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    if (req.method === 'GET') return refuseTus(res, 405, 'Uploaded files are not served here.');
    const token = req.get(UPLOAD_TOKEN_HEADER) ?? '';
    try {
      if (req.method === 'POST') {
        if (req.path !== '/' && req.path !== '') return refuseTus(res, 404, 'Not found');
        const jobRecordId = parseUploadMetadata(req.get('Upload-Metadata')).requestId ?? '';
        if (!(await surveyOfLink(jobRecordId, token))) return refuseTus(res, 403, SURVEY_LINK_NOT_VALID);
        const length = req.get('Upload-Length');
        if (!length || !/^\d+$/.test(length)) return refuseTus(res, 400, 'The file size must be given when the upload starts.');
        if (Number(length) > MAX_SURVEY_REPORT_BYTES) return refuseTus(res, 413, SURVEY_REPORT_MESSAGES.tooLarge);
        if (Number(length) < SNIFF_BYTES) return refuseTus(res, 400, 'This file is empty or too small to be a report.');
        if (req.get('Content-Type') === 'application/offset+octet-stream')
          return refuseTus(res, 400, 'Create the upload first, then send its bytes.');
        return next();
      }
      const id = tusUploadIdOf(req.path);
      if (!id) return refuseTus(res, 404, 'There is no such upload.');
      let upload: Upload;
      try {
        upload = await storage.datastore.getUpload(id);
      } catch {
        return refuseTus(res, 404, 'There is no such upload: it was cancelled or has expired. Choose the file again.');
      }
      if (upload.metadata?.kind !== 'survey-report' || !(await surveyOfLink(String(upload.metadata.requestId ?? ''), token)))
        return refuseTus(res, 403, SURVEY_LINK_NOT_VALID);
      if (req.method === 'PATCH' && upload.offset === 0 && req.get('Upload-Offset') === '0') {
        const head = await peekBody(req, SNIFF_BYTES);
        if (!isPdf(head)) {
          await storage.remove(id).catch(() => undefined);
          res.set('Connection', 'close');
          return refuseTus(res, 415, SURVEY_REPORT_MESSAGES.wrongType);
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
  const router = express.Router();
  router.use(...declareRoute('LINK_HOLDER', checkLink, tusHandOver(tusServer)));
  return router;
}

/**
 * GET /survey-reports/{jobRecordId}?token=…: the report, only through a signed link (the homeowner's request page,
 * an administrator, or a removal record opened with a share link). Anything else is the same plain 404.
 */
export function surveyReportServeRoutes(deps: { storage: UploadStorage }): Router {
  const router = express.Router();
  router.get(
    '/survey-reports/:jobRecordId',
    ...declareRoute('LINK_HOLDER', async (req, res, next) => {
      try {
        const token = typeof req.query.token === 'string' ? req.query.token : '';
        const jobRecordId = String(req.params.jobRecordId);
        const survey = token && (await surveyReportLinkValid(jobRecordId, token)) ? await getRemovalSurvey(jobRecordId) : null;
        if (!survey?.report) return res.status(404).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
        res.set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="survey-report-${survey.number}.pdf"`,
          'Cache-Control': 'private, max-age=600',
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
        });
        deps.storage.read(survey.report.storagePath).on('error', next).pipe(res);
      } catch (error) {
        next(error);
      }
    }),
  );
  return router;
}
