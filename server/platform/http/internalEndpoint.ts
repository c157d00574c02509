import type { RequestHandler } from 'express';
import { sameSecret } from '../crypto/sameSecret';
import { declareRoute } from '../auth/routeAccess';

/**
 * Guards an endpoint that a scheduler calls (POST /internal/…): the request goes on only when `header`
 * carries the configured secret, compared in constant time; without a secret configured the endpoint is
 * off. Either refusal answers 403.
 */
export function requireSecretHeader(header: string, secret: () => string | null): RequestHandler {
  const guard: RequestHandler = (req, res, next) => {
    const expected = secret();
    if (!expected || !sameSecret(req.get(header) ?? '', expected)) return void res.status(403).type('text/plain').send('Forbidden');
    next();
  };
  return declareRoute('SECRET', guard)[0];
}
