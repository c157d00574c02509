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
export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  /** Opens the provider's checkout for a pending payment. */
  createCheckout(payment: StoredPayment, urls: CheckoutUrls): Promise<{ providerRef: string; checkoutUrl: string }>;
  /** Gives the whole amount back. Must be safe to call twice for the same payment. */
  refund(payment: StoredPayment): Promise<{ refundRef: string }>;
}
