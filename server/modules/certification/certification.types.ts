import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum CertificateStatus {
  valid = 'valid',
  expired = 'expired',
  revoked = 'revoked',
}
registerEnumType(CertificateStatus, { name: 'CertificateStatus' });

export enum CertificationRequestStatus {
  requested = 'requested',
  awaiting_documents = 'awaiting_documents',
  under_review = 'under_review',
  approved_awaiting_payment = 'approved_awaiting_payment',
  certified = 'certified',
  rejected = 'rejected',
}
registerEnumType(CertificationRequestStatus, { name: 'CertificationRequestStatus' });

export enum CertificationDocumentType {
  public_liability_insurance = 'public_liability_insurance',
  waste_carrier_licence = 'waste_carrier_licence',
  operative_training_certificates = 'operative_training_certificates',
  method_statement = 'method_statement',
  risk_assessment = 'risk_assessment',
}
registerEnumType(CertificationDocumentType, { name: 'CertificationDocumentType' });

export enum DocumentReview {
  pending = 'pending',
  accepted = 'accepted',
  rejected = 'rejected',
}
registerEnumType(DocumentReview, { name: 'DocumentReview' });

export enum DocumentState {
  missing = 'missing',
  uploaded = 'uploaded',
  accepted = 'accepted',
  rejected = 'rejected',
}
registerEnumType(DocumentState, { name: 'DocumentState', description: 'What the company sees for each required document' });

export enum DocumentDecision {
  accept = 'accept',
  reject = 'reject',
}
registerEnumType(DocumentDecision, { name: 'DocumentDecision' });

@ObjectType({ description: 'A removal company certificate, publicly verifiable by its number' })
export class Certificate {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'e.g. SFR-CERT-2026-0042' }) number!: string;
  @Field(() => ID) companyId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => CertificateStatus, { description: 'valid until expiresAt, then expired; revoked by an admin' }) status!: CertificateStatus;
  @Field(() => ID) requestId!: string;
  @Field(() => Date, { nullable: true }) revokedAt?: Date | null;
  @Field(() => String, { nullable: true }) revokedReason?: string | null;
  @Field(() => String, { description: 'Where the certificate PDF is, e.g. /certificates/SFR-CERT-2026-0042.pdf' }) pdfPath!: string;
}

@ObjectType({ description: 'Public: what a certificate number verifies to (no private data)' })
export class CertificateVerification {
  @Field(() => String) number!: string;
  @Field(() => String) companyName!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => CertificateStatus) status!: CertificateStatus;
  @Field(() => Date, { nullable: true }) revokedAt?: Date | null;
}

@ObjectType({ description: 'One uploaded certification document' })
export class CertificationDocument {
  @Field(() => CertificationDocumentType) type!: CertificationDocumentType;
  @Field(() => String, { description: 'The name the company gave the file (shown only, never used as a path)' }) fileName!: string;
  @Field(() => Int) size!: number;
  @Field(() => String, { description: 'From the file content: application/pdf, image/jpeg or image/png' }) contentType!: string;
  @Field(() => Date) uploadedAt!: Date;
  @Field(() => DocumentReview) review!: DocumentReview;
  @Field(() => String, { nullable: true }) note?: string | null;
  /** Not exposed: where the file is kept. */
  storagePath!: string;
}

@ObjectType({ description: 'A required document and its state, for the company (private link) and admins' })
export class RequiredDocument {
  @Field(() => CertificationDocumentType) type!: CertificationDocumentType;
  @Field(() => String) label!: string;
  @Field(() => DocumentState) state!: DocumentState;
  @Field(() => CertificationDocument, { nullable: true }) document?: CertificationDocument | null;
}

@ObjectType({ description: 'A removal company asking to be certified' })
export class CertificationRequest {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A short reference to quote, e.g. CR-3F9A2C' }) reference!: string;
  @Field(() => ID, { nullable: true }) companyId?: string | null;
  @Field(() => String) companyName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => CertificationRequestStatus) status!: CertificationRequestStatus;
  @Field(() => [RequiredDocument]) requiredDocuments!: RequiredDocument[];
  @Field(() => ID, { nullable: true }) paymentId?: string | null;
  @Field(() => ID, { nullable: true }) certificateId?: string | null;
  @Field(() => String, { nullable: true, description: 'The certificate number once certified' }) certificateNumber?: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  /** Not exposed. */
  documents!: CertificationDocument[];
  uploadTokenHash!: string;
  uploadTokenExpiresAt!: Date;
}

@ObjectType({ description: 'Private link view (/certificate-docs/{id}): the request status and its five documents' })
export class CertificationDocumentsView {
  @Field(() => ID) id!: string;
  @Field(() => String) reference!: string;
  @Field(() => String) companyName!: string;
  @Field(() => CertificationRequestStatus) status!: CertificationRequestStatus;
  @Field(() => [RequiredDocument]) requiredDocuments!: RequiredDocument[];
  @Field(() => Boolean, { description: 'Whether documents can be uploaded now' }) uploadsOpen!: boolean;
  @Field(() => Date) linkExpiresAt!: Date;
}

@ObjectType({ description: 'Admin: certification requests, newest first, with the total count of the filter' })
export class CertificationRequestConnection {
  @Field(() => [CertificationRequest]) items!: CertificationRequest[];
  @Field(() => Int) total!: number;
}

@ObjectType({ description: 'Admin: certificates, newest first, with the total count' })
export class CertificateConnection {
  @Field(() => [Certificate]) items!: Certificate[];
  @Field(() => Int) total!: number;
}

@ObjectType({ description: 'A short-lived link to a private file' })
export class FileLink {
  @Field(() => String) url!: string;
  @Field(() => Date) expiresAt!: Date;
}

@ObjectType()
export class CertificationCheckout {
  @Field(() => ID) paymentId!: string;
  @Field(() => String, { description: 'Where the browser goes to pay' }) checkoutUrl!: string;
}

@ObjectType({ description: 'A company’s certification request at payment time' })
export class CertificationPaymentSummary {
  @Field(() => ID) requestId!: string;
  @Field(() => String) reference!: string;
  @Field(() => String) companyName!: string;
  @Field(() => CertificationRequestStatus) status!: CertificationRequestStatus;
  @Field(() => Int) amountPence!: number;
  @Field(() => Int) vatPence!: number;
  @Field(() => Int) totalPence!: number;
  @Field(() => String, { nullable: true }) certificateNumber?: string | null;
  @Field(() => Date, { nullable: true }) certificateExpiresAt?: Date | null;
}

@InputType()
export class CertificationConsentInput {
  @Field(() => Boolean) terms!: boolean;
  @Field(() => Boolean, { nullable: true }) marketing?: boolean | null;
}

@InputType({ description: 'A removal company’s certification request (/certificate-request)' })
export class CertificationRequestInput {
  @Field(() => String) companyName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => CertificationConsentInput) consent!: CertificationConsentInput;
}
