import type Stripe from 'stripe';
import { PaymentProvider } from '../payments.types';
import type { PaymentProviderAdapter } from './paymentProvider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API origin; tests point it at a local stand-in that answers as Stripe does. */
  apiUrl?: string;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  // Loaded on first use, not at start: a cold instance serves its first page sooner (docs/decisions/0030-lean-image-and-cold-start.md).
  const StripeClient = require('stripe') as typeof Stripe;
  return new StripeClient(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Stripe Checkout: a hosted page per payment. The result arrives only through the signed webhook
 * (payments.routes.ts); the success redirect is never taken as proof of payment. Both calls carry an
 * idempotency key derived from the payment, so a retry never opens a second session or refunds twice.
 */
export function stripeProvider(settings: StripeSettings): PaymentProviderAdapter {
  const stripe = stripeClient(settings);
  return {
    name: PaymentProvider.STRIPE,
    async createCheckout(payment, urls) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: payment.id,
          metadata: { paymentId: payment.id, kind: payment.kind },
          payment_intent_data: { metadata: { paymentId: payment.id, kind: payment.kind } },
          line_items: [
            { quantity: 1, price_data: { currency: 'gbp', unit_amount: payment.amountPence, product_data: { name: payment.description } } },
            { quantity: 1, price_data: { currency: 'gbp', unit_amount: payment.vatPence, product_data: { name: 'VAT at 20%' } } },
          ],
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
        },
        { idempotencyKey: `checkout-${payment.id}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    async refund(payment, part) {
      if (!payment.providerPaymentRef) throw new Error(`Payment ${payment.id} has no Stripe payment intent to refund`);
      const refund = await stripe.refunds.create(
        part
          ? { payment_intent: payment.providerPaymentRef, amount: part.pence, metadata: { paymentId: payment.id, for: part.key } }
          : { payment_intent: payment.providerPaymentRef, metadata: { paymentId: payment.id } },
        { idempotencyKey: part ? `refund-${payment.id}-${part.key}` : `refund-${payment.id}` },
      );
      return { refundRef: refund.id };
    },
  };
}
