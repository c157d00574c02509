import 'reflect-metadata';
import { Transaction } from 'firebase-admin/firestore';
import { db, Timestamp } from '../../server/platform/firestore/firestore';
import { logger } from '../../server/platform/logger';
import { onPagesInvalidated } from '../../server/platform/pages/pageCache';
import { persistedSecret } from '../../server/platform/crypto/secrets';
import { registerMailTemplates } from '../../server/mailTemplates';
import { fulfilCertification } from '../../server/modules/certification/certificationPayment.service';
import { registerFulfilment } from '../../server/modules/payments/fulfilment';
import { settlePayment } from '../../server/modules/payments/payments.service';
import { PaymentKind } from '../../server/modules/payments/payments.types';
import { withEmbeddedFirestore } from '../support/embeddedStore';

/**
 * A transaction function may run more than once (docs/transaction-functions.md): here one is made to, by a
 * write from outside right after its first read of a document, so its first commit is refused (ABORTED)
 * and firebase-admin runs it again. What it does besides Firestore must happen once, after the commit.
 */
const { store } = withEmbeddedFirestore('demo-tx-retries');

beforeAll(() => {
  registerMailTemplates();
  registerFulfilment(PaymentKind.CERTIFICATION, fulfilCertification);
});

afterEach(() => jest.restoreAllMocks());

type Get = (this: Transaction, target: { path?: string }) => Promise<unknown>;

/** Once, right after a transaction's first read of the document at `path`, `write` changes it from outside. */
function interfereAfterFirstRead(path: string, write: () => Promise<unknown>) {
  const realGet = Transaction.prototype.get as unknown as Get;
  let done = false;
  jest.spyOn(Transaction.prototype as unknown as { get: Get }, 'get').mockImplementation(async function (this: Transaction, target) {
    const result = await realGet.call(this, target);
    if (!done && target.path === path) {
      done = true;
      await write();
    }
    return result;
  });
}

describe('transaction functions that run more than once', () => {
  it('refreshes the certified pages once, after the certificate is committed, when the payment transaction is retried', async () => {
    const now = Timestamp.now();
    await db()
      .collection('companies')
      .doc('co_retry')
      .set({ name: 'Retry Removals', email: 'office@retry.example', status: 'active', createdAt: now });
    await db().collection('certificationRequests').doc('cr_retry').set({
      reference: 'CR-RETRY1',
      companyId: 'co_retry',
      companyName: 'Retry Removals',
      contactName: 'Rita Retry',
      email: 'rita@retry.example',
      status: 'approved_awaiting_payment',
      documents: [],
      createdAt: now,
      updatedAt: now,
    });
    const payment = db().collection('payments').doc('pay_retry');
    await payment.set({
      kind: PaymentKind.CERTIFICATION,
      description: 'Certification CR-RETRY1',
      amountPence: 29500,
      vatPence: 5900,
      status: 'pending',
      provider: 'local',
      companyId: 'co_retry',
      certificationRequestId: 'cr_retry',
      successPath: '/company/certification/cr_retry/success',
      cancelPath: '/company/certification/cr_retry/payment',
      createdAt: now,
    });
    // The commits the store had accepted at each refresh of the cached pages.
    const committedAtRefresh: number[] = [];
    const stopListening = onPagesInvalidated(() => committedAtRefresh.push(store().transactionStats().committed));
    interfereAfterFirstRead(payment.path, () => payment.update({ note: 'touched by another instance' }));
    const before = store().transactionStats();

    const { payment: settled, replayed } = await settlePayment('pay_retry');
    stopListening();

    expect({ status: settled.status, replayed }).toEqual({ status: 'succeeded', replayed: false });
    expect(store().transactionStats().aborted - before.aborted).toBe(1);
    // Once, and only after the payment's transaction committed (not once per attempt, before the commit).
    expect(committedAtRefresh).toEqual([before.committed + 1]);
    const certificates = await db().collection('certificates').where('requestId', '==', 'cr_retry').get();
    expect(certificates.size).toBe(1);
    const mail = await db().collection('mail').where('template', '==', 'certificate_issued').get();
    expect(mail.size).toBe(1);
  });

  it('logs a signing key as created only when it stored that key, not when another instance stored one first', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
    const theirs = 'k'.repeat(43);
    const secrets = db().collection('meta').doc('secrets');
    interfereAfterFirstRead(secrets.path, () => secrets.set({ retryKey: theirs }, { merge: true }));
    const before = store().transactionStats();

    await expect(persistedSecret('retryKey')).resolves.toBe(theirs);

    expect(store().transactionStats().aborted - before.aborted).toBe(1);
    expect(info).not.toHaveBeenCalled();
  });
});
