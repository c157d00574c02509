import type PDFKitDocument from 'pdfkit';
import { formatPounds } from '../../../common/calculator';
import { InvoiceKind, type Invoice } from './invoices.types';

const londonDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);

/**
 * The invoice or credit note as a one-page A4 PDF, rendered on demand from the stored document (which never
 * changes): what HMRC asks a full VAT invoice to show (docs/decisions/0047-vat-invoices.md).
 */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  // Loaded on first use, as the certificate's (docs/decisions/0030-lean-image-and-cold-start.md).
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  const credit = invoice.kind === InvoiceKind.CREDIT_NOTE;
  const title = credit ? 'Credit note' : 'VAT invoice';
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${title} ${invoice.number}`, Author: invoice.supplier.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 56;
  const width = doc.page.width - 112;
  if (!invoice.supplierConfigured) {
    doc.rect(left, 40, width, 34).fill('#fff4ce');
    doc
      .fillColor('#7a5b00')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('DEMONSTRATION: the supplier details below are placeholders. This is not a valid VAT invoice.', left + 10, 52, {
        width: width - 20,
      });
  }
  doc.fillColor('#1f4e3d').font('Helvetica-Bold').fontSize(24).text(title, left, 90, { width });
  doc.fillColor('#1f2933').font('Helvetica').fontSize(11);
  const facts: Array<[string, string]> = [
    [credit ? 'Credit note number' : 'Invoice number', invoice.number],
    [credit ? 'Date of credit note' : 'Invoice date', londonDate(invoice.issuedAt)],
    [credit ? 'Date of refund' : 'Time of supply (tax point)', londonDate(invoice.supplyDate)],
    ...(credit && invoice.creditsInvoiceNumber ? ([['Credits invoice', invoice.creditsInvoiceNumber]] as Array<[string, string]>) : []),
    ['Payment reference', invoice.paymentId],
  ];
  let y = 130;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(label, left, y, { width: 170 });
    doc.font('Helvetica').text(value, left + 180, y, { width: width - 180 });
    y = doc.y + 4;
  }
  const partyTop = y + 16;
  const column = (x: number, heading: string, lines: string[]) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(heading, x, partyTop, { width: width / 2 - 12 });
    doc.font('Helvetica').fontSize(11);
    for (const line of lines) doc.text(line, x, doc.y, { width: width / 2 - 12 });
    return doc.y;
  };
  const supplierEnd = column(left, 'From (supplier)', [
    invoice.supplier.name,
    invoice.supplier.address,
    `VAT registration number: ${invoice.supplier.vatNumber ?? ''}`,
  ]);
  const customerEnd = column(left + width / 2, 'To (customer)', [invoice.customer.name, invoice.customer.address || 'Address not given']);
  y = Math.max(supplierEnd, customerEnd) + 28;

  // Description, quantity, unit price, VAT rate, net, VAT: what a full VAT invoice shows for each line (VAT Regulations 1995, reg. 14).
  const cols = [left, left + width * 0.36, left + width * 0.45, left + width * 0.6, left + width * 0.71, left + width * 0.86];
  const colWidth = [width * 0.36 - 8, width * 0.09 - 8, width * 0.15 - 8, width * 0.11 - 8, width * 0.15 - 8, width * 0.14];
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    const top = y;
    let bottom = top;
    cells.forEach((cell, i) => {
      doc.text(cell, cols[i], top, { width: colWidth[i], align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 6;
  };
  row(['Description', 'Qty', 'Unit price', 'VAT rate', 'Net', 'VAT'], true);
  doc
    .moveTo(left, y - 2)
    .lineTo(left + width, y - 2)
    .strokeColor('#9aa5b1')
    .stroke();
  y += 4;
  row(
    [
      invoice.description,
      String(invoice.quantity),
      formatPounds(invoice.unitPricePence),
      `${invoice.vatRatePercent}%`,
      formatPounds(invoice.netPence),
      formatPounds(invoice.vatPence),
    ],
    false,
  );
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 10;
  const totals: Array<[string, string]> = [
    [credit ? 'Net amount credited' : 'Total net amount', formatPounds(invoice.netPence)],
    [`VAT at ${invoice.vatRatePercent}%`, formatPounds(invoice.vatPence)],
    [credit ? 'Total credited (GBP)' : 'Total payable (GBP)', formatPounds(invoice.totalPence)],
  ];
  totals.forEach(([label, value], i) => {
    const bold = i === totals.length - 1;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 13 : 11);
    doc.text(label, cols[2], y, { width: cols[5] - cols[2] - 8, align: 'right' });
    doc.text(value, cols[5], y, { width: colWidth[5], align: 'right' });
    y = doc.y + 6;
  });
  doc.fillColor('#52606d').font('Helvetica').fontSize(10);
  const notes = credit
    ? [
        `This credit note cancels invoice ${invoice.creditsInvoiceNumber ?? ''} in full.`,
        ...(invoice.reason ? [`Reason: ${invoice.reason}`] : []),
      ]
    : ['Paid in full by card: nothing is due.'];
  doc.text(notes.join('\n'), left, y + 24, { width });
  doc.end();
  return done;
}
