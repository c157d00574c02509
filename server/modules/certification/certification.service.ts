import crypto from 'node:crypto';
import { CERTIFICATION_DOCUMENT_LABELS, CERTIFICATION_DOCUMENT_TYPES, type CertificationDocumentType } from '../../../common/certification';
import {
  certificationRequestSchema,
  DOCUMENT_REJECTION_NOTE_REQUIRED,
  documentReviewNoteSchema,
} from '../../../common/validation/certification';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import type { AppConfig } from '../../platform/config';
import { isDocumentId } from '../../platform/documentId';
import { runTransaction, Timestamp, type Transaction } from '../../platform/firestore/unitOfWork';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, forbidden, invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import { invalidatePages } from '../../platform/pages/pageCache';
import type { PublicSubmissionMeta } from '../../platform/submissions/publicSubmission';
import { ipLimit, storePublicSubmission } from '../../platform/submissions/storeSubmission';
import { COMPANY_PUBLIC_PAGES, getCompanies, markCompanyUncertified, readCompany, writeVettingRecord } from '../companies';
import { londonDay } from '../dailyStats';
import { clockNow } from '../../platform/clock';
import {
  checkEvidence,
  isCurrent,
  isVettingDocumentType,
  VETTING_DOCUMENT_TYPES,
  withEvidence,
  type CheckedEvidence,
  type VettingEvidenceValues,
} from '../../../common/vetting';
import {
  CERTIFICATION_REQUESTS_COLLECTION,
  certificationRequestPath,
  readCertificationRequestsOfCompany,
  createCertificationRequest,
  documentToData,
  getCertificate,
  getCertificationRequest,
  certificatesList,
  certificationRequestsList,
  readCertificate,
  readCertificationRequest,
  updateCertificate,
  updateCertificationRequest,
} from './certification.repository';
import { sameSecret } from '../../platform/crypto/sameSecret';
import { hashUploadToken, newUploadLink, uploadTokenFor } from './uploadLink';
import { linkSigningSecret } from '../../platform/crypto/secrets';
import {
  CertificateStatus,
  CertificationPurpose,
  CertificationRequestStatus,
  DocumentDecision,
  DocumentReview,
  type CertificateConnection,
  type CertificationDocument,
  type CertificationDocumentsView,
  type CertificationRequest,
  type CertificationRequestConnection,
} from './certification.types';

const DAY_MS = 86_400_000;

/**
 * The request's current link token, the same in every e-mail for the request's life (docs/decisions/0038). A
 * request stored before the key existed (only a random token's hash) gets a key once, at its next e-mail.
 */
function currentUploadLink(request: CertificationRequest, secret: string) {
  return request.uploadTokenKey
    ? { key: request.uploadTokenKey, ...uploadTokenFor(request.uploadTokenKey, secret) }
    : newUploadLink(secret);
}

/** A link stays valid at least `linkDays` from each e-mail that carries it. */
function extendedExpiry(request: CertificationRequest, now: Date, linkDays: number) {
  const wanted = now.getTime() + linkDays * DAY_MS;
  return new Date(Math.max(wanted, request.uploadTokenExpiresAt.getTime()));
}

/** E-mails an existing request's private links again (after a rejection, with what was rejected and why; or after a revocation). */
function queueUploadLinksMail(
  tx: Transaction,
  request: CertificationRequest,
  link: { token: string; expiresAt: Date; siteUrl: string | null; now: Timestamp },
  rejection: { rejectedDocument: string; note: string | null } | null = null,
) {
  queueMail(
    tx,
    {
      to: request.email,
      template: 'certification_request_received',
      data: {
        name: request.contactName,
        companyName: request.companyName,
        reference: request.reference,
        ...linksFor(link.siteUrl ?? 'http://localhost', request.id, link.token),
        documents: request.requiredDocuments.map((d) => d.label),
        linkExpiresAt: link.expiresAt.toISOString(),
        purpose: request.purpose,
        ...rejection,
      },
      related: [certificationRequestPath(request.id)],
    },
    link.now,
  );
}

