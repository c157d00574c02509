import type { Transaction } from '../../platform/firestore/unitOfWork';
import type { PaymentKind } from './payments.types';
import type { StoredPayment } from './payments.repository';

export type FulfilmentOutcome =
  | {
      ok: true;
      /**
       * What must happen outside Firestore once the delivery is stored (refreshing cached pages): run by the
       * payments module after the payment's transaction commits, never inside it.
       */
      afterCommit?: () => void;
    }
  | { ok: false; reason: string };

/**
 * Delivers what a payment bought (a lead's contact details, a certificate). Called when its provider
 * confirms the payment, inside the Firestore transaction that marks the payment succeeded: reads (tx.get)
 * first, then writes; no queries, no nested transactions, no network, nothing outside Firestore (return
 * it as `afterCommit`): a transaction may run several times, and a run may be thrown away. `{ ok: false }`
 * when it cannot be delivered any more (the lead sold out during checkout): the payment is then refunded.
 */
export type Fulfil = (tx: Transaction, payment: StoredPayment) => Promise<FulfilmentOutcome>;

const fulfilments = new Map<PaymentKind, Fulfil>();

/** Called at start-up by the `setUp` of each module that delivers a kind of payment (its module.ts, docs/decisions/0053-modules-register-themselves.md). */
export function registerFulfilment(kind: PaymentKind, fulfil: Fulfil) {
  if (fulfilments.has(kind)) throw new Error(`A fulfilment for ${kind} payments is already registered`);
  fulfilments.set(kind, fulfil);
}

export function fulfilmentFor(kind: PaymentKind): Fulfil | null {
  return fulfilments.get(kind) ?? null;
}
