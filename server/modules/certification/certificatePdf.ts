import type PDFKitDocument from 'pdfkit';
import type { Certificate } from './certification.types';

const londonDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);

/** The certificate as a one-page A4 PDF, rendered on demand (nothing is stored). */
export function certificatePdf(certificate: Certificate, siteUrl: string): Promise<Buffer> {
  // Loaded on first use, not at start: a cold instance serves its first page sooner (docs/decisions/0030-lean-image-and-cold-start.md).
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Certificate ${certificate.number}`, Author: 'Spray Foam Removal UK' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  const verifyUrl = `${siteUrl.replace(/\/+$/, '')}/verify-certificate/${encodeURIComponent(certificate.number)}`;
  doc.rect(0, 0, doc.page.width, 150).fill('#1f4e3d');
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#ffffff').text('SPRAY FOAM REMOVAL UK', 56, 56, { width, characterSpacing: 1.5 });
  doc.font('Helvetica-Bold').fontSize(28).text('Certified Removal Company', 56, 84, { width });
  doc.fillColor('#1f2933').font('Helvetica').fontSize(13).text('This certifies that', 56, 200, { width, align: 'center' });
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(26).text(certificate.companyName, { width, align: 'center' });
  doc
    .moveDown(0.8)
    .font('Helvetica')
    .fontSize(13)
    .text(
      'has passed our certification checks of public liability insurance, waste carrier registration, operative training, method statement and risk assessment for the removal of spray foam insulation.',
      { width, align: 'center', lineGap: 3 },
    );
  doc.moveDown(1.5);
  const rows: Array<[string, string]> = [
    ['Certificate number', certificate.number],
    ['Issued', londonDate(certificate.issuedAt)],
    ['Valid until', londonDate(certificate.expiresAt)],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(12).text(label, 120, y, { width: 150 });
    doc.font('Helvetica').fontSize(12).text(value, 280, y, { width: 220 });
    doc.moveDown(0.6);
  }
  doc
    .moveDown(1.5)
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#52606d')
    // A printed status would say "Valid" for ever: the file is kept and forwarded after a revocation or lapse.
    .text('A certificate can be revoked before its end date. Check its live status at', 56, doc.y, { width, align: 'center' })
    .text(verifyUrl, { width, align: 'center', link: verifyUrl });
  doc.end();
  return done;
}
