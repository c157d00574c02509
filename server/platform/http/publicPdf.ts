import type { Response } from 'express';

/** A public document as a PDF shown in the browser: revalidated on each view (it may be withdrawn), never indexed. */
export function sendPublicPdf(res: Response, fileName: string, pdf: Buffer) {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${fileName}"`,
    'Cache-Control': 'no-cache',
    'X-Robots-Tag': 'noindex',
  });
  res.send(pdf);
}
