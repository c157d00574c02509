import { services } from '../../../platform/services';
import type { StoredPayment } from '../payments.repository';
import { PaymentProvider } from '../payments.types';
import { localProvider } from './localProvider';
import type { PaymentProviderAdapter } from './paymentProvider';
import { stripeProvider } from './stripeProvider';

let adapters: Map<PaymentProvider, PaymentProviderAdapter> | null = null;

/** The configured provider takes new payments; a payment is refunded by the provider that took it. */
function providers() {
  if (!adapters) {
    const settings = services().config.payments;
    adapters = new Map<PaymentProvider, PaymentProviderAdapter>([[PaymentProvider.LOCAL, localProvider]]);
    if (settings.provider === 'stripe') adapters.set(PaymentProvider.STRIPE, stripeProvider(settings));
  }
  return adapters;
}

export function activeProvider(): PaymentProviderAdapter {
  return providers().get(services().config.payments.provider === 'stripe' ? PaymentProvider.STRIPE : PaymentProvider.LOCAL)!;
}

export function providerOf(payment: StoredPayment): PaymentProviderAdapter {
  const adapter = providers().get(payment.provider);
  if (!adapter) throw new Error(`Payment ${payment.id} was taken by ${payment.provider}, which is not configured on this server`);
  return adapter;
}