export const LINK_NOT_VALID = 'This link is not valid. Use the whole link from the e-mail we sent you, or request certification again.';
export const LINK_EXPIRED = 'This link has expired. Contact us and we will send you a new one.';

export type Access = { ok: true; request: CertificationRequest } | { ok: false; message: string };

/** The private links: the request must exist, the token match its stored hash (constant time) and not be expired. */
export async function checkRequestAccess(id: string, token: string | null | undefined, now = new Date()): Promise<Access> {
  if (!token || token.length > 200 || !isDocumentId(id) || !/^[A-Za-z0-9_-]+$/.test(id)) return { ok: false, message: LINK_NOT_VALID };
  const request = await getCertificationRequest(id);
  return accessTo(request, token, now);
}

export function accessTo(request: CertificationRequest | null, token: string, now = new Date()): Access {
  if (!request || !request.uploadTokenHash) return { ok: false, message: LINK_NOT_VALID };
  const given = Buffer.from(hashUploadToken(token), 'hex');
  const expected = Buffer.from(request.uploadTokenHash, 'hex');
  if (!sameSecret(given, expected)) return { ok: false, message: LINK_NOT_VALID };
  if (request.uploadTokenExpiresAt.getTime() <= now.getTime()) return { ok: false, message: LINK_EXPIRED };
  return { ok: true, request };
}

/**
 * Documents can be uploaded while the request waits for them, and a document not yet reviewed can be replaced
 * while the request is under review (docs/decisions/0042); an accepted document cannot be replaced.
 */
export function uploadRefusal(request: CertificationRequest, type: CertificationDocumentType): string | null {
  const label = CERTIFICATION_DOCUMENT_LABELS[type].toLowerCase();
  const existing = request.documents.find((d) => d.type === type);
  if (request.status === CertificationRequestStatus.UNDER_REVIEW) {
    if (!request.requiredDocuments.some((d) => d.type === type)) return 'This request does not take this document.';
    if (existing?.review === DocumentReview.ACCEPTED) return `The ${label} is already accepted: it cannot be replaced.`;
    if (!existing || existing.review !== DocumentReview.PENDING)
      return 'All your documents are with us and under review: there is nothing to upload now.';
    return null;
  }
  if (request.status !== CertificationRequestStatus.AWAITING_DOCUMENTS && request.status !== CertificationRequestStatus.REQUESTED) {
    return request.status === CertificationRequestStatus.APPROVED_AWAITING_PAYMENT ||
      request.status === CertificationRequestStatus.CERTIFIED ||
      request.status === CertificationRequestStatus.VETTED
      ? 'All your documents are accepted: they cannot be replaced.'
      : 'This certification request does not take documents any more.';
  }
  if (!request.requiredDocuments.some((d) => d.type === type)) return 'This request does not take this document.';
  if (existing?.review === DocumentReview.ACCEPTED) return `The ${label} is already accepted: it cannot be replaced.`;
  return null;
}

/** Whether the private link's holder can upload or replace at least one document now. */
export const takesDocuments = (request: CertificationRequest) =>
  request.requiredDocuments.some(({ type }) => uploadRefusal(request, type as CertificationDocumentType) === null);

const linksFor = (siteUrl: string | null, id: string, token: string) => {
  const base = (siteUrl ?? '').replace(/\/+$/, '');
  const q = `?token=${encodeURIComponent(token)}`;
  return {
    uploadUrl: `${base}/certificate-upload/${encodeURIComponent(id)}${q}`,
    docsUrl: `${base}/certificate-docs/${encodeURIComponent(id)}${q}`,
  };
};

/**
 * The vetting documents (insurance, waste carrier registration) an administrator accepted for the company and that
 * are still in date: a certification request of the company starts with them accepted, so it asks only for the rest.
 * Each is the accepted upload of the vetting request its evidence names, as stored there.
 */
