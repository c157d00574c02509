import type PDFKitDocument from 'pdfkit';
import { REINSULATION_MATERIAL_LABELS, thermalResistance, type ReinsulationMaterial } from '../../../common/quotes';
import { removalRecordPath } from '../../../common/removalRecords';
import { surveyOutcomeSentence } from '../../../common/removalSurvey';
import type { StoredRemovalRecord } from './jobs.repository';
import type { RemovalRecordSurvey } from './jobs.types';

const londonDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);
const day = (iso: string) => londonDate(new Date(`${iso}T12:00:00Z`));
const VETTING_TEXT: Record<string, string> = {
  vetted: 'Vetted: insurance and waste carrier registration checked and current',
  grace: 'Approved before vetting was required; vetting not yet complete',
  not_vetted: 'Not vetted on the day of issue',
};

/** The removal record as an A4 PDF, rendered on demand as the certificates are: the public whitelist only (decision 0055). */
export function removalRecordPdf(record: StoredRemovalRecord, survey: RemovalRecordSurvey | null, siteUrl: string): Promise<Buffer> {
  // Loaded on first use, not at start (docs/decisions/0030-lean-image-and-cold-start.md).
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Removal record ${record.number}`, Author: 'Spray Foam Removal UK' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  const verifyUrl = `${siteUrl.replace(/\/+$/, '')}${removalRecordPath(record.number)}`;
  doc.rect(0, 0, doc.page.width, 130).fill('#1f4e3d');
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#ffffff').text('SPRAY FOAM REMOVAL UK', 56, 50, { width, characterSpacing: 1.5 });
  doc.font('Helvetica-Bold').fontSize(24).text(`Removal record ${record.number}`, 56, 76, { width });
  doc.fillColor('#1f2933').y = 160;
  if (record.withdrawn)
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor('#b42318')
      .text(`Withdrawn on ${londonDate(record.withdrawn.at)}: ${record.withdrawn.reason}`, 56, doc.y, { width })
      .moveDown(0.5)
      .fillColor('#1f2933');
  if (record.supersededBy)
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Replaced by a corrected version: ${record.supersededBy}`, 56, doc.y, { width })
      .moveDown(0.5);
  const rows: Array<[string, string]> = [
    ['Issued', londonDate(record.issuedAt)],
    ['Postcode district', record.district],
    ['Company', record.companyName],
    ['Vetting on the day', VETTING_TEXT[record.companyVetting] ?? record.companyVetting],
    [
      'Certificate on the day',
      record.companyCertificate
        ? `${record.companyCertificate.number}, valid until ${londonDate(record.companyCertificate.validUntil)}`
        : 'None',
    ],
    ['Job started', day(record.startedOn)],
    ['Job finished', day(record.finishedOn)],
    ['Waste transfer note', record.wasteTransferNoteReference],
    [
      'Re-insulation',
      record.reinsulation
        ? `${REINSULATION_MATERIAL_LABELS[record.reinsulation.material as ReinsulationMaterial] ?? record.reinsulation.material}, ${record.reinsulation.thicknessMm} mm, lambda ${record.reinsulation.lambdaWPerMK} W/m·K (R ${thermalResistance(record.reinsulation.thicknessMm, record.reinsulation.lambdaWPerMK).toFixed(2)} m²·K/W), ${record.reinsulation.areaM2} m²`
        : 'None',
    ],
    [
      'Independent survey',
      survey
        ? `${surveyOutcomeSentence(survey.outcome)} Inspected on ${day(survey.outcome.inspectedOn)} by ${survey.surveyorFirm} (${survey.outcome.qualification}).`
        : 'None recorded',
    ],
  ];
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).text(label, 56, y, { width: 160 });
    const labelEnd = doc.y;
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(value, 226, y, { width: width - 170 });
    doc.y = Math.max(doc.y, labelEnd);
    doc.moveDown(0.4);
  };
  for (const [label, value] of rows) row(label, value);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(14).text('Roof areas', 56, doc.y, { width }).moveDown(0.3);
  for (const area of record.areas)
    row(area.name, `${area.areaM2} m²; timber moisture ${area.lowestReadingPercent}–${area.highestReadingPercent} %`);
  doc
    .moveDown(1.2)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#52606d')
    .text(
      'The company recorded this job and the homeowner confirmed it. It is not a survey and promises nothing on a lender’s behalf. A record can be corrected or withdrawn: check its live status at',
      56,
      doc.y,
      { width, align: 'center' },
    )
    .text(verifyUrl, { width, align: 'center', link: verifyUrl });
  doc.end();
  return done;
}
