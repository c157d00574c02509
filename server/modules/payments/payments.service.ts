import { countPaymentRefunded, countPaymentSettled } from '../dailyStats';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { conflict, forbidden, notFound, paymentProviderUnavailable } from '../../platform/graphql/errors';
import { siteUrl } from '../../platform/services';
import { logger } from '../../platform/logger';
import { fulfilmentFor } from './fulfilment';
import { getCompanies, readCompany } from '../companies';
import {
  companyPaymentsOfKind,
  createPayment,
  readPayment,
  readPaymentIn,
  updatePayment,
  updatePaymentIn,
  type StoredPayment,
} from './payments.repository';

export type { StoredPayment };
import { PaymentKind, PaymentProvider, PaymentStatus, type Payment } from './payments.types';
import { refundBalancePayment, type RefundOptions } from './balanceRefund.service';
import { activeProvider, providerOf } from './providers/registry';
import { issueOwedDocuments } from './paymentDocuments';
import { queueRefundMail } from './refundMail';
import { raiseWebhookEvent } from '../webhooks';

export interface CheckoutRequest {
  kind: PaymentKind;
  companyId: string;
  /** Before VAT. */
  amountPence: number;
  vatPence: number;
  /** What the checkout page shows, e.g. "Lead SFR-000123 (SW1A, London)". */
  description: string;
  leadId?: string;
  certificationRequestId?: string;
  /** The company user who started it (a lead purchase records them as its buyer). */
  startedBy?: { uid: string; email: string | null };
  /** Where the provider returns the buyer after paying, with ?payment=<id>. */
  successPath: string;
  /** Where the provider returns the buyer who goes back, with ?payment=<id>&cancelled=1. */
  cancelPath: string;
}

const siteBase = () => (siteUrl() ?? '').replace(/\/+$/, '');
const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
export const successUrlOf = (payment: StoredPayment) => withQuery(payment.successPath, `payment=${payment.id}`);
export const cancelUrlOf = (payment: StoredPayment) => withQuery(payment.cancelPath, `payment=${payment.id}&cancelled=1`);

const providerUnavailable = () =>
  paymentProviderUnavailable('The payment service did not answer. Nothing was charged: try again in a minute.');

/** HMRC: a full VAT invoice names the customer's address (docs/decisions/0047-vat-invoices.md). */
export const INVOICE_ADDRESS_MISSING =
  'Add your business address and postcode to your company profile first: they go on the VAT invoice for this payment';

/** Creates the pending payment and its checkout at the provider; the browser then goes to checkoutUrl. */
export async function startCheckout(request: CheckoutRequest): Promise<{ paymentId: string; checkoutUrl: string }> {
  if (!Number.isInteger(request.amountPence) || request.amountPence <= 0 || !Number.isInteger(request.vatPence) || request.vatPence < 0) {
    throw new Error(`A checkout needs whole, positive pence (got ${request.amountPence} + ${request.vatPence} VAT)`);
  }
  if (!request.successPath.startsWith('/') || !request.cancelPath.startsWith('/'))
    throw new Error('Checkout return paths must be paths of this site');
  const [company] = await getCompanies([request.companyId]);
  if (!company?.address.trim() || !company.postcode.trim()) throw conflict(INVOICE_ADDRESS_MISSING);
  const provider = activeProvider();
  const now = Timestamp.now();
  const stored = {
    kind: request.kind,
    description: request.description,
    amountPence: request.amountPence,
    vatPence: request.vatPence,
    currency: 'GBP',
    status: PaymentStatus.PENDING,
    provider: provider.name,
    providerRef: null,
    providerPaymentRef: null,
    companyId: request.companyId,
    leadId: request.leadId ?? null,
    certificationRequestId: request.certificationRequestId ?? null,
    startedBy: request.startedBy ?? null,
    successPath: request.successPath,
    cancelPath: request.cancelPath,
    createdAt: now,
    updatedAt: now,
  };
  const payment = await createPayment(stored);
  const base = provider.name === PaymentProvider.LOCAL ? '' : siteBase();
  try {
    const checkout = await provider.createCheckout(payment, {
      successUrl: base + successUrlOf(payment),
      cancelUrl: base + cancelUrlOf(payment),
    });
    await updatePayment(payment.id, { providerRef: checkout.providerRef, updatedAt: Timestamp.now() });
    return { paymentId: payment.id, checkoutUrl: checkout.checkoutUrl };
  } catch (error) {
    logger.error({ err: error, paymentId: payment.id }, 'the payment provider refused or did not answer a checkout');
    await updatePayment(payment.id, {
      status: PaymentStatus.FAILED,
      failureReason: 'The payment service did not answer',
      updatedAt: Timestamp.now(),
    });
    throw providerUnavailable();
  }
}

export interface Settlement {
  payment: StoredPayment;
  /** The payment was settled before: a replayed webhook or a second click. Nothing was done again. */
  replayed: boolean;
}

/**
 * The provider says the money is taken. In one transaction: the payment becomes `succeeded` and what it
 * bought is delivered (the kind's Fulfil). A payment that can no longer be fulfilled is refunded at once.
 * Safe to call any number of times for one payment: only the first call does anything.
 */