export async function acceptedVettingDocuments(companyId: string): Promise<CertificationDocument[]> {
  const [company] = await getCompanies([companyId]);
  if (!company) return [];
  const today = londonDay(clockNow());
  const { insurance, wasteCarrier } = company.vettingRecord;
  const checked = [
    { type: 'public_liability_insurance', evidence: insurance },
    { type: 'waste_carrier_licence', evidence: wasteCarrier },
  ] as const;
  const found: CertificationDocument[] = [];
  for (const { type, evidence } of checked) {
    if (!evidence || !isCurrent(evidence.expiresOn, today)) continue;
    const request = await getCertificationRequest(evidence.requestId);
    const document =
      request?.companyId === companyId && request.documents.find((d) => d.type === type && d.review === DocumentReview.ACCEPTED);
    if (document) found.push(document);
  }
  return found;
}

export interface RequestOptions {
  policy: AppConfig['submissions'];
  linkDays: number;
  siteUrl: string | null;
  /** The signed-in company the request is for, if any. */
  companyId?: string | null;
}

/**
 * Public: a company asks for certification (`/certificate-request`), through the shared public-submission
 * path. The request starts `awaiting_documents` with a secret upload token (only its hash is kept); the
 * e-mail with the private upload and documents links is queued in the same transaction.
 */
export async function submitCertificationRequest(input: unknown, meta: PublicSubmissionMeta, options: RequestOptions) {
  const { policy } = options;
  const reused = options.companyId ? await acceptedVettingDocuments(options.companyId) : [];
  const asked = CERTIFICATION_DOCUMENT_TYPES.filter((type) => !reused.some((d) => d.type === type));
  const { key, token, hash } = newUploadLink(await linkSigningSecret());
  const expiresAt = new Date(Date.now() + options.linkDays * DAY_MS);
  return storePublicSubmission({
    collection: CERTIFICATION_REQUESTS_COLLECTION,
    referencePrefix: 'CR',
    schema: certificationRequestSchema,
    input,
    meta,
    policy,
    initialStatus: CertificationRequestStatus.AWAITING_DOCUMENTS,
    rateLimits: (data) => [
      ipLimit('certification', meta, policy),
      {
        key: `certification:email:${data.email}`,
        max: policy.phoneMax,
        windowMs: policy.phoneWindowMs,
        what: 'a certification request for this e-mail address',
      },
    ],
    toDocument: (data) => ({
      ...data,
      purpose: CertificationPurpose.CERTIFICATION,
      companyId: options.companyId ?? null,
      requiredDocuments: [...CERTIFICATION_DOCUMENT_TYPES],
      ...newRequestFields(key, hash, expiresAt),
      documents: reused.map(documentToData),
    }),
    notify: (tx, data, stored) => {
      queueMail(
        tx,
        {
          to: data.email,
          template: 'certification_request_received',
          data: {
            name: data.contactName,
            companyName: data.companyName,
            reference: stored.reference,
            ...linksFor(options.siteUrl ?? 'http://localhost', stored.id, token),
            documents: asked.map((t) => CERTIFICATION_DOCUMENT_LABELS[t]),
            linkExpiresAt: expiresAt.toISOString(),
          },
          related: [stored.path],
        },
        stored.at,
      );
    },
  });
}

/** `/certificate-docs/{id}`: the request and its five documents, for the holder of the private link. */
export async function certificationDocumentsView(id: string, token: string | null | undefined): Promise<CertificationDocumentsView> {
  const access = await checkRequestAccess(id, token);
  if (!access.ok) throw forbidden(access.message);
  const request = access.request;
  return {
    id: request.id,
    reference: request.reference,
    companyName: request.companyName,
    status: request.status,
    purpose: request.purpose,
    requiredDocuments: request.requiredDocuments,
    uploadsOpen: takesDocuments(request),
    linkExpiresAt: request.uploadTokenExpiresAt,
  };
}

