import type { NextFunction, Request, Response } from 'express';

/**
 * Every request's address (path and query) must be valid percent-encoded UTF-8, on every route: pages, the
 * app shells of the admin and company areas, the API, the Auth front and the built files alike. One check
 * here, first in the app, answers 400 for `%zz`, a cut-off `%E0%A4%A`, a lone surrogate or overlong UTF-8,
 * before any route could answer it as something else (a page, the app shell, a 404).
 */
export function validPercentEncoding() {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.url);
    } catch {
      res.status(400).set('cache-control', 'no-store').type('text').send('Bad request: the address is not valid');
      return;
    }
    next();
  };
}
