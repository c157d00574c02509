import express, { type Request, type Response, type Router } from 'express';
import { sendPublicPdf } from '../../platform/http/publicPdf';
import { CERTIFICATE_NUMBER_PATTERN, isCertificationDocumentType } from '../../../common/certification';
import { isDocumentId } from '../../platform/documentId';
import { declareRoute, signedInRoute } from '../../platform/auth/routeAccess';
import { logger } from '../../platform/logger';
import { linkSigningSecret } from '../../platform/crypto/secrets';
import { services } from '../../platform/services';
import type { UploadStorage } from '../../platform/uploads/uploadStore';
import { findCertificateByNumber, getCertificationRequest } from './certification.repository';
import { certificatePdf } from './certificatePdf';
import { FILE_LINK_LIFETIME_MS, signFileLink, verifyFileLink } from './fileLink';
import { requireSecretHeader } from '../../platform/http/internalEndpoint';
import { sendVettingReminders } from '../companies';

export const VETTING_REMINDERS_SECRET_HEADER = 'x-vetting-reminders-secret';

/** Admin: a link to one document that works for 10 minutes (for previews in an iframe or an img). */
export async function certificationDocumentLink(requestId: string, type: string) {
  const expiresAt = Math.floor((Date.now() + FILE_LINK_LIFETIME_MS) / 1000) * 1000;
  const token = signFileLink({ requestId, type, expiresAt }, await linkSigningSecret());
  return {
    url: `/admin-files/certification/${encodeURIComponent(requestId)}/${encodeURIComponent(type)}?token=${token}`,
    expiresAt: new Date(expiresAt),
  };
}

const text = (res: Response, status: number, message: string) => res.status(status).type('text/plain; charset=utf-8').send(message);

/**
 * - GET /admin-files/certification/{requestId}/{type}: the uploaded document, for an admin (ID token as
 *   Bearer, or a signed link from the `certificationDocumentLink` mutation). Never cached, never indexed.
 * - GET /certificates/{number}.pdf: the certificate, rendered on demand.
 * - POST /internal/vetting-reminders: e-mails companies whose insurance or waste carrier registration expires within
 *   30 days (once per expiry date); for a daily scheduler, with VETTING_REMINDERS_SECRET in X-Vetting-Reminders-Secret
 *   (docs/decisions/0035-vetting-enforced.md).
 */
export function certificationRoutes(deps: { storage: UploadStorage; siteUrl: (req: Request) => string }): Router {
  const router = express.Router();
  const remindersGuard = requireSecretHeader(VETTING_REMINDERS_SECRET_HEADER, () => services().config.vettingRemindersSecret);
  router.post('/internal/vetting-reminders', remindersGuard, async (_req, res, next) => {
    try {
      res.json(await sendVettingReminders());
    } catch (error) {
      next(error);
    }
  });
  router.get(
    '/admin-files/certification/:requestId/:type',
    (_req, res, next) => {
      res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
      next();
    },
    signedInRoute(
      {
        admin: true,
        link: async (req) => {
          const token = typeof req.query.token === 'string' ? req.query.token : '';
          const { requestId, type } = req.params as { requestId: string; type: string };
          return token ? verifyFileLink(token, await linkSigningSecret(), { requestId, type }) === 'ok' : null;
        },
        refusals: {
          signIn: 'Sign in as an administrator to open uploaded documents.',
          forbidden: 'Only administrators can open uploaded documents.',
          link: 'This link is not valid or has expired: open the document again from the admin area.',
        },
      },
      async (req, res) => {
        const { requestId, type } = req.params as { requestId: string; type: string };
        if (!isCertificationDocumentType(type)) return text(res, 404, 'There is no such document type.');
        if (!isDocumentId(requestId)) return text(res, 404, 'This document has not been uploaded.');
        const request = await getCertificationRequest(requestId);
        const document = request?.documents.find((d) => d.type === type);
        if (!document) return text(res, 404, 'This document has not been uploaded.');
        const safeName = document.fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 100) || 'document';
        res.set({
          'Content-Type': document.contentType,
          'Content-Length': String(document.size),
          'Content-Disposition': `inline; filename="${safeName}"`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; object-src 'self'; frame-ancestors 'self'",
        });
        const stream = deps.storage.read(document.storagePath);
        stream.on('error', (error) => {
          logger.error({ err: error, requestId, type }, 'could not read an uploaded document');
          if (!res.headersSent) text(res, 500, 'The file could not be read.');
          else res.destroy();
        });
        stream.pipe(res);
      },
    ),
  );

  // The lookup form on /verify-certificate without JavaScript: GET ?number=… goes to the number's page.
  router.get(
    '/verify-certificate',
    ...declareRoute('PUBLIC', (req, res, next) => {
      const number = typeof req.query.number === 'string' ? req.query.number.trim().toUpperCase() : '';
      if (!number) return next();
      res.redirect(302, `/verify-certificate/${encodeURIComponent(number)}`);
    }),
  );

  router.get(
    '/certificates/:file',
    ...declareRoute('PUBLIC', async (req, res, next) => {
      try {
        const match = /^(.+)\.pdf$/.exec(String(req.params.file));
        const number = match?.[1] ?? '';
        if (!CERTIFICATE_NUMBER_PATTERN.test(number)) return text(res, 404, 'There is no such certificate.');
        const certificate = await findCertificateByNumber(number);
        if (!certificate) return text(res, 404, `There is no certificate ${number}.`);
        const pdf = await certificatePdf(certificate, deps.siteUrl(req));
        sendPublicPdf(res, `${number}.pdf`, pdf);
      } catch (error) {
        next(error);
      }
    }),
  );
  return router;
}
