import { parsePdf } from '../support/pdf';
import { adminDb, createUser, gql, serverInfo, signIn } from '../support/api';
import { DOCS, evidenceFor, newCertificationRequest, pdfBytes, typeEnum, TYPES, uploadDocument } from '../support/certification';

const REVIEW = `mutation Review($requestId: ID!, $type: CertificationDocumentType!, $decision: DocumentDecision!, $note: String, $evidence: VettingEvidenceInput) {
  reviewCertificationDocument(requestId: $requestId, type: $type, decision: $decision, note: $note, evidence: $evidence) { id status requiredDocuments { type state document { review note } } }
}`;
const PAYMENT = `query P($id: ID!) { certificationPayment(requestId: $id) { status amountPence vatPence totalPence certificateNumber } }`;
const START = `mutation S($id: ID!) { startCertificationPayment(requestId: $id) { paymentId checkoutUrl } }`;
const VERIFY = `query V($n: String!) { verifyCertificate(number: $n) { number companyName status issuedAt expiresAt } }`;
const REVOKE = `mutation R($id: ID!) { revokeCertificate(id: $id, reason: "Insurance lapsed") { id status } }`;
const MY_COMPANY = `{ myCompany { id certified certificateNumber } }`;

const mails = async (id: string, template: string) =>
  (await adminDb().collection('mail').where('related', 'array-contains', `certificationRequests/${id}`).get()).docs.filter(
    (d) => d.get('template') === template,
  );

let adminToken: string;
let companyToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
  companyToken = await signIn('company@demo.sprayfoamremoval.uk', 'DemoCompany2026!');
});

async function uploadAll(request: { id: string; token: string }) {
  for (const type of TYPES) await uploadDocument(request, type, pdfBytes(3000)).done;
}

