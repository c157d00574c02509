import type { DocumentData, Query } from 'firebase-admin/firestore';
import { CERTIFICATION_DOCUMENT_LABELS, CERTIFICATION_DOCUMENT_TYPES, type CertificationDocumentType } from '../../../common/certification';
import { db, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { readCounter, writeCounter } from '../../platform/firestore/counters';
import {
  CertificateStatus,
  DocumentReview,
  DocumentState,
  type Certificate,
  type CertificationDocument,
  type CertificationDocumentType as DocumentTypeEnum,
  CertificationPurpose,
  type CertificationRequest,
  type CertificationRequestStatus,
  type RequiredDocument,
} from './certification.types';

export const CERTIFICATION_REQUESTS_COLLECTION = 'certificationRequests';
export const CERTIFICATES_COLLECTION = 'certificates';
export const certificationRequestsCollection = () => db().collection(CERTIFICATION_REQUESTS_COLLECTION);
export const certificationRequestRef = (id: string) => certificationRequestsCollection().doc(id);
export const certificatesCollection = () => db().collection(CERTIFICATES_COLLECTION);

function documentFromData(data: DocumentData): CertificationDocument {
  return {
    type: data.type,
    fileName: String(data.fileName ?? ''),
    size: Number(data.size ?? 0),
    contentType: String(data.contentType ?? 'application/octet-stream'),
    storagePath: String(data.storagePath ?? ''),
    uploadedAt: toDate(data.uploadedAt)!,
    review: (data.review as DocumentReview) ?? DocumentReview.PENDING,
    note: data.note ?? null,
    expiresOn: data.expiresOn ?? null,
    coverPence: data.coverPence ?? null,
    registrationNumber: data.registrationNumber ?? null,
    wasteCarrierTier: data.wasteCarrierTier ?? null,
  };
}

export function documentToData(document: CertificationDocument): DocumentData {
  return {
    type: document.type,
    fileName: document.fileName,
    size: document.size,
    contentType: document.contentType,
    storagePath: document.storagePath,
    uploadedAt: Timestamp.fromDate(document.uploadedAt),
    review: document.review,
    note: document.note ?? null,
    expiresOn: document.expiresOn ?? null,
    coverPence: document.coverPence ?? null,
    registrationNumber: document.registrationNumber ?? null,
    wasteCarrierTier: document.wasteCarrierTier ?? null,
  };
}

const stateOf = (document: CertificationDocument | undefined): DocumentState =>
  !document
    ? DocumentState.MISSING
    : document.review === DocumentReview.ACCEPTED
      ? DocumentState.ACCEPTED
      : document.review === DocumentReview.REJECTED
        ? DocumentState.REJECTED
        : DocumentState.UPLOADED;

/** The documents a request needs: the five of certification, or the two of a vetting request. */
export function requiredTypesOf(data: DocumentData): CertificationDocumentType[] {
  const stored = Array.isArray(data.requiredDocuments) ? (data.requiredDocuments as string[]) : [];
  const types = CERTIFICATION_DOCUMENT_TYPES.filter((type) => stored.includes(type));
  return types.length ? types : [...CERTIFICATION_DOCUMENT_TYPES];
}

/** The required documents in their fixed order, each with what was uploaded for it. */
export function requiredDocuments(
  documents: CertificationDocument[],
  types: readonly CertificationDocumentType[] = CERTIFICATION_DOCUMENT_TYPES,
): RequiredDocument[] {
  return types.map((type) => {
    const document = documents.find((d) => d.type === type);
    return {
      type: type as DocumentTypeEnum,
      label: CERTIFICATION_DOCUMENT_LABELS[type],
      state: stateOf(document),
      document: document ?? null,
    };
  });
}

export function certificationRequestFromDocument(id: string, data: DocumentData): CertificationRequest {
  const documents = ((data.documents ?? []) as DocumentData[]).map(documentFromData);
  return {
    id,
    reference: String(data.reference ?? ''),
    companyId: data.companyId ?? null,
    companyName: String(data.companyName ?? ''),
    contactName: String(data.contactName ?? ''),
    email: String(data.email ?? ''),
    phone: String(data.phone ?? ''),
    status: data.status as CertificationRequestStatus,
    documents,
    requiredDocuments: requiredDocuments(documents, requiredTypesOf(data)),
    purpose: data.purpose === 'vetting' ? CertificationPurpose.VETTING : CertificationPurpose.CERTIFICATION,
    paymentId: data.paymentId ?? null,
    certificateId: data.certificateId ?? null,
    certificateNumber: data.certificateNumber ?? null,
    uploadTokenKey: typeof data.uploadTokenKey === 'string' ? data.uploadTokenKey : null,
    uploadTokenHash: String(data.uploadTokenHash ?? ''),
    uploadTokenExpiresAt: toDate(data.uploadTokenExpiresAt) ?? new Date(0),
    linkMailedAt: toDate(data.linkMailedAt),
    createdAt: toDate(data.createdAt)!,
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt)!,
  };
}

export async function getCertificationRequest(id: string): Promise<CertificationRequest | null> {
  if (!id || id.includes('/')) return null;
  const snap = await certificationRequestRef(id).get();
  return snap.exists ? certificationRequestFromDocument(snap.id, snap.data()!) : null;
}

