import { topUpAmountRefusal, vatOnTopUpPence } from '../../../common/balance';
import { countLeadSoldFromBalance } from '../dailyStats';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { conflict, invalidInput } from '../../platform/graphql/errors';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { balanceEntriesList, readBalance, readBalanceIn } from './balance.repository';
import { BalanceEntryKind, type BalanceEntryConnection, type CompanyBalance } from './balance.types';
import { fulfilmentFor, type Fulfil } from './fulfilment';
import { createPaymentIn, newPaymentId, type StoredPayment } from './payments.repository';
import { startCheckout, type CheckoutRequest } from './payments.service';
import { PaymentKind, PaymentProvider, PaymentStatus } from './payments.types';

/**
 * A company's prepaid balance (docs/decisions/0050-prepaid-balance.md). Credit is bought through a checkout
 * with VAT on top (the top-up payment is invoiced as any payment is), spent on leads before VAT in one
 * transaction with the purchase, and given back when a dispute of a lead paid from it is accepted.
 */

export async function companyBalance(companyId: string): Promise<CompanyBalance> {
  return { companyId, balancePence: await readBalance(companyId) };
}

export function balanceEntriesPage(companyId: string, page: PageArgs): Promise<BalanceEntryConnection> {
  return countedPage(balanceEntriesList(companyId), page);
}

/** Opens a checkout for `pounds` of credit plus VAT; the credit is added when the payment settles (fulfilTopUp). */
export function startTopUp(companyId: string, pounds: number, startedBy: { uid: string; email: string | null }) {
  const refusal = topUpAmountRefusal(pounds);
  if (refusal) throw invalidInput([{ path: 'pounds', message: refusal }], refusal);
  const amountPence = pounds * 100;
  return startCheckout({
    kind: PaymentKind.BALANCE_TOP_UP,
    companyId,
    amountPence,
    vatPence: vatOnTopUpPence(amountPence),
    description: `Prepaid lead credit: £${pounds.toLocaleString('en-GB')}`,
    startedBy,
    successPath: '/company/billing?topUp=paid',
    cancelPath: '/company/billing',
  });
}

/** Adds a settled top-up to the balance, in the payment's transaction; its ledger entry is keyed by the payment. */
export const fulfilTopUp: Fulfil = async (tx, payment) => {
  const balance = await readBalanceIn(tx, payment.companyId, { kind: BalanceEntryKind.TOP_UP, paymentId: payment.id });
  if (!balance.entered) {
    balance.enter(
      {
        kind: BalanceEntryKind.TOP_UP,
        amountPence: payment.amountPence,
        paymentId: payment.id,
        description: payment.description,
        by: payment.startedBy,
      },
      Timestamp.now(),
    );
  }
  return { ok: true };
};

export type BalancePaymentRequest = Omit<CheckoutRequest, 'successPath' | 'cancelPath' | 'vatPence'> & {
  startedBy: { uid: string; email: string | null };
};

export const insufficientBalance = (balancePence: number, pricePence: number) =>
  `Your balance is £${(balancePence / 100).toFixed(2)} and this costs £${(pricePence / 100).toFixed(2)}: top up in Billing, or pay by card`;

/**
 * Pays from the balance in one transaction: the balance is read, what the payment buys is delivered by its
 * kind's fulfilment (which re-checks everything on the data as it is now), and only if it is delivered are the
 * succeeded payment and the ledger entry written. Nothing is written when it cannot be delivered or the
 * balance is short: CONFLICT with the reason. No VAT on the spend: it was charged on the top-up.
 */
export async function payFromBalance(request: BalancePaymentRequest): Promise<StoredPayment> {
  const fulfil = fulfilmentFor(request.kind);
  if (!fulfil) throw new Error(`Nothing delivers ${request.kind} payments`);
  const paymentId = newPaymentId();
  const result = await runTransaction(async (tx) => {
    // A new payment id: there is no entry of it to find.
    const balance = await readBalanceIn(tx, request.companyId);
    if (balance.balancePence < request.amountPence)
      return { ok: false as const, reason: insufficientBalance(balance.balancePence, request.amountPence) };
    const now = Timestamp.now();
    const payment: StoredPayment = {
      id: paymentId,
      kind: request.kind,
      description: request.description,
      amountPence: request.amountPence,
      vatPence: 0,
      currency: 'GBP',
      status: PaymentStatus.SUCCEEDED,
      provider: PaymentProvider.BALANCE,
      providerRef: null,
      providerPaymentRef: null,
      companyId: request.companyId,
      leadId: request.leadId ?? null,
      certificationRequestId: request.certificationRequestId ?? null,
      startedBy: request.startedBy,
      fulfilled: true,
      invoiceDue: false,
      creditNoteDue: false,
      refundedPence: 0,
      refundFromTopUp: null,
      paidAt: now.toDate(),
      createdAt: now.toDate(),
      successPath: '',
      cancelPath: '',
    };
    const outcome = await fulfil(tx, payment);
    if (!outcome.ok) return outcome;
    createPaymentIn(tx, payment, now);
    if (request.kind === PaymentKind.LEAD_PURCHASE) countLeadSoldFromBalance(tx, now.toDate(), request.amountPence);
    balance.enter(
      {
        kind: BalanceEntryKind.LEAD_PURCHASE,
        amountPence: -request.amountPence,
        paymentId,
        leadId: request.leadId ?? null,
        description: request.description,
        by: request.startedBy,
      },
      now,
    );
    return { ok: true as const, payment, afterCommit: outcome.afterCommit };
  });
  if (!result.ok) throw conflict(result.reason);
  result.afterCommit?.();
  return result.payment;
}
