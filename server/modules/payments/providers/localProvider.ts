import { PaymentProvider } from '../payments.types';
import type { PaymentProviderAdapter } from './paymentProvider';

/** The path of the built-in test checkout of a payment (payments.routes.ts). */
export const localCheckoutPath = (paymentId: string) => `/payments/local/${paymentId}`;

/**
 * The embedded default: no money moves. Its checkout is a page of this server that confirms or declines
 * (payments.routes.ts), and a refund only needs recording.
 */
export const localProvider: PaymentProviderAdapter = {
  name: PaymentProvider.LOCAL,
  async createCheckout(payment) {
    return { providerRef: `local_${payment.id}`, checkoutUrl: localCheckoutPath(payment.id) };
  },
  async refund(payment, part) {
    return { refundRef: part ? `local_refund_${payment.id}_${part.key}` : `local_refund_${payment.id}` };
  },
};