const allPresent = (request: CertificationRequest, documents: CertificationDocument[]) =>
  request.requiredDocuments.every(({ type }) => documents.some((d) => d.type === type && d.review !== DocumentReview.REJECTED));

/**
 * A finished, checked upload becomes the request's document of its type (replacing an earlier upload that
 * is not accepted, which is then deleted). With all five present the request goes `under_review` and the admins
 * are alerted.
 * Returns the storage path of the file it replaced (to delete), or null.
 */
export async function recordUploadedDocument(
  requestId: string,
  document: Omit<CertificationDocument, 'review' | 'note' | 'uploadedAt'>,
  adminAlertEmails: readonly string[],
): Promise<{ replacedPath: string | null }> {
  return runTransaction(async (tx) => {
    const request = await readCertificationRequest(tx, requestId);
    if (!request) throw new UploadRefused(403, LINK_NOT_VALID);
    const refusal = uploadRefusal(request, document.type as CertificationDocumentType);
    if (refusal) throw new UploadRefused(409, refusal);
    const now = Timestamp.now();
    const replaced = request.documents.find((d) => d.type === document.type) ?? null;
    const documents = [
      ...request.documents.filter((d) => d.type !== document.type),
      { ...document, uploadedAt: now.toDate(), review: DocumentReview.PENDING, note: null },
    ].sort(
      (a, b) =>
        CERTIFICATION_DOCUMENT_TYPES.indexOf(a.type as CertificationDocumentType) -
        CERTIFICATION_DOCUMENT_TYPES.indexOf(b.type as CertificationDocumentType),
    );
    const complete = allPresent(request, documents);
    updateCertificationRequest(tx, requestId, {
      documents: documents.map(documentToData),
      status: complete ? CertificationRequestStatus.UNDER_REVIEW : CertificationRequestStatus.AWAITING_DOCUMENTS,
      updatedAt: now,
    });
    // A replacement while under review is not news to the admins: they were alerted when the request got there.
    if (complete && request.status !== CertificationRequestStatus.UNDER_REVIEW && adminAlertEmails.length) {
      queueMail(
        tx,
        {
          to: adminAlertEmails,
          template: 'admin_certification_documents',
          data: { requestId, reference: request.reference, companyName: request.companyName, purpose: request.purpose },
          related: [certificationRequestPath(requestId)],
        },
        now,
      );
    }
    return { replacedPath: replaced && replaced.storagePath !== document.storagePath ? replaced.storagePath : null };
  });
}

/** An upload the server will not take, with the HTTP status and the message the uploader sees. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function adminCertificationRequests(
  filter: { status?: CertificationRequestStatus | null; purpose?: CertificationPurpose | null },
  page: PageArgs,
): Promise<CertificationRequestConnection> {
  return countedPage(certificationRequestsList(filter.status ?? null, filter.purpose ?? null), page);
}

export const adminCertificationRequest = (id: string) => getCertificationRequest(id);

export const DOCUMENT_REPLACED =
  'The company has replaced this document since you opened the request. Look at the new file before you review it.';

export interface ReviewContext {
  reviewer: string;
  siteUrl: string | null;
  linkDays: number;
}

/**
 * Admin: accept or reject one document (it must be uploaded). A rejection needs a note; it returns the
 * request to `awaiting_documents` and e-mails the company the note with the request's private links (the same
 * links as every earlier e-mail, their expiry extended). When all five are accepted the
 * request becomes `approved_awaiting_payment` and the company is e-mailed the payment link.
 */
