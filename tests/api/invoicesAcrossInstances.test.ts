import { adminDb, createUser, gql } from '../support/api';
import { createCompany, createLead } from '../support/marketplace';
import { instancePairForThisFile } from '../support/serverProcess';

/**
 * Invoice numbers across two servers on one store (docs/decisions/0047-vat-invoices.md): payments settled and
 * refunded at the same moment on both instances get one invoice (and one credit note) each, and each series
 * stays unique and unbroken (1, 2, 3… with no gap and no repeat).
 */
const pair = instancePairForThisFile();
const servers = () => [pair.first.url, pair.second.url];

async function series(kind: 'invoice' | 'credit_note') {
  const all = await adminDb().collection('invoices').where('kind', '==', kind).get();
  return all.docs.map((doc) => ({
    paymentId: doc.get('paymentId') as string,
    sequence: doc.get('sequence') as number,
    number: doc.get('number') as string,
  }));
}

const unbroken = (sequences: number[]) => [...sequences].sort((a, b) => a - b).every((value, i) => value === i + 1);

describe('invoice numbers on two instances', () => {
  it('issues one invoice per payment settled at once on both, then one credit note per refund, each series unique and gap-free', async () => {
    const COUNT = 24;
    const companies = await Promise.all(Array.from({ length: COUNT }, () => createCompany({ regions: ['London'] })));
    const leads = await Promise.all(Array.from({ length: COUNT / 2 }, () => createLead({ region: 'London' })));
    const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;
    // Two companies per lead (3 places): every payment is delivered.
    const paymentIds = await Promise.all(
      companies.map(async (company, i) => {
        const { body } = await gql(BUY, { id: leads[i % leads.length].leadId }, { token: company.token, baseUrl: servers()[i % 2] });
        expect(body.errors).toBeUndefined();
        return body.data!.buyLead.paymentId as string;
      }),
    );
    const confirmations = await Promise.all(
      paymentIds.map((id, i) => fetch(`${servers()[(i + 1) % 2]}/payments/local/${id}/confirm`, { method: 'POST', redirect: 'manual' })),
    );
    expect(confirmations.map((res) => res.status)).toEqual(paymentIds.map(() => 303));

    const invoices = await series('invoice');
    expect(invoices.filter((invoice) => paymentIds.includes(invoice.paymentId))).toHaveLength(COUNT);
    expect(new Set(invoices.map((invoice) => invoice.paymentId)).size).toBe(invoices.length);
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(invoices.length);
    expect(unbroken(invoices.map((invoice) => invoice.sequence))).toBe(true);

    // Half refunded at once, alternately on each instance, each refund asked for twice.
    const adminToken = (await createUser({ claims: { admin: true } })).token;
    const REFUND = `mutation R($id: ID!) { adminRefundPayment(id: $id, reason: "Refunded in the race") { status } }`;
    const refunded = paymentIds.slice(0, COUNT / 2);
    const answers = await Promise.all(
      [...refunded, ...refunded].map((id, i) => gql(REFUND, { id }, { token: adminToken, baseUrl: servers()[i % 2] })),
    );
    expect(answers.flatMap((answer) => answer.body.errors ?? [])).toEqual([]);
    const credits = await series('credit_note');
    expect(credits.map((credit) => credit.paymentId).sort()).toEqual([...refunded].sort());
    expect(unbroken(credits.map((credit) => credit.sequence))).toBe(true);
    expect(unbroken((await series('invoice')).map((invoice) => invoice.sequence))).toBe(true);
    console.log(`two instances: invoices 1–${invoices.length}, credit notes 1–${credits.length}, no gaps`);
  }, 180_000);
});
