/** What other modules may use of payments (docs/decisions/0033-module-order-and-public-faces.md). */
export { registerFulfilment, type Fulfil, type FulfilmentOutcome } from './fulfilment';
export { refundPayment, startCheckout, type StoredPayment } from './payments.service';
export { insufficientBalance, payFromBalance } from './balance.service';
export { readBalance } from './balance.repository';
