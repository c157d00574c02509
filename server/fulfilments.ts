import { registerFulfilment } from './modules/payments/fulfilment';
import { PaymentKind } from './modules/payments/payments.types';
import { fulfilCertification } from './modules/certification/certificationPayment.service';
import { fulfilLeadPurchase } from './modules/marketplace/leadPurchase.service';
import { fulfilTopUp } from './modules/payments/balance.service';

/**
 * Which module delivers what each kind of payment buys (server/modules/payments/fulfilment.ts), in one
 * place, so the payments module depends on none of them. Called once at start-up.
 */
let registered = false;

export function registerFulfilments() {
  if (registered) return;
  registered = true;
  registerFulfilment(PaymentKind.LEAD_PURCHASE, fulfilLeadPurchase);
  registerFulfilment(PaymentKind.CERTIFICATION, fulfilCertification);
  registerFulfilment(PaymentKind.BALANCE_TOP_UP, fulfilTopUp);
}
