import {
  CERTIFICATE_VALID_MONTHS,
  CERTIFICATION_FEE_PENCE,
  CERTIFICATION_TOTAL_PENCE,
  CERTIFICATION_VAT_PENCE,
  certificateNumber,
} from '../../../common/certification';
import { runTransaction, Timestamp, type Transaction } from '../../platform/firestore/unitOfWork';
import { conflict, forbidden, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import { invalidatePages } from '../../platform/pages/pageCache';
import { COMPANY_PUBLIC_PAGES, markCompanyCertified, readCompany } from '../companies';
import { type FulfilmentOutcome, type StoredPayment, startCheckout } from '../payments';
import { PaymentKind } from '../payments/payments.types';
import {
  certificatePath,
  certificationRequestPath,
  getCertificate,
  issueCertificate,
  readCertificationRequest,
  readNextCertificateSequence,
  updateCertificationRequest,
} from './certification.repository';
import {
  CertificateStatus,
  CertificationRequestStatus,
  type CertificationPaymentSummary,
  type CertificationRequest,
} from './certification.types';

export const NOT_YOUR_REQUEST =
  'This certification request belongs to another company. Sign in with the company account whose e-mail address made the request.';

/**
 * Who may pay: the request's company. A request made without signing in has no company yet; it is linked
 * to the signed-in company when the company's e-mail address, or the signed-in user's, is the one the
 * request was made with (linked when payment starts).
 */
function ownership(request: CertificationRequest, companyId: string, emails: Array<string | null>): 'owner' | 'link' | 'other' {
  if (request.companyId) return request.companyId === companyId ? 'owner' : 'other';
  const wanted = request.email.trim().toLowerCase();
  return emails.some((email) => email && email.trim().toLowerCase() === wanted) ? 'link' : 'other';
}

/** The signed-in company user: their company and their sign-in e-mail address. */
export interface Payer {
  companyId: string;
  email: string | null;
}

async function readForCompany(tx: Transaction, requestId: string, { companyId, email }: Payer) {
  const request = await readCertificationRequest(tx, requestId);
  if (!request) throw notFound('There is no certification request with this id');
  const company = await readCompany(tx, companyId);
  const access = ownership(request, companyId, [email, company ? company.email : null]);
  if (access === 'other') throw forbidden(NOT_YOUR_REQUEST);
  return { request, access };
}

export async function certificationPaymentSummary(requestId: string, payer: Payer): Promise<CertificationPaymentSummary> {
  const request = await runTransaction(async (tx) => (await readForCompany(tx, requestId, payer)).request);
  const certificate = request.certificateId ? await getCertificate(request.certificateId) : null;
  return {
    requestId: request.id,
    reference: request.reference,
    companyName: request.companyName,
    status: request.status,
    amountPence: CERTIFICATION_FEE_PENCE,
    vatPence: CERTIFICATION_VAT_PENCE,
    totalPence: CERTIFICATION_TOTAL_PENCE,
    certificateNumber: certificate?.number ?? null,
    certificateExpiresAt: certificate?.expiresAt ?? null,
  };
}

/** Company: starts the checkout of £295 + VAT for an approved request (linking an anonymous request first). */
export async function startCertificationPayment(requestId: string, payer: Payer) {
  const { companyId } = payer;
  const request = await runTransaction(async (tx) => {
    const { request, access } = await readForCompany(tx, requestId, payer);
    if (request.status === CertificationRequestStatus.CERTIFIED) throw conflict('This request is already paid for and certified');
    if (request.status !== CertificationRequestStatus.APPROVED_AWAITING_PAYMENT)
      throw conflict('Certification can be paid for once all five documents are accepted');
    if (access === 'link') updateCertificationRequest(tx, request.id, { companyId, updatedAt: Timestamp.now() });
    return request;
  });
  return startCheckout({
    kind: PaymentKind.CERTIFICATION,
    companyId,
    amountPence: CERTIFICATION_FEE_PENCE,
    vatPence: CERTIFICATION_VAT_PENCE,
    description: `Certification ${request.reference} (${request.companyName}), 12 months`,
    certificationRequestId: request.id,
    successPath: `/company/certification/${request.id}/success`,
    cancelPath: `/company/certification/${request.id}/payment`,
  });
}

const addMonths = (date: Date, months: number) => {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
};

/**
 * Fulfil (payments contract): inside the payment's transaction, all reads first. Issues the next number of
 * the year from `counters/certificates-YYYY`, the `certificates` document (12 months), marks the request
 * certified and the company certified until the expiry, and queues the certificate e-mail.
 */
export async function fulfilCertification(tx: Transaction, payment: StoredPayment): Promise<FulfilmentOutcome> {
  const requestId = payment.certificationRequestId;
  if (!requestId) return { ok: false, reason: 'The payment names no certification request' };
  const now = Timestamp.now();
  const year = now.toDate().getUTCFullYear();
  const request = await readCertificationRequest(tx, requestId);
  const company = await readCompany(tx, payment.companyId);
  const sequence = await readNextCertificateSequence(tx, year);
  if (!request) return { ok: false, reason: 'The certification request no longer exists' };
  if (request.status === CertificationRequestStatus.CERTIFIED && request.paymentId === payment.id) return { ok: true };
  if (request.status !== CertificationRequestStatus.APPROVED_AWAITING_PAYMENT)
    return { ok: false, reason: 'The certification request is not waiting for payment any more' };
  if (request.companyId && request.companyId !== payment.companyId)
    return { ok: false, reason: 'The certification request belongs to another company' };
  if (!company) return { ok: false, reason: 'The company no longer exists' };

  const number = certificateNumber(year, sequence);
  const expiresAt = Timestamp.fromDate(addMonths(now.toDate(), CERTIFICATE_VALID_MONTHS));
  const certificateId = issueCertificate(
    tx,
    year,
    sequence,
    {
      number,
      companyId: payment.companyId,
      companyName: request.companyName,
      issuedAt: now,
      expiresAt,
      status: CertificateStatus.VALID,
      requestId,
      paymentId: payment.id,
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  updateCertificationRequest(tx, requestId, {
    status: CertificationRequestStatus.CERTIFIED,
    companyId: payment.companyId,
    certificateId,
    certificateNumber: number,
    paymentId: payment.id,
    updatedAt: now,
  });
  markCompanyCertified(tx, payment.companyId, { id: certificateId, number, until: expiresAt }, now);
  queueMail(
    tx,
    {
      to: request.email,
      template: 'certificate_issued',
      data: { name: request.contactName, companyName: request.companyName, number, expiresAt: expiresAt.toDate().toISOString() },
      related: [certificationRequestPath(requestId), certificatePath(certificateId)],
    },
    now,
  );
  // The directory on the location pages shows the Certified badge: refreshed once the certificate is
  // committed (a page rendered before the commit would otherwise be cached without it).
  return { ok: true, afterCommit: () => invalidatePages([...COMPANY_PUBLIC_PAGES, '/verify-certificate']) };
}
