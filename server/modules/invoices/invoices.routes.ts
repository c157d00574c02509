import express, { type Request, type Response, type Router } from 'express';
import { signedInRoute } from '../../platform/auth/routeAccess';
import { invoiceLinkValid } from './invoiceLink';
import { invoicePdf } from './invoicePdf';
import { isInvoiceId, readInvoice } from './invoices.repository';
import { InvoiceKind } from './invoices.types';

const text = (res: Response, status: number, message: string) => res.status(status).type('text/plain; charset=utf-8').send(message);

const invoiceIdOf = (req: Request): string | null => {
  const match = /^(.+)\.pdf$/.exec(String(req.params.file));
  return match && isInvoiceId(match[1]) ? match[1] : null;
};

/**
 * GET /invoices/{id}.pdf: an invoice or credit note, rendered on demand, for its company's users whose role may
 * download invoices, or an administrator (Bearer ID token, the same check as the API's), or whoever holds a
 * signed link (`?token=`, from the billing screens or the e-mail). Never cached, never indexed.
 */
export function invoiceRoutes(): Router {
  const router = express.Router();
  router.get(
    '/invoices/:file',
    (req, res, next) => {
      res.set({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
      if (!invoiceIdOf(req)) return text(res, 404, 'There is no such invoice.');
      next();
    },
    signedInRoute(
      {
        admin: true,
        company: 'download_invoices',
        link: async (req) => {
          const token = typeof req.query.token === 'string' ? req.query.token : '';
          return token ? invoiceLinkValid(token, invoiceIdOf(req)!) : null;
        },
        refusals: {
          signIn: 'Sign in to download invoices.',
          forbidden: 'This invoice belongs to another company.',
          link: 'This link is not valid or has expired: open the invoice again from your billing page.',
        },
      },
      async (req, res, caller) => {
        const invoice = await readInvoice(invoiceIdOf(req)!);
        if (caller.kind === 'company' && invoice?.companyId !== caller.companyId)
          return text(res, 403, 'This invoice belongs to another company.');
        if (!invoice) return text(res, 404, 'There is no such invoice.');
        const pdf = await invoicePdf(invoice);
        const name = `${invoice.kind === InvoiceKind.CREDIT_NOTE ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`;
        res.set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${name}"`,
          'X-Content-Type-Options': 'nosniff',
        });
        res.send(pdf);
      },
    ),
  );
  return router;
}
