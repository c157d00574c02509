import { adminDb, gql, idempotencyKey, serverInfo, SUBMIT, uniqueEmail, validRemovalRequest } from './api';

const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;

/** A quote request through the public API, and the request page link from its confirmation e-mail. */
export async function submitAndOpenLink(region = { postcode: 'LS1 4AP' }, email = uniqueEmail('homeowner')) {
  const input = validRemovalRequest({ homeowner: { name: 'Amira Khan', email }, property: region });
  const { body } = await gql(SUBMIT, { input, key: idempotencyKey() });
  expect(body.errors).toBeUndefined();
  const { requestId, reference } = body.data!.submitRemovalRequest;
  const mails = await adminDb().collection('mail').where('to', '==', email).get();
  const confirmation = mails.docs.find(
    (doc) => doc.get('template') === 'removal_request_confirmation' && doc.get('related').includes(`removalRequests/${requestId}`),
  )!;
  const link = new URL(confirmation.get('data.requestPagePath'), serverInfo().url);
  expect(link.pathname).toBe(`/my-request/${requestId}`);
  const token = link.searchParams.get('token')!;
  const leadId = (await adminDb().collection('removalRequests').doc(requestId).get()).get('leadId') as string;
  return { requestId, reference, leadId, token, link };
}

/** A company buys the lead through the built-in checkout; answers the GraphQL errors of `buyLead`, if any. */
export async function buy(leadId: string, companyToken: string) {
  const bought = await gql(BUY, { id: leadId }, { token: companyToken });
  if (bought.body.errors) return bought.body;
  const confirmed = await fetch(`${serverInfo().url}/payments/local/${bought.body.data!.buyLead.paymentId}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
  return bought.body;
}
