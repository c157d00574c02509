import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum CertificateStatus {
  VALID = 'valid',
  EXPIRED = 'expired',
  REVOKED = 'revoked',
}
registerEnumType(CertificateStatus, {
  name: 'CertificateStatus',
  description: 'Whether a certificate stands.',
  valuesConfig: {
    VALID: { description: 'Issued and not yet expired.' },
    EXPIRED: { description: 'Past its expiresAt (12 months after issue).' },
    REVOKED: { description: 'Withdrawn by an administrator.' },
  },
});

export enum CertificationPurpose {
  CERTIFICATION = 'certification',
  VETTING = 'vetting',
}
registerEnumType(CertificationPurpose, {
  name: 'CertificationPurpose',
  description: 'What a certification request is for (docs/requirements/business-rules.md#vetting).',
  valuesConfig: {
    CERTIFICATION: { description: 'Certification: the five documents, then the fee and a numbered certificate.' },
    VETTING: { description: 'Vetting: insurance and waste carrier registration only, which a company needs to buy leads; no fee.' },
  },
});

export enum CertificationRequestStatus {
  REQUESTED = 'requested',
  AWAITING_DOCUMENTS = 'awaiting_documents',
  UNDER_REVIEW = 'under_review',
  APPROVED_AWAITING_PAYMENT = 'approved_awaiting_payment',
  CERTIFIED = 'certified',
  VETTED = 'vetted',
  REJECTED = 'rejected',
}
registerEnumType(CertificationRequestStatus, {
  name: 'CertificationRequestStatus',
  description: 'Where a certification request is.',
  valuesConfig: {
    REQUESTED: { description: 'Sent; the private upload link was e-mailed.' },
    AWAITING_DOCUMENTS: { description: 'Some documents are uploaded; others are missing or were rejected.' },
    UNDER_REVIEW: { description: 'All five documents are uploaded and wait for an administrator.' },
    APPROVED_AWAITING_PAYMENT: { description: 'All five documents accepted; waiting for the company to pay £295 + VAT.' },
    CERTIFIED: { description: 'Paid: the certificate is issued (`certificateNumber`).' },
    VETTED: { description: 'A vetting request whose two documents are accepted: recorded on the company.' },
    REJECTED: { description: 'Refused.' },
  },
});

export enum CertificationDocumentType {
  PUBLIC_LIABILITY_INSURANCE = 'public_liability_insurance',
  WASTE_CARRIER_LICENCE = 'waste_carrier_licence',
  OPERATIVE_TRAINING_CERTIFICATES = 'operative_training_certificates',
  METHOD_STATEMENT = 'method_statement',
  RISK_ASSESSMENT = 'risk_assessment',
}
registerEnumType(CertificationDocumentType, {
  name: 'CertificationDocumentType',
  description: 'The five documents a company uploads to be certified.',
  valuesConfig: {
    PUBLIC_LIABILITY_INSURANCE: { description: 'Public liability insurance certificate.' },
    WASTE_CARRIER_LICENCE: { description: 'Waste carrier registration.' },
    OPERATIVE_TRAINING_CERTIFICATES: { description: 'Training certificates of the operatives.' },
    METHOD_STATEMENT: { description: 'Method statement for spray foam removal.' },
    RISK_ASSESSMENT: { description: 'Risk assessment.' },
  },
});

export enum DocumentReview {
  PENDING = 'pending',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
}
registerEnumType(DocumentReview, {
  name: 'DocumentReview',
  description: 'An administrator’s verdict on one uploaded document.',
  valuesConfig: {
    PENDING: { description: 'Not reviewed yet.' },
    ACCEPTED: { description: 'Accepted.' },
    REJECTED: { description: 'Rejected with a note; the company uploads it again.' },
  },
});

export enum DocumentState {
  MISSING = 'missing',
  UPLOADED = 'uploaded',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
}
registerEnumType(DocumentState, {
  name: 'DocumentState',
  description: 'What the company sees for each required document.',
  valuesConfig: {
    MISSING: { description: 'Not uploaded yet.' },
    UPLOADED: { description: 'Uploaded, waiting for review.' },
    ACCEPTED: { description: 'Accepted by an administrator.' },
    REJECTED: { description: 'Rejected: see the document’s note, and upload it again.' },
  },
});