describe('certification review, payment, certificate', () => {
  it('admin review: rejection (with a note, e-mailed with the same links as before) returns to awaiting_documents; all accepted → approved_awaiting_payment with the payment e-mail', async () => {
    const request = await newCertificationRequest();
    await uploadAll(request);
    expect(
      (await gql(REVIEW, { requestId: request.id, type: typeEnum(TYPES[0]), decision: 'ACCEPT' })).body.errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const noNote = await gql(REVIEW, { requestId: request.id, type: typeEnum(TYPES[0]), decision: 'REJECT' }, { token: adminToken });
    expect(noNote.body.errors?.[0].extensions?.fieldErrors?.[0].path).toBe('note');

    const rejected = await gql(
      REVIEW,
      { requestId: request.id, type: typeEnum(TYPES[1]), decision: 'REJECT', note: 'The licence has expired' },
      { token: adminToken },
    );
    expect(rejected.body.data!.reviewCertificationDocument.status).toBe('AWAITING_DOCUMENTS');
    const [mail] = (await mails(request.id, 'certification_request_received')).filter((d) => d.get('data.note'));
    expect(mail.get('data.note')).toBe('The licence has expired');
    expect(new URL(mail.get('data.uploadUrl')).searchParams.get('token')).toBe(request.token);

    await uploadDocument(request, TYPES[1], pdfBytes(4000)).done;
    for (const type of TYPES) {
      const { body } = await gql(
        REVIEW,
        { requestId: request.id, type: typeEnum(type), decision: 'ACCEPT', evidence: evidenceFor(type) },
        { token: adminToken },
      );
      expect(body.errors).toBeUndefined();
    }
    const { body } = await gql(`query Q($id: ID!) { certificationRequest(id: $id) { status } }`, { id: request.id }, { token: adminToken });
    expect(body.data!.certificationRequest.status).toBe('APPROVED_AWAITING_PAYMENT');
    const [approved] = await mails(request.id, 'certification_approved');
    expect(approved.get('data.paymentPath')).toBe(`/company/certification/${request.id}/payment`);
  });

  it('an administrator revoking the links retires them and e-mails new ones; only an administrator may', async () => {
    const request = await newCertificationRequest();
    const REVOKE_LINK = `mutation L($id: ID!) { revokeCertificationUploadLink(requestId: $id) { id status } }`;
    expect((await gql(REVOKE_LINK, { id: request.id }, { token: companyToken })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { body } = await gql(REVOKE_LINK, { id: request.id }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    const old = await gql(DOCS, { id: request.id, token: request.token });
    expect(old.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const sent = await mails(request.id, 'certification_request_received');
    const tokens = sent.map((m) => new URL(m.get('data.uploadUrl')).searchParams.get('token'));
    const fresh = tokens.find((t) => t !== request.token)!;
    expect(fresh).toBeTruthy();
    expect((await gql(DOCS, { id: request.id, token: fresh })).body.data!.certificationDocuments.id).toBe(request.id);
    expect((await gql(REVOKE_LINK, { id: 'nope' }, { token: adminToken })).body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('the company pays £354 with the local provider: a numbered certificate, verifiable publicly, then revoked', async () => {
    const request = await newCertificationRequest({ email: 'company@demo.sprayfoamremoval.uk' });
    await uploadAll(request);
    for (const type of TYPES)
      await gql(
        REVIEW,
        { requestId: request.id, type: typeEnum(type), decision: 'ACCEPT', evidence: evidenceFor(type) },
        { token: adminToken },
      );

    const other = await createUser({ claims: { role: 'company', companyId: 'co_nosuch' } });
    expect((await gql(PAYMENT, { id: request.id }, { token: other.token })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const summary = await gql(PAYMENT, { id: request.id }, { token: companyToken });
    expect(summary.body.data!.certificationPayment).toMatchObject({
      status: 'APPROVED_AWAITING_PAYMENT',
      amountPence: 29500,
      vatPence: 5900,
      totalPence: 35400,
    });

    const started = await gql(START, { id: request.id }, { token: companyToken });
    expect(started.body.errors).toBeUndefined();
    const { paymentId, checkoutUrl } = started.body.data!.startCertificationPayment;
    expect(checkoutUrl).toBe(`/payments/local/${paymentId}`);
    const confirm = await fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toContain(`/company/certification/${request.id}/success?payment=${paymentId}`);

    const paid = (await gql(PAYMENT, { id: request.id }, { token: companyToken })).body.data!.certificationPayment;
    expect(paid.status).toBe('CERTIFIED');
    expect(paid.certificateNumber).toMatch(new RegExp(`^SFR-CERT-${new Date().getUTCFullYear()}-\\d{4}$`));
    expect((await gql(MY_COMPANY, {}, { token: companyToken })).body.data!.myCompany).toMatchObject({
      certified: true,
      certificateNumber: paid.certificateNumber,
    });

    const verified = (await gql(VERIFY, { n: paid.certificateNumber })).body.data!.verifyCertificate;
    expect(verified).toMatchObject({ number: paid.certificateNumber, status: 'VALID' });
    const expiry = new Date(verified.expiresAt).getTime() - new Date(verified.issuedAt).getTime();
    expect(expiry / 86_400_000).toBeGreaterThanOrEqual(365);
    const page = await fetch(`${serverInfo().url}/verify-certificate/${paid.certificateNumber}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Valid/);
    const pdf = await fetch(`${serverInfo().url}/certificates/${paid.certificateNumber}.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pdfText = parsePdf(Buffer.from(await pdf.arrayBuffer()))
      .pages.join(' ')
      .replace(/\s+/g, ' ');
    // No printed status (it would say "Valid" after a revocation): where to check the live one instead.
    expect(pdfText).not.toMatch(/Status/);
    expect(pdfText).toMatch(new RegExp(`Check its live status at https?://[^ /]+/verify-certificate/${paid.certificateNumber}`));
    const unknown = await fetch(`${serverInfo().url}/verify-certificate/SFR-CERT-1999-9999`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/No such certificate/);

    const certificate = (await adminDb().collection('certificates').where('number', '==', paid.certificateNumber).get()).docs[0];
    expect((await gql(REVOKE, { id: certificate.id }, { token: adminToken })).body.data!.revokeCertificate.status).toBe('REVOKED');
    expect((await gql(VERIFY, { n: paid.certificateNumber })).body.data!.verifyCertificate.status).toBe('REVOKED');
    expect(await (await fetch(`${serverInfo().url}/verify-certificate/${paid.certificateNumber}`)).text()).toMatch(/Revoked/);
    expect((await gql(MY_COMPANY, {}, { token: companyToken })).body.data!.myCompany.certified).toBe(false);
  });
});
