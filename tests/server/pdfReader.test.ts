import PDFDocument from 'pdfkit';
import { parsePdf } from '../support/pdf';

/** The API tests check the free guide with this reader, so it must refuse damaged files, not just find text. */
function twoPagePdf(compress: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress, info: { Title: 'Reader check – £1,200' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').text('First page: open-cell foam costs £25 per m²');
  doc.addPage().font('Helvetica-Bold').text('Second page – the checklist');
  doc.end();
  return done;
}

describe('the tests’ PDF reader', () => {
  it.each([true, false])('reads pages, text and the title of a pdfkit file (compressed: %s)', async (compress) => {
    const pdf = parsePdf(await twoPagePdf(compress));
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[0]).toBe('First page: open-cell foam costs £25 per m²');
    expect(pdf.pages[1]).toBe('Second page – the checklist');
    expect(pdf.info.Title).toBe('Reader check – £1,200');
  });

  it('refuses a truncated file, a wrong cross-reference offset and a wrong page count', async () => {
    const file = await twoPagePdf(true);
    expect(() => parsePdf(file.subarray(0, file.length - 200))).toThrow();
    expect(() => parsePdf(Buffer.from('<html>not a pdf</html>'))).toThrow(/not a PDF/);

    const text = file.toString('latin1');
    const shifted = text.replace(
      /(\n)(\d{10})( 00000 n )/,
      (_, nl: string, offset: string, rest: string) => `${nl}${String(Number(offset) + 3).padStart(10, '0')}${rest}`,
    );
    expect(() => parsePdf(Buffer.from(shifted, 'latin1'))).toThrow(/does not land on/);

    const miscounted = text.replace('/Count 2', '/Count 3');
    expect(() => parsePdf(Buffer.from(miscounted, 'latin1'))).toThrow(/\/Count 3 but the page tree has 2 pages/);
  });
});