export enum DocumentDecision {
  ACCEPT = 'accept',
  REJECT = 'reject',
}
registerEnumType(DocumentDecision, {
  name: 'DocumentDecision',
  description: 'An administrator’s decision on one uploaded document.',
  valuesConfig: {
    ACCEPT: { description: 'Accept it. When all five are accepted, the payment link is e-mailed.' },
    REJECT: { description: 'Reject it; needs a `note`, e-mailed to the company.' },
  },
});

@ObjectType({ description: 'A removal company’s certificate, publicly verifiable by its number.' })
export class Certificate {
  @Field(() => ID, { description: 'Document id: pass it to `certificate` and `revokeCertificate`.' }) id!: string;
  @Field(() => String, { description: 'Certificate number, e.g. SFR-CERT-2026-0042.' }) number!: string;
  @Field(() => ID, { description: 'The certified company.' }) companyId!: string;
  @Field(() => String, { description: 'Its name on the certificate.' }) companyName!: string;
  @Field(() => Date, { description: 'When it was issued (ISO 8601, UTC).' }) issuedAt!: Date;
  @Field(() => Date, { description: 'When it expires: 12 months after issue.' }) expiresAt!: Date;
  @Field(() => CertificateStatus, { description: 'VALID until expiresAt, then EXPIRED; REVOKED by an administrator.' })
  status!: CertificateStatus;
  @Field(() => ID, { description: 'The certification request it was issued for.' }) requestId!: string;
  @Field(() => Date, { nullable: true, description: 'When it was revoked; null unless REVOKED.' }) revokedAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was revoked; null when no reason was given.' }) revokedReason?: string | null;
  @Field(() => String, { description: 'Path of the certificate PDF on this site, e.g. /certificates/SFR-CERT-2026-0042.pdf.' })
  pdfPath!: string;
}

@ObjectType({ description: 'What a certificate number verifies to: no private data.' })
export class CertificateVerification {
  @Field(() => String, { description: 'The certificate number, e.g. SFR-CERT-2026-0042.' }) number!: string;
  @Field(() => String, { description: 'The certified company.' }) companyName!: string;
  @Field(() => Date, { description: 'When it was issued (ISO 8601, UTC).' }) issuedAt!: Date;
  @Field(() => Date, { description: 'When it expires.' }) expiresAt!: Date;
  @Field(() => CertificateStatus, { description: 'VALID, EXPIRED or REVOKED.' }) status!: CertificateStatus;
  @Field(() => Date, { nullable: true, description: 'When it was revoked; null unless REVOKED.' }) revokedAt?: Date | null;
}

@ObjectType({ description: 'One uploaded certification document.' })
export class CertificationDocument {
  @Field(() => CertificationDocumentType, { description: 'Which of the five documents it is.' }) type!: CertificationDocumentType;
  @Field(() => String, { description: 'The name the company gave the file (shown only, never used as a path).' }) fileName!: string;
  @Field(() => Int, { description: 'Size in bytes, at most 15 MB.' }) size!: number;
  @Field(() => String, { description: 'From the file content: application/pdf, image/jpeg or image/png.' }) contentType!: string;
  @Field(() => Date, { description: 'When it was uploaded (ISO 8601, UTC).' }) uploadedAt!: Date;
  @Field(() => DocumentReview, { description: 'The administrator’s verdict.' }) review!: DocumentReview;
  @Field(() => String, { nullable: true, description: 'The administrator’s note (why it was rejected); null when none.' }) note?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Insurance and waste carrier evidence: the last day it is valid, as accepted (YYYY-MM-DD); null otherwise.',
  })
  expiresOn?: string | null;
  @Field(() => Int, { nullable: true, description: 'Insurance: the cover per claim accepted, in pence; null otherwise.' }) coverPence?:
    number | null;
  @Field(() => String, { nullable: true, description: 'Waste carrier registration: its number as accepted; null otherwise.' })
  registrationNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'Waste carrier registration: lower or upper tier, as accepted; null otherwise.' })
  wasteCarrierTier?: string | null;
  /** Not exposed: where the file is kept. */
  storagePath!: string;
}