export async function reviewCertificationDocument(
  input: {
    requestId: string;
    type: CertificationDocumentType;
    decision: DocumentDecision;
    note?: string | null;
    evidence?: VettingEvidenceValues | null;
    /** When the upload the admin looked at was made: a replacement since then is refused (CONFLICT). */
    documentUploadedAt?: Date | null;
  },
  context: ReviewContext,
): Promise<CertificationRequest> {
  const parsedNote = documentReviewNoteSchema.safeParse(input.note);
  if (!parsedNote.success) throw invalidInput(fieldErrorsFrom(parsedNote.error).map((e) => ({ ...e, path: 'note' })));
  const note = parsedNote.data;
  if (input.decision === DocumentDecision.REJECT && !note)
    throw invalidInput([{ path: 'note', message: DOCUMENT_REJECTION_NOTE_REQUIRED }], DOCUMENT_REJECTION_NOTE_REQUIRED);
  // Insurance and waste carrier registration are vetting evidence: accepting them records what was read off them.
  let evidence: CheckedEvidence | null = null;
  const today = londonDay(clockNow());
  const secret = await linkSigningSecret();
  if (input.decision === DocumentDecision.ACCEPT && isVettingDocumentType(input.type)) {
    const checked = checkEvidence(input.type, input.evidence, today);
    if (!checked.ok) throw invalidInput(checked.errors, checked.errors[0].message);
    evidence = checked.evidence;
  }

  await runTransaction(async (tx: Transaction) => {
    const request = await readCertificationRequest(tx, input.requestId);
    if (!request) throw notFound('There is no certification request with this id');
    const company = evidence && request.companyId ? await readCompany(tx, request.companyId) : null;
    if (request.status !== CertificationRequestStatus.UNDER_REVIEW && request.status !== CertificationRequestStatus.AWAITING_DOCUMENTS) {
      throw conflict(`Documents cannot be reviewed while the request is ${request.status.replace(/_/g, ' ')}`);
    }
    const document = request.documents.find((d) => d.type === input.type);
    if (!document) throw conflict('This document has not been uploaded yet');
    if (input.documentUploadedAt && document.uploadedAt.getTime() !== input.documentUploadedAt.getTime()) throw conflict(DOCUMENT_REPLACED);
    const now = Timestamp.now();
    const review = input.decision === DocumentDecision.ACCEPT ? DocumentReview.ACCEPTED : DocumentReview.REJECTED;
    const documents = request.documents.map((d) =>
      d.type === input.type ? { ...d, review, note: note ?? null, reviewedBy: context.reviewer, ...evidenceFields(evidence) } : d,
    );
    if (company && evidence)
      writeVettingRecord(
        tx,
        company.id,
        withEvidence(company.vettingRecord, evidence, { requestId: request.id, reviewedBy: context.reviewer, reviewedOn: today }),
        now,
      );
    const update: Record<string, unknown> = { documents: documents.map(documentToData), updatedAt: now };
    const path = certificationRequestPath(request.id);
    if (review === DocumentReview.REJECTED) {
      const { key, token, hash } = currentUploadLink(request, secret);
      const expiresAt = extendedExpiry(request, now.toDate(), context.linkDays);
      Object.assign(update, {
        status: CertificationRequestStatus.AWAITING_DOCUMENTS,
        uploadTokenKey: key,
        uploadTokenHash: hash,
        uploadTokenExpiresAt: Timestamp.fromDate(expiresAt),
      });
      queueUploadLinksMail(
        tx,
        request,
        { token, expiresAt, siteUrl: context.siteUrl, now },
        {
          rejectedDocument: CERTIFICATION_DOCUMENT_LABELS[input.type],
          note,
        },
      );
    } else if (
      request.requiredDocuments.every(({ type }) => documents.some((d) => d.type === type && d.review === DocumentReview.ACCEPTED))
    ) {
      if (request.purpose === CertificationPurpose.VETTING) {
        // Vetting has no fee: its evidence is on the company already.
        updateCertificationRequest(tx, request.id, { ...update, status: CertificationRequestStatus.VETTED });
        return;
      }
      update.status = CertificationRequestStatus.APPROVED_AWAITING_PAYMENT;
      queueMail(
        tx,
        {
          to: request.email,
          template: 'certification_approved',
          data: {
            name: request.contactName,
            companyName: request.companyName,
            reference: request.reference,
            paymentPath: `/company/certification/${request.id}/payment`,
          },
          related: [path],
        },
        now,
      );
    }
    updateCertificationRequest(tx, request.id, update);
  });
  // The location pages, profiles and sitemap list only companies whose vetting is current.
  if (evidence) invalidatePages(COMPANY_PUBLIC_PAGES);
  return (await getCertificationRequest(input.requestId))!;
}

