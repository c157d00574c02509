import type { Transaction } from '../../platform/firestore/unitOfWork';
import type { PaymentKind } from './payments.types';
import type { StoredPayment } from './payments.repository';

export type FulfilmentOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Delivers what a payment bought (a lead's contact details, a certificate). Called once per payment, when
 * its provider confirms it, inside the Firestore transaction that marks the payment succeeded: reads
 * (tx.get) first, then writes; no queries, no nested transactions, no network. `{ ok: false }` when it
 * cannot be delivered any more (the lead sold out during checkout): the payment is then refunded.
 */
export type Fulfil = (tx: Transaction, payment: StoredPayment) => Promise<FulfilmentOutcome>;

const fulfilments = new Map<PaymentKind, Fulfil>();

/** Called at start-up by server/fulfilments.ts, the one place that says which module fulfils which kind. */
export function registerFulfilment(kind: PaymentKind, fulfil: Fulfil) {
  if (fulfilments.has(kind)) throw new Error(`A fulfilment for ${kind} payments is already registered`);
  fulfilments.set(kind, fulfil);
}

export function fulfilmentFor(kind: PaymentKind): Fulfil | null {
  return fulfilments.get(kind) ?? null;
}