@ObjectType({ description: 'A required document and its state, for the company (private link) and administrators.' })
export class RequiredDocument {
  @Field(() => CertificationDocumentType, { description: 'Which document.' }) type!: CertificationDocumentType;
  @Field(() => String, { description: 'Its name in words, e.g. "Public liability insurance".' }) label!: string;
  @Field(() => DocumentState, { description: 'Missing, uploaded, accepted or rejected.' }) state!: DocumentState;
  @Field(() => CertificationDocument, { nullable: true, description: 'The latest upload; null while missing.' })
  document?: CertificationDocument | null;
}

@ObjectType({ description: 'A removal company’s request to be certified.' })
export class CertificationRequest {
  @Field(() => ID, {
    description: 'Document id: pass it to `certificationRequest`, `reviewCertificationDocument`, `certificationDocumentLink`.',
  })
  id!: string;
  @Field(() => String, { description: 'A short reference the company was given, e.g. CR-3F9A2C.' }) reference!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The company, when a signed-in company user sent it or it was linked since; null otherwise.',
  })
  companyId?: string | null;
  @Field(() => String, { description: 'Company name as given, up to 150 characters.' }) companyName!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Name of the person to contact.' })
  contactName!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Contact e-mail, lower case.' })
  email!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Contact phone, UK national form.' })
  phone!: string;
  @Field(() => CertificationRequestStatus, { description: 'Where the request is.' }) status!: CertificationRequestStatus;
  @Field(() => CertificationPurpose, { description: 'Certification, or vetting (a company needs it to buy leads).' })
  purpose!: CertificationPurpose;
  @Field(() => [RequiredDocument], {
    description: 'The required documents (five for certification, two for vetting), always in the same order.',
  })
  requiredDocuments!: RequiredDocument[];
  @Field(() => ID, { nullable: true, description: 'The certification payment once started; null before.' }) paymentId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The certificate once issued; null before.' }) certificateId?: string | null;
  @Field(() => String, { nullable: true, description: 'The certificate number once certified, e.g. SFR-CERT-2026-0042.' })
  certificateNumber?: string | null;
  @Field(() => Date, { description: 'When it was sent (ISO 8601, UTC).' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt!: Date;
  /** Not exposed. */
  documents!: CertificationDocument[];
  uploadTokenKey!: string | null;
  uploadTokenHash!: string;
  uploadTokenExpiresAt!: Date;
  /** When the company was last e-mailed the link of its vetting request; null when never recorded. */
  linkMailedAt!: Date | null;
}

@ObjectType({ description: 'What the private link (/certificate-docs/{id}) shows: the request status and its five documents.' })
export class CertificationDocumentsView {
  @Field(() => ID, { description: 'Document id of the request.' }) id!: string;
  @Field(() => String, { description: 'Its reference, e.g. CR-3F9A2C.' }) reference!: string;
  @Field(() => String, { description: 'Company name as given.' }) companyName!: string;
  @Field(() => CertificationRequestStatus, { description: 'Where the request is.' }) status!: CertificationRequestStatus;
  @Field(() => CertificationPurpose, { description: 'Certification, or vetting (the two documents a company needs to buy leads).' })
  purpose!: CertificationPurpose;
  @Field(() => [RequiredDocument], {
    description:
      'The required documents: five for certification (insurance and waste carrier registration already accepted for vetting come in accepted), two for vetting.',
  })
  requiredDocuments!: RequiredDocument[];
  @Field(() => Boolean, { description: 'Whether documents can be uploaded now (before all are accepted).' }) uploadsOpen!: boolean;
  @Field(() => Date, { description: 'When the private link stops working (30 days after it was sent, by default).' }) linkExpiresAt!: Date;
}

@ObjectType({ description: 'Certification requests, newest first, a page at a time.' })
export class CertificationRequestConnection extends Connection(CertificationRequest, {
  one: 'certification request',
  many: 'certification requests',
}) {
  @Field(() => Int, { description: totalCountDescription('certification requests') }) totalCount!: number;
}

@ObjectType({ description: 'Certificates, newest issued first, a page at a time.' })
export class CertificateConnection extends Connection(Certificate, { one: 'certificate', many: 'certificates' }) {
  @Field(() => Int, { description: totalCountDescription('certificates') }) totalCount!: number;
}

@ObjectType({ description: 'A short-lived link to a private file.' })
export class FileLink {
  @Field(() => String, { description: 'Path on this site, with a signed token; open it to preview or download the file.' }) url!: string;
  @Field(() => Date, { description: 'When the link stops working: 10 minutes after it was made.' }) expiresAt!: Date;
}

@ObjectType({ description: 'A certification payment started: send the browser to checkoutUrl.' })
export class CertificationCheckout {
  @Field(() => ID, { description: 'The payment, to follow with `myPayment(id)`.' }) paymentId!: string;
  @Field(() => String, { description: 'Where the browser goes to pay.' }) checkoutUrl!: string;
}

@ObjectType({ description: 'A company’s certification request at payment time, with the fee in pence.' })
export class CertificationPaymentSummary {
  @Field(() => ID, { description: 'The certification request.' }) requestId!: string;
  @Field(() => String, { description: 'Its reference, e.g. CR-3F9A2C.' }) reference!: string;
  @Field(() => String, { description: 'Company name as given.' }) companyName!: string;
  @Field(() => CertificationRequestStatus, { description: 'APPROVED_AWAITING_PAYMENT can be paid; CERTIFIED is paid.' })
  status!: CertificationRequestStatus;
  @Field(() => Int, { description: 'The fee before VAT, in pence (29500 = £295).' }) amountPence!: number;
  @Field(() => Int, { description: 'VAT on the fee, in pence.' }) vatPence!: number;
  @Field(() => Int, { description: 'What the company pays, in pence.' }) totalPence!: number;
  @Field(() => String, { nullable: true, description: 'The certificate number once paid; null before.' }) certificateNumber?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the certificate expires, once paid; null before.' })
  certificateExpiresAt?: Date | null;
}

@InputType({
  description:
    'What an administrator read off insurance or waste carrier evidence, required to ACCEPT those two documents (docs/requirements/business-rules.md#vetting).',
})
export class VettingEvidenceInput {
  @Field(() => String, {
    nullable: true,
    description: 'The last day the document is valid, YYYY-MM-DD: required for insurance and an upper tier registration; not before today.',
  })
  expiresOn?: string | null;
  @Field(() => Int, { nullable: true, description: 'Insurance: public liability cover per claim, in whole pounds, at least 1000000.' })
  coverPounds?: number | null;
  @Field(() => String, { nullable: true, description: 'Waste carrier: the registration number, e.g. CBDU123456.' })
  registrationNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'Waste carrier: lower or upper.' }) wasteCarrierTier?: string | null;
}