export async function readCertificationRequest(tx: Transaction, id: string): Promise<CertificationRequest | null> {
  if (!id || id.includes('/')) return null;
  const snap = await tx.get(certificationRequestRef(id));
  return snap.exists ? certificationRequestFromDocument(snap.id, snap.data()!) : null;
}

/** Certification requests, newest first, optionally of one status. */
export function certificationRequestsList(
  status: CertificationRequestStatus | null,
  purpose: CertificationPurpose | null,
): ListSource<CertificationRequest> {
  let query: Query = certificationRequestsCollection();
  if (status) query = query.where('status', '==', status);
  if (purpose) query = query.where('purpose', '==', purpose);
  return {
    query,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    toNode: (doc) => certificationRequestFromDocument(doc.id, doc.data()),
  };
}

export const pdfPathOf = (number: string) => `/certificates/${encodeURIComponent(number)}.pdf`;

/** Valid certificates past their expiry read as expired, whatever the stored status says. */
export function effectiveStatus(stored: CertificateStatus, expiresAt: Date, now = new Date()): CertificateStatus {
  if (stored === CertificateStatus.REVOKED) return CertificateStatus.REVOKED;
  return expiresAt.getTime() <= now.getTime() ? CertificateStatus.EXPIRED : stored;
}

export function certificateFromDocument(id: string, data: DocumentData): Certificate {
  const expiresAt = toDate(data.expiresAt)!;
  return {
    id,
    number: String(data.number),
    companyId: String(data.companyId),
    companyName: String(data.companyName ?? ''),
    issuedAt: toDate(data.issuedAt)!,
    expiresAt,
    status: effectiveStatus(data.status as CertificateStatus, expiresAt),
    requestId: String(data.requestId ?? ''),
    revokedAt: toDate(data.revokedAt),
    revokedReason: data.revokedReason ?? null,
    pdfPath: pdfPathOf(String(data.number)),
  };
}

export async function getCertificate(id: string): Promise<Certificate | null> {
  if (!id || id.includes('/')) return null;
  const snap = await certificatesCollection().doc(id).get();
  return snap.exists ? certificateFromDocument(snap.id, snap.data()!) : null;
}

export async function findCertificateByNumber(number: string): Promise<Certificate | null> {
  const snap = await certificatesCollection().where('number', '==', number).limit(1).get();
  return snap.empty ? null : certificateFromDocument(snap.docs[0].id, snap.docs[0].data());
}

/** Every certificate, newest issued first. */
export function certificatesList(): ListSource<Certificate> {
  return {
    query: certificatesCollection(),
    orderBy: [{ field: 'issuedAt', direction: 'desc' }],
    toNode: (doc) => certificateFromDocument(doc.id, doc.data()),
  };
}

export type { CertificationDocumentType };

/* Reads and writes in the caller's transaction (the unit of work its service opened). */

export const certificationRequestPath = (id: string) => certificationRequestRef(id).path;
export const certificatePath = (id: string) => certificatesCollection().doc(id).path;

export function updateCertificationRequest(tx: Transaction, id: string, changes: DocumentData) {
  tx.update(certificationRequestRef(id), changes);
}

/** The next certificate number of the year, from `counters/certificates-YYYY {next}` (1 for the year's first). */
export async function readNextCertificateSequence(tx: Transaction, year: number): Promise<number> {
  const counter = await readCounter(tx, `certificates-${year}`);
  return Number(counter ? counter.next : 1) || 1;
}

/** Creates the certificate and moves the year's sequence on; returns the new certificate's id. */
export function issueCertificate(tx: Transaction, year: number, sequence: number, certificate: DocumentData, now: Timestamp): string {
  const ref = certificatesCollection().doc();
  writeCounter(tx, `certificates-${year}`, { next: sequence + 1, updatedAt: now }, { merge: true });
  tx.create(ref, certificate);
  return ref.id;
}

export async function readCertificate(tx: Transaction, id: string): Promise<Certificate | null> {
  const snap = await tx.get(certificatesCollection().doc(id));
  return snap.exists ? certificateFromDocument(snap.id, snap.data()!) : null;
}

export function updateCertificate(tx: Transaction, id: string, changes: DocumentData) {
  tx.update(certificatesCollection().doc(id), changes);
}

/** Certification requests whose documents wait for review: a count() aggregation. */
export async function countCertificationAwaitingReview(): Promise<number> {
  return (await certificationRequestsCollection().where('status', '==', 'under_review').count().get()).data().count;
}

/** Creates a certification request document in the caller's transaction; returns its id. */
export function createCertificationRequest(tx: Transaction, data: DocumentData): string {
  const ref = certificationRequestsCollection().doc();
  tx.create(ref, data);
  return ref.id;
}

/** A company's certification and vetting requests read in a transaction, so two at once see each other's. */
export async function readCertificationRequestsOfCompany(tx: Transaction, companyId: string): Promise<CertificationRequest[]> {
  const snap = await tx.get(certificationRequestsCollection().where('companyId', '==', companyId).limit(50));
  return snap.docs.map((doc) => certificationRequestFromDocument(doc.id, doc.data()));
}