export async function settlePayment(paymentId: string, confirmation: { providerPaymentRef?: string | null } = {}): Promise<Settlement> {
  const result = await runTransaction(async (tx) => {
    const payment = await readPaymentIn(tx, paymentId);
    if (!payment) throw notFound('There is no such payment');
    if (payment.status !== PaymentStatus.PENDING) return { payment, replayed: true, refundReason: null, afterCommit: undefined };
    const fulfil = fulfilmentFor(payment.kind);
    const outcome = fulfil ? await fulfil(tx, payment) : { ok: false as const, reason: 'This purchase cannot be completed at the moment' };
    const now = Timestamp.now();
    const refundReason = outcome.ok ? null : outcome.reason;
    updatePaymentIn(tx, paymentId, {
      status: PaymentStatus.SUCCEEDED,
      paidAt: now,
      providerPaymentRef: confirmation.providerPaymentRef ?? payment.providerPaymentRef ?? null,
      fulfilled: outcome.ok,
      // Marks the refund owed until it is done (refundPayment), so an interrupted refund can be found again.
      refundDue: !outcome.ok,
      // What was delivered is invoiced once this commits (issueOwedDocuments); marked so a crash in between is caught up.
      invoiceDue: outcome.ok,
      updatedAt: now,
    });
    if (outcome.ok) countPaymentSettled(tx, now.toDate(), payment);
    return {
      payment: {
        ...payment,
        status: PaymentStatus.SUCCEEDED,
        paidAt: now.toDate(),
        providerPaymentRef: confirmation.providerPaymentRef ?? payment.providerPaymentRef,
        fulfilled: outcome.ok,
        invoiceDue: outcome.ok,
      },
      replayed: false,
      refundReason,
      afterCommit: outcome.ok ? outcome.afterCommit : undefined,
    };
  });
  // Only now, with the delivery committed: the transaction function may have run more than once.
  result.afterCommit?.();
  if (result.refundReason) return { payment: await refundPayment(paymentId, result.refundReason), replayed: false };
  if (!result.replayed) await issueOwedDocuments(result.payment);
  return { payment: result.payment, replayed: result.replayed };
}

/** The buyer declined, or the provider's checkout expired or failed. Only a pending payment changes. */
export async function failPayment(paymentId: string, reason: string): Promise<StoredPayment> {
  return runTransaction(async (tx) => {
    const payment = await readPaymentIn(tx, paymentId);
    if (!payment) throw notFound('There is no such payment');
    if (payment.status !== PaymentStatus.PENDING) return payment;
    updatePaymentIn(tx, paymentId, { status: PaymentStatus.FAILED, failureReason: reason, updatedAt: Timestamp.now() });
    return { ...payment, status: PaymentStatus.FAILED, failureReason: reason };
  });
}

/**
 * Gives a succeeded payment back in full through the provider that took it, then records it and e-mails
 * the company the reason (unless `notify: false`, for callers that write their own e-mail). Calling it
 * again for a refunded payment changes nothing.
 */
export async function refundPayment(paymentId: string, reason: string, options: RefundOptions = {}): Promise<StoredPayment> {
  const payment = await readPayment(paymentId);
  if (!payment) throw notFound('There is no such payment');
  if (payment.status === PaymentStatus.REFUNDED) return payment;
  if (payment.status !== PaymentStatus.SUCCEEDED) throw conflict(`Only a completed payment can be refunded; this one is ${payment.status}`);
  if (payment.provider === PaymentProvider.BALANCE) return refundBalancePayment(payment, reason, options);
  const { refundRef } = await providerOf(payment).refund(payment);
  const refunded = await runTransaction(async (tx) => {
    const current = (await readPaymentIn(tx, paymentId))!;
    if (current.status === PaymentStatus.REFUNDED) return current;
    const company = await readCompany(tx, current.companyId);
    const now = Timestamp.now();
    updatePaymentIn(tx, paymentId, {
      status: PaymentStatus.REFUNDED,
      refundedAt: now,
      refundReason: reason,
      refundRef,
      // Where the money went, for the payments screen's figures (docs/decisions/0050-prepaid-balance.md).
      refundedToCardPence: current.amountPence + current.vatPence,
      refundDue: false,
      // A payment that was invoiced gets a credit note once this commits; one never delivered had no invoice.
      creditNoteDue: current.fulfilled !== false,
      updatedAt: now,
    });
    raiseWebhookEvent(
      tx,
      {
        companyId: current.companyId,
        type: 'purchase.refunded',
        data: { paymentId: current.id, leadId: current.leadId ?? null, amountPence: current.amountPence, reason: reason },
      },
      now,
    );
    // A payment never delivered was never counted as revenue (settlePayment), so its refund is not subtracted.
    if (current.fulfilled !== false) countPaymentRefunded(tx, now.toDate(), current);
    if (options.notify ?? true) {
      queueRefundMail(tx, company, current, { totalPence: current.amountPence + current.vatPence, reason, toBalance: false }, now);
    }
    return {
      ...current,
      status: PaymentStatus.REFUNDED,
      refundedAt: now.toDate(),
      refundReason: reason,
      creditNoteDue: current.fulfilled !== false,
    };
  });
  await issueOwedDocuments(refunded);
  return refunded;
}

/** A company's own payment; another company's answers as forbidden, an unknown id as null. */
export async function companyPayment(paymentId: string, companyId: string): Promise<Payment | null> {
  const payment = await readPayment(paymentId);
  if (!payment) return null;
  if (payment.companyId !== companyId) throw forbidden('This payment belongs to another company');
  return payment;
}

/** What a company paid for lead places (every status), newest first, at most `limit`: for the admin company screen. */
export function companyLeadPurchases(companyId: string, limit = 50): Promise<Payment[]> {
  return companyPaymentsOfKind(companyId, PaymentKind.LEAD_PURCHASE, limit);
}
