import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler, type Router } from 'express';
import { GraphQLError } from 'graphql';
import type { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import { JOB_PHOTO_MESSAGES, MAX_JOB_PHOTO_BYTES, sniffPhotoType } from '../../../common/quotes';
import { declareRoute, requireCaller } from '../../platform/auth/routeAccess';
import { ErrorCode } from '../../platform/graphql/errors';
import { logger } from '../../platform/logger';
import { parseUploadMetadata, peekBody, refuseTus, tusHandOver, tusUploadIdOf } from '../../platform/uploads/tusRequests';
import { FirestoreLocker } from '../../platform/uploads/uploadLocks';
import { readUpload, type UploadStorage } from '../../platform/uploads/uploadStore';
import { jobPhotoLinkValid } from './jobPhotoLink';
import {
  JOB_PHOTO_SNIFF_BYTES,
  jobPhotoBytes,
  JobPhotoRefused,
  jobPhotoUploadRefusal,
  storeJobPhoto,
  type LeadHeldBy,
} from './jobPhotos.service';

/** Where job photographs are uploaded over tus (decision 0002). */
export const JOB_PHOTO_UPLOAD_PATH = '/job-photo-uploads';
/** The header of the last PATCH's answer that names the stored photograph. */
const JOB_PHOTO_ID_HEADER = 'Job-Photo-Id';
const UPLOAD_KIND = 'job-photo';
const NO_SUCH_UPLOAD = 'There is no such upload: it was cancelled, has finished or has expired. Choose the photograph again.';

const refuse = refuseTus;

/**
 * Job photographs over tus (docs/requirements/quotes-and-removal-records.md#photographs), mounted at
 * JOB_PHOTO_UPLOAD_PATH by a module that can tell whether a company holds a lead (`leadHeldBy`): media sits
 * below the leads. Every request is a signed-in company user's whose role may work leads (owner, buyer), checked
 * before tus sees it:
 * - creation: the lead (metadata `leadId`) bought by the caller's company, fewer than 40 photographs on the job, a
 *   declared length (no deferred length) of at most 20 MB; the upload's metadata is the server's (company,
 *   uploader, and the lead it checked), none of it the browser's word;
 * - every later request: an upload of this kind made for the caller's company, else 404;
 * - the first bytes of the first PATCH must be a JPEG, PNG or WebP signature (415; the partial upload is deleted);
 * - at the end the whole file is checked again, re-encoded without metadata (storeJobPhoto) and the upload
 *   deleted: only the re-encoded image is kept. GET is not offered.
 */
export function jobPhotoUploadRoutes(deps: { storage: UploadStorage; leadHeldBy: LeadHeldBy }): Router {
  const { storage } = deps;
  /** The job each checked creation request is for, as the check found it (tus's hook sees the same Node request). */
  const checkedCreations = new WeakMap<IncomingMessage, { companyId: string; leadId: string; uploadedBy: string }>();
  let tus: TusServer | null = null;
  const tusServer = (): TusServer => (tus ??= createTusServer());
  const createTusServer = () =>
    new (require('@tus/server') as typeof import('@tus/server')).Server({
      path: JOB_PHOTO_UPLOAD_PATH,
      datastore: storage.datastore,
      locker: new FirestoreLocker(),
      maxSize: MAX_JOB_PHOTO_BYTES,
      relativeLocation: true,
      respectForwardedHeaders: true,
      async onUploadCreate(req, _upload: Upload) {
        // What the upload belongs to is what the check below found for this request, not the browser's metadata.
        const job = checkedCreations.get((req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req as IncomingMessage);
        if (!job) throw { status_code: 403, body: 'Sign in as a company user to upload photographs.' };
        return { metadata: { kind: UPLOAD_KIND, ...job } };
      },
      async onUploadFinish(_req, upload: Upload) {
        const metadata = upload.metadata ?? {};
        try {
          if (upload.size === undefined || upload.offset !== upload.size)
            throw new JobPhotoRefused(400, 'The file changed size while it was uploading. Choose it again.');
          const photo = await storeJobPhoto({
            companyId: String(metadata.companyId),
            leadId: String(metadata.leadId),
            uploadedBy: String(metadata.uploadedBy),
            bytes: await readUpload(storage, upload.id, MAX_JOB_PHOTO_BYTES),
          });
          return { status_code: 204, headers: { [JOB_PHOTO_ID_HEADER]: photo.id, 'Upload-Content-Type': photo.contentType } };
        } catch (error) {
          if (error instanceof JobPhotoRefused) throw { status_code: error.status, body: error.message };
          logger.error({ err: error, upload: upload.id }, 'could not store a job photograph');
          throw { status_code: 500, body: 'We could not save your photograph. Please try again.' };
        } finally {
          // Only the re-encoded image is kept: the uploaded bytes, with their metadata, go whatever happened.
          await storage.remove(upload.id).catch((err: unknown) => logger.warn({ err, upload: upload.id }, 'could not delete an upload'));
        }
      },
      onResponseError(_req, error) {
        // tus's own "Maximum size exceeded" and "upload's size exceeded", in the words of the limit.
        const status = 'status_code' in error ? error.status_code : 500;
        const body = 'body' in error ? String(error.body) : '';
        if (status === 413 && body.endsWith('exceeded\n')) return { status_code: 413, body: JOB_PHOTO_MESSAGES.tooLarge };
        return undefined;
      },
    });

  const check: RequestHandler = async (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    if (req.method === 'GET') return refuse(res, 405, 'Uploaded files are not served here.');
    try {
      let caller;
      try {
        caller = await requireCaller(req, { company: 'work_leads' });
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        if (error.extensions.code === ErrorCode.UNAUTHENTICATED)
          return refuse(res, 401, 'Sign in as a company user to upload photographs.');
        return refuse(res, 403, error.message);
      }
      if (caller.kind !== 'company') return refuse(res, 403, 'Only a company user can upload photographs of its jobs.');
      if (req.method === 'POST') {
        if (req.path !== '/' && req.path !== '') return refuse(res, 404, 'Not found');
        const leadId = parseUploadMetadata(req.get('Upload-Metadata')).leadId ?? '';
        const length = req.get('Upload-Length');
        if (!length || !/^\d+$/.test(length)) return refuse(res, 400, 'The file size must be given when the upload starts.');
        const refusal = await jobPhotoUploadRefusal({ companyId: caller.companyId, leadId }, Number(length), deps.leadHeldBy);
        if (refusal) return refuse(res, refusal.status, refusal.message);
        if (req.get('Content-Type') === 'application/offset+octet-stream')
          return refuse(res, 400, 'Create the upload first, then send its bytes.');
        checkedCreations.set(req, { companyId: caller.companyId, leadId, uploadedBy: caller.uid });
        return next();
      }
      const id = tusUploadIdOf(req.path);
      if (!id) return refuse(res, 404, NO_SUCH_UPLOAD);
      let upload: Upload;
      try {
        upload = await storage.datastore.getUpload(id);
      } catch {
        return refuse(res, 404, NO_SUCH_UPLOAD);
      }
      if (upload.metadata?.kind !== UPLOAD_KIND || upload.metadata?.companyId !== caller.companyId) return refuse(res, 404, NO_SUCH_UPLOAD);
      if (req.method === 'PATCH' && upload.offset === 0 && req.get('Upload-Offset') === '0') {
        const head = await peekBody(req, JOB_PHOTO_SNIFF_BYTES);
        if (!sniffPhotoType(head)) {
          await storage.remove(id).catch(() => undefined);
          // The rest of the body is not read: the connection cannot be reused.
          res.set('Connection', 'close');
          return refuse(res, 415, JOB_PHOTO_MESSAGES.wrongType);
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
  const handOver = tusHandOver(tusServer);
  const router = express.Router();
  router.use(...declareRoute('COMPANY', check, handOver));
  return router;
}

/**
 * GET /job-photos/{id}?token=…: a stored photograph, only through a signed link (jobPhotoUrl). A forged, edited
 * or expired link and an unknown photograph get the same plain 404.
 */
export function jobPhotoServeRoutes(): Router {
  const router = express.Router();
  router.get(
    '/job-photos/:id',
    ...declareRoute('LINK_HOLDER', async (req, res, next) => {
      try {
        const token = typeof req.query.token === 'string' ? req.query.token : '';
        const found = token && (await jobPhotoLinkValid(req.params.id, token)) ? await jobPhotoBytes(req.params.id) : null;
        if (!found) return res.status(404).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
        res.set({
          'Content-Type': found.photo.contentType,
          'Cache-Control': 'private, max-age=600',
          'X-Content-Type-Options': 'nosniff',
          'Cross-Origin-Resource-Policy': 'same-origin',
          'Referrer-Policy': 'no-referrer',
        });
        res.send(found.bytes);
      } catch (error) {
        next(error);
      }
    }),
  );
  return router;
}
