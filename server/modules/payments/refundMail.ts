import type { Timestamp, Transaction } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { paymentPath, type StoredPayment } from './payments.repository';

/** The company's e-mail about a refund, in the refund's transaction; nothing when the company has no address. */
export function queueRefundMail(
  tx: Transaction,
  company: { name?: string | null; email?: string | null } | null,
  payment: StoredPayment,
  refund: { totalPence: number; reason: string; toBalance: boolean },
  now: Timestamp,
) {
  if (!company?.email) return;
  queueMail(
    tx,
    {
      to: company.email,
      template: 'payment_refunded',
      data: {
        companyName: company.name || 'there',
        description: payment.description,
        totalPence: refund.totalPence,
        reason: refund.reason,
        paymentId: payment.id,
        ...(refund.toBalance ? { toBalance: true } : {}),
      },
      related: [paymentPath(payment.id), ...(payment.leadId ? [`leads/${payment.leadId}`] : [])],
    },
    now,
  );
}