@ObjectType({ description: 'Where a company uploads its vetting evidence: the private upload page of its vetting request.' })
export class VettingUpload {
  @Field(() => ID, { description: 'The vetting request (a certification request of the two vetting documents).' }) requestId!: string;
  @Field(() => String, { description: 'Path of the upload page on this site, with its private token.' }) uploadPath!: string;
}

@ObjectType({ description: 'The private pages of a certification request of the signed-in company.' })
export class CertificationLinks {
  @Field(() => ID, { description: 'The certification request.' }) requestId!: string;
  @Field(() => String, { description: 'Path of its upload page on this site, with its private token.' }) uploadPath!: string;
  @Field(() => String, { description: 'Path of the page that shows its documents and their state, with the same token.' })
  docsPath!: string;
}

@InputType({ description: 'The company’s consent.' })
export class CertificationConsentInput {
  @Field(() => Boolean, { description: 'Must be true: the company accepts the terms.' }) terms!: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Whether it agrees to marketing e-mails; false when left out.' }) marketing?:
    boolean | null;
}

@InputType({ description: 'A removal company’s certification request (/certificate-request).' })
export class CertificationRequestInput {
  @Field(() => String, { description: 'Company name, 1–150 characters.' }) companyName!: string;
  @Field(() => String, { description: 'Name of the person to contact, 1–100 characters.' }) contactName!: string;
  @Field(() => String, { description: 'E-mail the private upload link is sent to, up to 254 characters.' }) email!: string;
  @Field(() => String, { description: 'UK phone number, e.g. 07700 900123.' }) phone!: string;
  @Field(() => CertificationConsentInput, { description: 'Terms (required) and marketing.' }) consent!: CertificationConsentInput;
}
