import express, { type RequestHandler, type Router } from 'express';
import type { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import {
  isCertificationDocumentType,
  MAX_DOCUMENT_BYTES,
  SNIFF_BYTES,
  sniffContentType,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  type CertificationDocumentType,
} from '../../../common/certification';
import { logger } from '../../platform/logger';
import { declareRoute } from '../../platform/auth/routeAccess';
import { readHead, type UploadStorage } from '../../platform/uploads/uploadStore';
import {
  accessTo,
  checkRequestAccess,
  LINK_NOT_VALID,
  recordUploadedDocument,
  uploadRefusal,
  UploadRefused,
} from './certification.service';
import { getCertificationRequest } from './certification.repository';
import { FirestoreLocker } from '../../platform/uploads/uploadLocks';
import { parseUploadMetadata, peekBody, refuseTus, tusHandOver, tusUploadIdOf } from '../../platform/uploads/tusRequests';

/** The header that carries the private link's token on every tus request (never stored in tus metadata). */
export const UPLOAD_TOKEN_HEADER = 'Upload-Token';
const MIN_DOCUMENT_BYTES = SNIFF_BYTES;

const refuse = refuseTus;

/**
 * Certification documents over tus (decision 0002), mounted at `/uploads`. Every request passes through a
 * validating wrapper before tus sees it:
 * - the private link's token (header `Upload-Token`) must match the request named in the upload's
 *   metadata (`requestId`) and not be expired: otherwise 403, before anything is stored;
 * - creation needs a known document type, a declared length (no deferred length) of at most 15 MB (413
 *   with a clear message) and a request that takes documents now;
 * - the first bytes of the first chunk must be a PDF, JPEG or PNG signature (415, and the partial upload is
 *   deleted); the finished file is sniffed again before it is recorded on the request;
 * - GET is not offered: uploaded files are never served publicly (admins use /admin-files).
 */
export function uploadRoutes(deps: { storage: UploadStorage; adminAlertEmails: () => readonly string[] }): Router {
  const { storage } = deps;
  // The tus server is made with the first upload request, not at start (docs/decisions/0030-lean-image-and-cold-start.md).
  let tus: TusServer | null = null;
  const tusServer = (): TusServer => (tus ??= createTusServer());
  const createTusServer = () =>
    new (require('@tus/server') as typeof import('@tus/server')).Server({
      path: '/uploads',
      datastore: storage.datastore,
      // The requests of one upload may reach different instances: the lock is kept in Firestore.
      locker: new FirestoreLocker(),
      maxSize: MAX_DOCUMENT_BYTES,
      relativeLocation: true,
      respectForwardedHeaders: true,
      allowedHeaders: [UPLOAD_TOKEN_HEADER],
      async onUploadCreate(_req, upload: Upload) {
        // Only what the server needs is kept (HEAD answers the metadata to whoever holds the upload URL).
        const metadata = upload.metadata ?? {};
        return {
          metadata: {
            requestId: metadata.requestId ?? '',
            documentType: metadata.documentType ?? '',
            filename: (metadata.filename ?? 'document').slice(0, 200),
          },
        };
      },
      async onUploadFinish(_req, upload: Upload) {
        const metadata = upload.metadata ?? {};
        try {
          const head = await readHead(storage, upload.id, SNIFF_BYTES);
          const contentType = sniffContentType(head);
          if (!contentType) throw new UploadRefused(415, WRONG_TYPE_MESSAGE);
          if (upload.size === undefined || upload.offset !== upload.size)
            throw new UploadRefused(400, 'The file changed size while it was uploading. Choose it again.');
          const { replacedPath } = await recordUploadedDocument(
            String(metadata.requestId),
            {
              type: metadata.documentType as never,
              fileName: String(metadata.filename ?? 'document'),
              size: upload.size,
              contentType,
              storagePath: upload.id,
            },
            deps.adminAlertEmails(),
          );
          if (replacedPath)
            await storage
              .remove(replacedPath)
              .catch((error) => logger.warn({ err: error, replacedPath }, 'could not delete a replaced upload'));
          return { status_code: 204, headers: { 'Upload-Content-Type': contentType } };
        } catch (error) {
          await storage.remove(upload.id).catch(() => undefined);
          if (error instanceof UploadRefused) throw { status_code: error.status, body: error.message };
          logger.error({ err: error, upload: upload.id }, 'could not record an upload');
          throw { status_code: 500, body: 'We could not save your document. Please try again.' };
        }
      },
      onResponseError(_req, error) {
        const status = 'status_code' in error ? error.status_code : 500;
        if (status === 413) return { status_code: 413, body: TOO_LARGE_MESSAGE };
        return undefined;
      },
    });

  const router = express.Router();
  // The private link's token (Upload-Token) is checked on every request before tus sees it.
  const checkLink: RequestHandler = async (req, res, next) => {
    if (req.method === 'OPTIONS') return next();
    if (req.method === 'GET') return refuse(res, 405, 'Uploaded files are not served here.');
    const token = req.get(UPLOAD_TOKEN_HEADER) ?? '';
    try {
      if (req.method === 'POST') {
        if (req.path !== '/' && req.path !== '') return refuse(res, 404, 'Not found');
        const metadata = parseUploadMetadata(req.get('Upload-Metadata'));
        const access = await checkRequestAccess(metadata.requestId ?? '', token);
        if (!access.ok) return refuse(res, 403, access.message);
        if (!isCertificationDocumentType(metadata.documentType)) return refuse(res, 400, 'Choose which document this file is.');
        const length = req.get('Upload-Length');
        if (!length || !/^\d+$/.test(length)) return refuse(res, 400, 'The file size must be given when the upload starts.');
        if (Number(length) > MAX_DOCUMENT_BYTES) return refuse(res, 413, TOO_LARGE_MESSAGE);
        if (Number(length) < MIN_DOCUMENT_BYTES) return refuse(res, 400, 'This file is empty or too small to be a document.');
        const refusal = uploadRefusal(access.request, metadata.documentType as CertificationDocumentType);
        if (refusal) return refuse(res, 409, refusal);
        if (req.get('Content-Type') === 'application/offset+octet-stream')
          return refuse(res, 400, 'Create the upload first, then send its bytes.');
        return next();
      }
      const id = tusUploadIdOf(req.path);
      if (!id) return refuse(res, 404, 'There is no such upload.');
      let upload: Upload;
      try {
        upload = await storage.datastore.getUpload(id);
      } catch {
        return refuse(res, 404, 'There is no such upload: it was cancelled or has expired. Choose the file again.');
      }
      const request = await getCertificationRequest(String(upload.metadata?.requestId ?? ''));
      const access = token ? accessTo(request, token) : { ok: false as const, message: LINK_NOT_VALID };
      if (!access.ok) return refuse(res, 403, access.message);
      if (req.method === 'PATCH' && upload.offset < SNIFF_BYTES) {
        // The first bytes decide the type: anything but a PDF, JPEG or PNG is refused and its upload deleted.
        if (req.get('Upload-Offset') !== String(upload.offset)) return next(); // tus answers 409 Conflict
        const head = await peekBody(req, SNIFF_BYTES - upload.offset);
        if (upload.offset === 0 && !sniffContentType(head)) {
          await storage.remove(id).catch(() => undefined);
          // The rest of the body is not read: the connection cannot be reused.
          res.set('Connection', 'close');
          return refuse(res, 415, WRONG_TYPE_MESSAGE);
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
  const handOver = tusHandOver(tusServer);
  router.use(...declareRoute('LINK_HOLDER', checkLink, handOver));
  return router;
}
