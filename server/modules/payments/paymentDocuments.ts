import { vatOnTopUpPence } from '../../../common/balance';
import { issueCreditNote, issueInvoice, issueQuietly } from '../invoices';
import { paymentsOwedDocuments, updatePayment, type StoredPayment } from './payments.repository';
import { PaymentProvider } from './payments.types';

/**
 * Issues the VAT invoice a settled payment is owed and the credit note a refunded one is owed
 * (docs/decisions/0047-vat-invoices.md), then clears the marks. Idempotent: the documents are keyed by the
 * payment. A failure leaves the mark for the sweep (issueAllOwedDocuments) and never fails the payment.
 */
export async function issueOwedDocuments(payment: StoredPayment) {
  if (!payment.invoiceDue && !payment.creditNoteDue) return;
  // A lead paid from the balance and refunded to the card: the VAT charged on the top-up is credited.
  const fromTopUp = payment.provider === PaymentProvider.BALANCE ? payment.refundFromTopUp : null;
  const source = {
    paymentId: payment.id,
    companyId: payment.companyId,
    description: payment.description,
    netPence: payment.amountPence,
    vatPence: fromTopUp ? vatOnTopUpPence(payment.amountPence) : payment.vatPence,
    currency: payment.currency,
    paidAt: payment.paidAt ?? payment.createdAt,
  };
  const issued = await issueQuietly(async () => {
    if (payment.creditNoteDue)
      await issueCreditNote({
        ...source,
        refundedAt: payment.refundedAt ?? new Date(),
        reason: payment.refundReason ?? 'Refunded',
        ...(fromTopUp ? { creditsPaymentId: fromTopUp } : {}),
      });
    else await issueInvoice(source);
  }, payment.id);
  // Only the mark this call dealt with: a refund recorded meanwhile keeps its own.
  if (issued) await updatePayment(payment.id, payment.creditNoteDue ? { invoiceDue: false, creditNoteDue: false } : { invoiceDue: false });
}

/** The sweep: documents owed by payments whose issuing was interrupted (a stopped instance, a failed transaction). */
export async function issueAllOwedDocuments(limit = 50): Promise<number> {
  const owed = await paymentsOwedDocuments(limit);
  for (const payment of owed) await issueOwedDocuments(payment);
  return owed.length;
}
