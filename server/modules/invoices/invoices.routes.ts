import express, { type Response, type Router } from 'express';
import type { IdTokenVerifier } from '../../platform/auth/idTokens';
import { createContext } from '../../platform/graphql/context';
import { invoiceLinkValid } from './invoiceLink';
import { invoicePdf } from './invoicePdf';
import { isInvoiceId, readInvoice } from './invoices.repository';
import { InvoiceKind } from './invoices.types';

const text = (res: Response, status: number, message: string) => res.status(status).type('text/plain; charset=utf-8').send(message);

/**
 * GET /invoices/{id}.pdf: an invoice or credit note, rendered on demand, for its company's users or an
 * administrator (Bearer ID token), or whoever holds a signed link (`?token=`, from the billing screens or the
 * e-mail). Never cached, never indexed.
 */
export function invoiceRoutes(deps: { idTokens: IdTokenVerifier }): Router {
  const router = express.Router();
  router.get('/invoices/:file', async (req, res, next) => {
    try {
      res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
      const match = /^(.+)\.pdf$/.exec(String(req.params.file));
      if (!match || !isInvoiceId(match[1])) return text(res, 404, 'There is no such invoice.');
      const id = match[1];
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const invoice = await readInvoice(id);
      let allowed = false;
      if (token) allowed = await invoiceLinkValid(token, id);
      else {
        const { viewer } = await createContext(req, deps.idTokens);
        if (!viewer) return text(res, 401, 'Sign in to download invoices.');
        allowed = (await viewer.isAdmin()) || (invoice !== null && (await viewer.companyId()) === invoice.companyId);
      }
      if (!allowed)
        return text(
          res,
          403,
          token
            ? 'This link is not valid or has expired: open the invoice again from your billing page.'
            : 'This invoice belongs to another company.',
        );
      if (!invoice) return text(res, 404, 'There is no such invoice.');
      const pdf = await invoicePdf(invoice);
      const name = `${invoice.kind === InvoiceKind.CREDIT_NOTE ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`;
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
      });
      res.send(pdf);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
