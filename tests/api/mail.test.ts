import { SUBMIT, adminDb, createUser, gql, idempotencyKey, validRemovalRequest } from '../support/api';
import { eventually } from '../support/wait';

/** E-mail on the shared test server: embedded default (no SMTP_URL), worker on, default ADMIN_ALERT_EMAILS. */
const mailFor = async (requestId: string) =>
  (await adminDb().collection('mail').where('related', 'array-contains', `removalRequests/${requestId}`).get()).docs;

const MAIL_MESSAGES = `query Mail($first: Int, $status: MailStatus) {
  mailMessages(first: $first, status: $status) { totalCount nodes { id to template subject status attempts lastError createdAt sentAt } }
}`;
const MAIL_MESSAGE = `query One($id: ID!) { mailMessage(id: $id) { id to template subject text html status transport messageId } }`;

async function submit(overrides: Record<string, any> = {}, extra: Record<string, unknown> = {}) {
  const key = idempotencyKey();
  const input = { ...validRemovalRequest(overrides), ...extra };
  const { body } = await gql(SUBMIT, { input, key });
  expect(body.errors).toBeUndefined();
  return { key, input, receipt: body.data!.submitRemovalRequest };
}

describe('e-mail for a removal request', () => {
  it('queues exactly two messages with the request: the confirmation to the homeowner and the alert to the administrators', async () => {
    const { receipt } = await submit({ homeowner: { email: 'mail.check@example.com' } });
    const docs = await mailFor(receipt.requestId);
    expect(docs).toHaveLength(2);
    const byTemplate = Object.fromEntries(docs.map((doc) => [doc.get('template'), doc.data()]));
    expect(byTemplate.removal_request_confirmation).toMatchObject({
      to: 'mail.check@example.com',
      data: {
        reference: receipt.reference,
        name: 'Jane Tester',
        estimateLowPence: 235000, // London, 60 m² of loft floor at the assumed pitch (tests/api/removalRequests.test.ts)
        estimateHighPence: 330000,
        region: 'London',
        companyName: null,
      },
    });
    expect(byTemplate.admin_new_request).toMatchObject({
      to: 'leads@sprayfoamremoval.uk',
      data: { reference: receipt.reference, region: 'London', district: 'SW1A', propertyType: 'semi', foamType: 'open', urgency: 'asap' },
    });
    const lead = (await adminDb().collection('leads').where('requestId', '==', receipt.requestId).get()).docs[0];
    expect(byTemplate.admin_new_request.related).toEqual([`removalRequests/${receipt.requestId}`, `leads/${lead.id}`]);
    expect(byTemplate.admin_new_request.data.leadId).toBe(lead.id);
  });

  it('queues nothing more when the same idempotency key is sent again', async () => {
    const { key, input, receipt } = await submit();
    const [again, atOnce] = await Promise.all([gql(SUBMIT, { input, key }), gql(SUBMIT, { input, key })]);
    expect(again.body.data!.submitRemovalRequest).toMatchObject({ reference: receipt.reference, replayed: true });
    expect(atOnce.body.data!.submitRemovalRequest.replayed).toBe(true);
    expect(await mailFor(receipt.requestId)).toHaveLength(2);
  });

  it('queues nothing for a request that is refused', async () => {
    const email = `refused.${Date.now()}@example.com`;
    const invalid = await gql(SUBMIT, {
      input: validRemovalRequest({ homeowner: { email }, property: { postcode: 'NOT A CODE' } }),
      key: idempotencyKey(),
    });
    expect(invalid.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Refused inside the transaction: neither the request nor any mail is written.
    const unknownCompany = await gql(SUBMIT, {
      input: { ...validRemovalRequest({ homeowner: { email } }), targetCompanyId: 'no-such-company' },
      key: idempotencyKey(),
    });
    expect(unknownCompany.body.errors?.[0].extensions?.fieldErrors).toEqual([{ path: 'targetCompanyId', message: expect.any(String) }]);
    expect((await adminDb().collection('mail').where('to', '==', email).get()).size).toBe(0);
  });

  it('delivers both through the embedded sender, keeps only the subject, and renders the body again for admins', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const { receipt } = await submit({ homeowner: { name: "Siân O'Brien", email: 'sian.obrien@example.com' } });
    const sent = await eventually(async () => {
      const docs = await mailFor(receipt.requestId);
      return docs.length === 2 && docs.every((doc) => doc.get('status') === 'sent') ? docs : null;
    }, 'both messages to be sent');
    for (const doc of sent) {
      const mail = doc.data();
      expect(mail).toMatchObject({ status: 'sent', attempts: 1, lastError: null, transport: 'embedded', claim: null });
      expect(mail.messageId).toMatch(/^<.+>$/);
      expect(mail.sentAt.toMillis()).toBeGreaterThanOrEqual(mail.createdAt.toMillis());
      expect(mail.subject).toContain(receipt.reference);
      // The body is not stored once sent: the template and its data are.
      expect(mail.rendered).toBeUndefined();
      expect(mail.data.reference).toBe(receipt.reference);
    }
    const read = async (template: string) => {
      const id = sent.find((doc) => doc.get('template') === template)!.id;
      const { body } = await gql(MAIL_MESSAGE, { id }, { token: admin.token });
      expect(body.errors).toBeUndefined();
      return body.data!.mailMessage as { subject: string; text: string; html: string };
    };
    const confirmation = await read('removal_request_confirmation');
    expect(confirmation.subject).toBe(`Your spray foam removal request ${receipt.reference}`);
    expect(confirmation.text).toContain("Hello Siân O'Brien,");
    expect(confirmation.html).toContain('Hello Siân O&#39;Brien,');
    expect(confirmation.text).toContain('£2,350–£3,300 + VAT');
    const alert = await read('admin_new_request');
    // Links use the server's own address when PUBLIC_URL is unset.
    expect(alert.text).toMatch(/Open the leads table: http:\/\/127\.0\.0\.1:\d+\/admin\/leads/);
  });

  it('tells a single-company homeowner which company will contact them', async () => {
    const { receipt } = await submit({}, { targetCompanyId: 'demo-loftclear' });
    const docs = await mailFor(receipt.requestId);
    const confirmation = docs.find((doc) => doc.get('template') === 'removal_request_confirmation')!;
    expect(confirmation.get('data.companyName')).toBe('LoftClear Removals Ltd');
    const alert = docs.find((doc) => doc.get('template') === 'admin_new_request')!;
    expect(alert.get('data.companyName')).toBe('LoftClear Removals Ltd');
  });
});

