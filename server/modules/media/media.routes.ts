import express, { type Router } from 'express';
import { GraphQLError } from 'graphql';
import { declareRoute, signedInRoute } from '../../platform/auth/routeAccess';
import { logger } from '../../platform/logger';
import { MAX_IMAGE_BYTES, mediaStorage, storeSiteImage, toSiteImage } from './media.service';

const WEBP_NAME = /^[A-Za-z0-9]{1,40}-\d{2,5}\.webp$/;

/**
 * - POST /admin-media/images: an administrator uploads an image (the file's bytes as the body, any image
 *   type); answers the stored image as JSON, or 400 with `{ error, fieldErrors }` saying what is wrong.
 * - GET /media/{name}: the site's stored images, public and immutable (names are never reused).
 */
export function mediaRoutes(): Router {
  const router = express.Router();
  const refusals = {
    signIn: 'Sign in as an administrator to upload images.',
    forbidden: 'Only administrators can upload images: sign in again.',
  };
  router.post(
    '/admin-media/images',
    signedInRoute({ admin: true, refusals }, async (req, res, { actor: by }, next) => {
      res.set('Cache-Control', 'no-store');
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_IMAGE_BYTES)
        return res.status(413).json({ error: 'This image is larger than 15 MB: save it smaller and try again.' });
      express.raw({ type: () => true, limit: MAX_IMAGE_BYTES })(req, res, async (error?: unknown) => {
        if (error) return next(error);
        try {
          const image = await storeSiteImage({ bytes: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), source: 'upload', by });
          res.status(201).json(toSiteImage(image));
        } catch (failure) {
          if (failure instanceof GraphQLError && failure.extensions.code === 'BAD_USER_INPUT') {
            const fieldErrors = (failure.extensions.fieldErrors ?? []) as { message: string }[];
            return res.status(400).json({ error: fieldErrors[0]?.message ?? failure.message, fieldErrors });
          }
          next(failure);
        }
      });
    }),
  );

  router.get(
    '/media/:name',
    ...declareRoute('PUBLIC', async (req, res, next) => {
      try {
        const { name } = req.params;
        const bytes = WEBP_NAME.test(name) ? await mediaStorage().get(name) : null;
        if (!bytes) return res.status(404).type('text/plain').send('There is no such image.');
        res.set({
          'Content-Type': 'image/webp',
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        });
        res.send(bytes);
      } catch (error) {
        logger.error({ err: error }, 'could not read a stored image');
        next(error);
      }
    }),
  );
  return router;
}
