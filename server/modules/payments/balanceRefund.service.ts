import { vatOnTopUpPence, type RefundDestination } from '../../../common/balance';
import { formatPounds } from '../../../common/calculator';
import { countPaymentRefunded } from '../dailyStats';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { readCompany } from '../companies';
import { readBalanceIn } from './balance.repository';
import { BalanceEntryKind } from './balance.types';
import { companyTopUps, readPayment, readPaymentIn, updatePaymentIn, type StoredPayment } from './payments.repository';
import { issueOwedDocuments } from './paymentDocuments';
import { providerOf } from './providers/registry';
import { queueRefundMail } from './refundMail';
import { PaymentStatus } from './payments.types';
import { raiseWebhookEvent } from '../webhooks';

export interface RefundOptions {
  /** false: no refund e-mail (the caller writes its own). */
  notify?: boolean;
  /** For a payment from the prepaid balance: back to the balance (the default) or to the card that topped it up. */
  destination?: RefundDestination;
}

/** How many of a company's latest top-ups a refund to the card looks through for one with enough left. */
const TOP_UPS_SEARCHED = 20;

/**
 * Refunds a lead paid from the prepaid balance (docs/decisions/0050-prepaid-balance.md). To the balance: the
 * price goes back on it, with a ledger entry, in the transaction that marks the payment refunded; no credit
 * note, since the VAT was charged on the top-up and the credit is there to spend again. To the card: the price
 * with its VAT is refunded in part from a top-up that has that much left, and a credit note against the
 * top-up's invoice follows; with no such top-up, the refund goes to the balance and the reason says so.
 */
export async function refundBalancePayment(payment: StoredPayment, reason: string, options: RefundOptions): Promise<StoredPayment> {
  const grossPence = payment.amountPence + vatOnTopUpPence(payment.amountPence);
  const topUp = options.destination === 'card' ? await reserveTopUpRefund(payment, grossPence) : null;
  const refundRef = topUp ? (await providerOf(topUp).refund(topUp, { pence: grossPence, key: payment.id })).refundRef : 'balance';
  const finalReason =
    options.destination === 'card' && !topUp
      ? `${reason} (back on your balance: no top-up had ${formatPounds(grossPence)} left to refund to a card)`
      : reason;
  const refunded = await runTransaction(async (tx) => {
    const current = (await readPaymentIn(tx, payment.id))!;
    if (current.status === PaymentStatus.REFUNDED) return current;
    const [company, balance] = await Promise.all([
      readCompany(tx, current.companyId),
      topUp ? null : readBalanceIn(tx, current.companyId, { kind: BalanceEntryKind.REFUND, paymentId: current.id }),
    ]);
    const now = Timestamp.now();
    const changes = {
      status: PaymentStatus.REFUNDED,
      refundedAt: now,
      refundReason: finalReason,
      refundRef,
      // Where the money went, for the payments screen's figures: the price to the balance, or the price with VAT to the card.
      ...(topUp ? { refundedToCardPence: grossPence } : { refundedToBalancePence: current.amountPence }),
      refundDue: false,
      creditNoteDue: Boolean(topUp),
      updatedAt: now,
    };
    updatePaymentIn(tx, current.id, changes);
    if (balance && !balance.entered) {
      balance.enter(
        {
          kind: BalanceEntryKind.REFUND,
          amountPence: current.amountPence,
          paymentId: current.id,
          leadId: current.leadId,
          description: current.description,
        },
        now,
      );
    }
    raiseWebhookEvent(
      tx,
      {
        companyId: current.companyId,
        type: 'purchase.refunded',
        data: { paymentId: current.id, leadId: current.leadId ?? null, amountPence: current.amountPence, reason: finalReason },
      },
      now,
    );
    // Money leaves only on a refund to the card; the top-up it came from was counted as revenue.
    if (topUp) countPaymentRefunded(tx, now.toDate(), current);
    if (options.notify ?? true) {
      const totalPence = topUp ? grossPence : current.amountPence;
      queueRefundMail(tx, company, current, { totalPence, reason: finalReason, toBalance: !topUp }, now);
    }
    return { ...current, ...changes, refundedAt: now.toDate(), refundFromTopUp: topUp?.id ?? null };
  });
  await issueOwedDocuments(refunded);
  return refunded;
}

/**
 * Takes `grossPence` off the refundable remainder of the newest top-up that has it, and records that top-up on
 * the lead's payment, in one transaction per candidate: two refunds never spend the same remainder, and a retry
 * (after the provider failed) finds the top-up recorded and refunds against it again with the same key.
 */
async function reserveTopUpRefund(payment: StoredPayment, grossPence: number): Promise<StoredPayment | null> {
  if (payment.refundFromTopUp) return readPayment(payment.refundFromTopUp);
  for (const candidate of await companyTopUps(payment.companyId, TOP_UPS_SEARCHED)) {
    const reserved = await runTransaction(async (tx) => {
      const [topUp, current] = await Promise.all([readPaymentIn(tx, candidate.id), readPaymentIn(tx, payment.id)]);
      if (current?.refundFromTopUp) return current.refundFromTopUp;
      if (!topUp || topUp.status !== PaymentStatus.SUCCEEDED) return null;
      if (topUp.amountPence + topUp.vatPence - topUp.refundedPence < grossPence) return null;
      updatePaymentIn(tx, topUp.id, { refundedPence: topUp.refundedPence + grossPence, updatedAt: Timestamp.now() });
      updatePaymentIn(tx, payment.id, { refundFromTopUp: topUp.id, updatedAt: Timestamp.now() });
      return topUp.id;
    });
    if (reserved) return readPayment(reserved);
  }
  return null;
}
