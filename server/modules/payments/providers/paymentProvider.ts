import type { PaymentProvider } from '../payments.types';
import type { StoredPayment } from '../payments.repository';

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

/**
 * What the payments service needs from a payment provider (docs/decisions/0003-payments-provider.md).
 * The result of a checkout does not come back through this interface: the local checkout page and the
 * Stripe webhook report it to the service (settlePayment / failPayment).
 */
export interface PartialRefund {
  pence: number;
  /** What this part is for (the lead payment refunded through this top-up): one refund per key. */
  key: string;
}

export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** Opens the provider's checkout for a pending payment. */
  createCheckout(payment: StoredPayment, urls: CheckoutUrls): Promise<{ providerRef: string; checkoutUrl: string }>;
  /**
   * Gives the whole amount back, or `part.pence` of it (with VAT) for the purpose `part.key` names. Must be safe
   * to call twice with the same payment and key.
   */
  refund(payment: StoredPayment, part?: PartialRefund): Promise<{ refundRef: string }>;
}
