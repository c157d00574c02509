/**
 * Certification rules shared by the server and the browser (docs/requirements/business-rules.md#certification "Certification"): the five
 * required documents, the file limits, content sniffing by magic bytes and the fee.
 */
export const CERTIFICATION_DOCUMENT_TYPES = [
  'public_liability_insurance',
  'waste_carrier_licence',
  'operative_training_certificates',
  'method_statement',
  'risk_assessment',
] as const;
export type CertificationDocumentType = (typeof CERTIFICATION_DOCUMENT_TYPES)[number];

export const CERTIFICATION_DOCUMENT_LABELS: Record<CertificationDocumentType, string> = {
  public_liability_insurance: 'Public liability insurance',
  waste_carrier_licence: 'Waste carrier registration',
  operative_training_certificates: 'Operative training certificates',
  method_statement: 'Method statement',
  risk_assessment: 'Risk assessment',
};

export const isCertificationDocumentType = (value: unknown): value is CertificationDocumentType =>
  typeof value === 'string' && (CERTIFICATION_DOCUMENT_TYPES as readonly string[]).includes(value);

/** 15 MB per document. */
export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;

/** "812 bytes", "3.9 KB", "40 KB", "2.4 MB": never "0 KB" for a file that has bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value < 10 ? (Math.round(value * 10) / 10).toString() : Math.round(value).toString()} ${unit}`;
}
export const TOO_LARGE_MESSAGE = 'This file is larger than 15 MB. Upload a PDF, JPEG or PNG of 15 MB or less.';
export const WRONG_TYPE_MESSAGE = 'This file is not a PDF, JPEG or PNG. Upload the document as a PDF, JPEG or PNG.';
/** The bytes a type check needs: the PNG signature is the longest. */
export const SNIFF_BYTES = 8;

export type SniffedContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** The real type of a file from its first bytes (never its name or declared type); null for anything else. */
export function sniffContentType(head: Uint8Array): SniffedContentType | null {
  const starts = (bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** Certification: £295 + VAT. */
export const CERTIFICATION_FEE_PENCE = 29_500;
export const CERTIFICATION_VAT_PENCE = 5_900;
export const CERTIFICATION_TOTAL_PENCE = CERTIFICATION_FEE_PENCE + CERTIFICATION_VAT_PENCE;
export const CERTIFICATE_VALID_MONTHS = 12;

export type CertificationRequestStatusValue =
  'requested' | 'awaiting_documents' | 'under_review' | 'approved_awaiting_payment' | 'certified' | 'vetted' | 'rejected';

export const CERTIFICATION_STATUS_LABELS: Record<CertificationRequestStatusValue, string> = {
  requested: 'Requested',
  awaiting_documents: 'Waiting for documents',
  under_review: 'Documents under review',
  approved_awaiting_payment: 'Approved: waiting for payment',
  certified: 'Certified',
  vetted: 'Vetting documents accepted',
  rejected: 'Rejected',
};

export const DOCUMENT_STATE_LABELS: Record<'missing' | 'uploaded' | 'accepted' | 'rejected', string> = {
  missing: 'Missing',
  uploaded: 'Uploaded: waiting for review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** `SFR-CERT-2026-0042`. */
export const certificateNumber = (year: number, sequence: number) => `SFR-CERT-${year}-${String(sequence).padStart(4, '0')}`;
export const CERTIFICATE_NUMBER_PATTERN = /^SFR-CERT-\d{4}-\d{4,}$/;