/**
 * Admin: retire the request's private links (e.g. an e-mail went to the wrong person) and e-mail the company new
 * ones. The only way a request's links change. NOT_FOUND for an unknown request.
 */
export async function revokeCertificationUploadLink(requestId: string, context: { siteUrl: string | null; linkDays: number }) {
  const { key, token, hash } = newUploadLink(await linkSigningSecret());
  await runTransaction(async (tx: Transaction) => {
    const request = await readCertificationRequest(tx, requestId);
    if (!request) throw notFound('There is no certification request with this id');
    const now = Timestamp.fromDate(clockNow());
    const expiresAt = new Date(now.toMillis() + context.linkDays * DAY_MS);
    updateCertificationRequest(tx, request.id, {
      uploadTokenKey: key,
      uploadTokenHash: hash,
      uploadTokenExpiresAt: Timestamp.fromDate(expiresAt),
      updatedAt: now,
    });
    queueUploadLinksMail(tx, request, { token, expiresAt, siteUrl: context.siteUrl, now });
  });
  return (await getCertificationRequest(requestId))!;
}

export function adminCertificates(page: PageArgs): Promise<CertificateConnection> {
  return countedPage(certificatesList(), page);
}

export const adminCertificate = (id: string) => getCertificate(id);

/** Admin: revoke a certificate; its company is no longer certified and the directory pages are refreshed. */
export async function revokeCertificate(id: string, reason: string | null, reviewer: string) {
  const parsed = documentReviewNoteSchema.safeParse(reason);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error).map((e) => ({ ...e, path: 'reason' })));
  await runTransaction(async (tx) => {
    const certificate = await readCertificate(tx, id);
    if (!certificate) throw notFound('There is no certificate with this id');
    if (certificate.status === CertificateStatus.REVOKED) return;
    const company = await readCompany(tx, certificate.companyId);
    const now = Timestamp.now();
    updateCertificate(tx, id, {
      status: CertificateStatus.REVOKED,
      revokedAt: now,
      revokedReason: parsed.data,
      revokedBy: reviewer,
      updatedAt: now,
    });
    if (company && company.certificateId === id) markCompanyUncertified(tx, company.id, now);
  });
  invalidatePages([...COMPANY_PUBLIC_PAGES, '/verify-certificate']);
  return (await getCertificate(id))!;
}

/** The evidence fields kept on an accepted insurance or waste carrier document. */
function evidenceFields(evidence: CheckedEvidence | null) {
  if (!evidence) return {};
  return evidence.type === 'public_liability_insurance'
    ? { expiresOn: evidence.expiresOn, coverPence: evidence.coverPence }
    : { expiresOn: evidence.expiresOn, registrationNumber: evidence.registrationNumber, wasteCarrierTier: evidence.tier };
}

/** A second press of "Upload evidence" within this time opens the same page without e-mailing the same link again. */
const VETTING_LINK_MAIL_QUIET_MS = 10 * 60_000;

/**
 * A signed-in company asks to upload its vetting evidence (insurance and waste carrier registration): the same
 * request, upload link, tus uploads and admin review as certification, with the two vetting documents and no fee
 * (docs/decisions/0035-vetting-enforced.md). An open vetting request of the company is reused with its link; the
 * link is returned and e-mailed, unless it was e-mailed in the last ten minutes (a button pressed twice sends one
 * e-mail). The open request is looked for inside the transaction, so two presses at once make one request.
 */