describe('mailMessages and mailMessage (admin)', () => {
  it('lists the outbox newest first with the total, and shows one message with its text and HTML', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const { receipt } = await submit({ homeowner: { email: 'outbox.admin@example.com' } });
    await eventually(
      async () => (await mailFor(receipt.requestId)).every((doc) => doc.get('status') === 'sent'),
      'the messages to be sent',
    );

    const { body } = await gql(MAIL_MESSAGES, { first: 100, status: 'SENT' }, { token: admin.token });
    expect(body.errors).toBeUndefined();
    const { nodes: items, totalCount: total } = body.data!.mailMessages;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(items.length).toBeLessThanOrEqual(100);
    expect(items.every((item: { status: string }) => item.status === 'SENT')).toBe(true);
    const created = items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const mine = items.find((item: { to: string }) => item.to === 'outbox.admin@example.com');
    expect(mine).toMatchObject({
      template: 'removal_request_confirmation',
      subject: `Your spray foam removal request ${receipt.reference}`,
      status: 'SENT',
      attempts: 1,
      lastError: null,
    });
    expect(Date.parse(mine.sentAt)).toBeGreaterThanOrEqual(Date.parse(mine.createdAt));

    const all = await gql(MAIL_MESSAGES, {}, { token: admin.token });
    expect(all.body.data!.mailMessages.nodes.length).toBeLessThanOrEqual(25);
    expect(all.body.data!.mailMessages.totalCount).toBeGreaterThanOrEqual(total);

    const one = await gql(MAIL_MESSAGE, { id: mine.id }, { token: admin.token });
    expect(one.body.data!.mailMessage).toMatchObject({ id: mine.id, transport: 'embedded', to: 'outbox.admin@example.com' });
    expect(one.body.data!.mailMessage.text).toContain(`your reference is ${receipt.reference}`);
    expect(one.body.data!.mailMessage.html).toContain(`<strong>${receipt.reference}</strong>`);

    const missing = await gql(MAIL_MESSAGE, { id: 'no-such-message' }, { token: admin.token });
    expect(missing.body).toMatchObject({ data: { mailMessage: null } });
    expect(missing.body.errors).toBeUndefined();
  });

  it('answers a page size out of range with a field error', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const { body } = await gql(MAIL_MESSAGES, { first: 0 }, { token: admin.token });
    expect(body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'first', message: 'Page size must be between 1 and 100' }],
    });
  });

  it('refuses anonymous callers and signed-in users who are not admins', async () => {
    const anonymous = await gql(MAIL_MESSAGES, {});
    expect(anonymous.body.data).toBeNull();
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousOne = await gql(MAIL_MESSAGE, { id: 'x' });
    expect(anonymousOne.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const user = await createUser();
    const forbidden = await gql(MAIL_MESSAGES, {}, { token: user.token });
    expect(forbidden.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