export async function startVettingUpload(
  company: { id: string; name: string; contactName: string; email: string; phone: string },
  options: { linkDays: number; siteUrl: string | null },
): Promise<{ requestId: string; uploadPath: string }> {
  const secret = await linkSigningSecret();
  const fresh = newUploadLink(secret);
  return runTransaction(async (tx) => {
    const open = (await readCertificationRequestsOfCompany(tx, company.id)).find(
      (r) =>
        r.purpose === CertificationPurpose.VETTING &&
        (r.status === CertificationRequestStatus.AWAITING_DOCUMENTS || r.status === CertificationRequestStatus.REQUESTED),
    );
    const { key, token, hash } = open ? currentUploadLink(open, secret) : fresh;
    const now = Timestamp.fromDate(clockNow());
    const expiresAt = open ? extendedExpiry(open, now.toDate(), options.linkDays) : new Date(now.toMillis() + options.linkDays * DAY_MS);
    const uploadPath = (id: string) => `/certificate-upload/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
    let id: string;
    let reference: string;
    if (open) {
      id = open.id;
      reference = open.reference;
      const mailedRecently =
        open.linkMailedAt !== null &&
        open.uploadTokenKey === key &&
        now.toMillis() - open.linkMailedAt.getTime() < VETTING_LINK_MAIL_QUIET_MS;
      if (mailedRecently) return { requestId: id, uploadPath: uploadPath(id) };
      updateCertificationRequest(tx, id, {
        uploadTokenKey: key,
        uploadTokenHash: hash,
        uploadTokenExpiresAt: Timestamp.fromDate(expiresAt),
        linkMailedAt: now,
        updatedAt: now,
      });
    } else {
      reference = `VR-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
      id = createCertificationRequest(tx, {
        reference,
        purpose: 'vetting',
        companyId: company.id,
        companyName: company.name,
        contactName: company.contactName || company.name,
        email: company.email,
        phone: company.phone,
        status: CertificationRequestStatus.AWAITING_DOCUMENTS,
        requiredDocuments: [...VETTING_DOCUMENT_TYPES],
        ...newRequestFields(key, hash, expiresAt),
        linkMailedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
    const links = linksFor(options.siteUrl ?? 'http://localhost', id, token);
    queueMail(
      tx,
      {
        to: company.email,
        template: 'certification_request_received',
        data: {
          name: company.contactName || company.name,
          companyName: company.name,
          reference,
          ...links,
          documents: VETTING_DOCUMENT_TYPES.map((t) => CERTIFICATION_DOCUMENT_LABELS[t]),
          linkExpiresAt: expiresAt.toISOString(),
          purpose: 'vetting',
        },
        related: [certificationRequestPath(id)],
      },
      now,
    );
    return { requestId: id, uploadPath: uploadPath(id) };
  });
}

/**
 * The private upload and documents pages of a request of the signed-in company, with the link every e-mail about it
 * carries (so the pages after a request and after paying can link to them). NOT_FOUND for another company's request;
 * CONFLICT for a request from before links had keys (its e-mail has the link).
 */
export async function companyCertificationLinks(companyId: string, requestId: string) {
  const request = await getCertificationRequest(requestId);
  if (!request || request.companyId !== companyId) throw notFound('Your company has no certification request with this id');
  if (!request.uploadTokenKey) throw conflict('Use the link in the e-mail we sent you for this request');
  const { token } = uploadTokenFor(request.uploadTokenKey, await linkSigningSecret());
  const query = `${encodeURIComponent(request.id)}?token=${encodeURIComponent(token)}`;
  return { requestId: request.id, uploadPath: `/certificate-upload/${query}`, docsPath: `/certificate-docs/${query}` };
}

/** A new request's empty documents, its upload link (key, hash, expiry) and nothing paid or issued yet. */
function newRequestFields(key: string, hash: string, expiresAt: Date) {
  return {
    documents: [],
    uploadTokenKey: key,
    uploadTokenHash: hash,
    uploadTokenExpiresAt: Timestamp.fromDate(expiresAt),
    paymentId: null,
    certificateId: null,
  };
}
