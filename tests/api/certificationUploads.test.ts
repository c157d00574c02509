import crypto from 'node:crypto';
import { createDocumentUpload, UPLOAD_TOKEN_HEADER } from '../../client/src/lib/documentUpload';
import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { DOCS, newCertificationRequest, pdfBytes, pngBytes, TYPES, uploadDocument } from '../support/certification';
import { deferred } from '../support/wait';

const docsOf = async (request: { id: string; token: string }) => {
  const { body } = await gql(DOCS, request);
  expect(body.errors).toBeUndefined();
  return body.data!.certificationDocuments;
};

const tusPost = (request: { id: string; token: string }, headers: Record<string, string> = {}, length = 1000) =>
  fetch(`${serverInfo().url}/uploads`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(length),
      'Upload-Metadata': `requestId ${Buffer.from(request.id).toString('base64')},documentType ${Buffer.from('method_statement').toString('base64')},filename ${Buffer.from('a.pdf').toString('base64')}`,
      [UPLOAD_TOKEN_HEADER]: request.token,
      ...headers,
    },
  });

let adminToken: string;
let companyToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
  companyToken = (await createUser({ claims: { role: 'company', companyId: 'some-company' } })).token;
});

describe('certification uploads over tus', () => {
  it('uploads a PDF in chunks that start at 256 KB and double, records it, and lets only admins download the identical bytes', async () => {
    const request = await newCertificationRequest();
    const file = pdfBytes(900 * 1024);
    const chunks: number[] = [];
    const { done, controller } = uploadDocument(request, 'method_statement', file, {
      fileName: 'Method statement.pdf',
      onChunk: (bytes) => chunks.push(bytes),
    });
    await expect(done).resolves.toEqual({ contentType: 'application/pdf' });
    expect(chunks).toEqual([256 * 1024, 512 * 1024, 900 * 1024 - 768 * 1024]);

    const docs = await docsOf(request);
    expect(docs.status).toBe('AWAITING_DOCUMENTS');
    const method = docs.requiredDocuments.find((d: { type: string }) => d.type === 'METHOD_STATEMENT');
    expect(method).toMatchObject({
      state: 'UPLOADED',
      document: { fileName: 'Method statement.pdf', size: file.length, contentType: 'application/pdf', review: 'PENDING' },
    });
    expect(docs.requiredDocuments.filter((d: { state: string }) => d.state === 'MISSING')).toHaveLength(4);

    // Never served publicly: not by tus, not without an admin.
    expect((await fetch(controller.url()!)).status).toBe(405);
    const fileUrl = `${serverInfo().url}/admin-files/certification/${request.id}/method_statement`;
    expect((await fetch(fileUrl)).status).toBe(401);
    expect((await fetch(fileUrl, { headers: { authorization: `Bearer ${companyToken}` } })).status).toBe(403);
    const download = await fetch(fileUrl, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it('pauses mid-way and resumes from the offset the server reports (HEAD), ending with identical bytes', async () => {
    const request = await newCertificationRequest();
    const file = pdfBytes(6 * 1024 * 1024);
    // Paused once its first chunk is in, which the upload tells us.
    const paused = deferred();
    const first = uploadDocument(request, 'risk_assessment', file, {
      onChunk: () => {
        if (!paused.settled) paused.resolve(first.controller.pause());
      },
    });
    await paused.promise;
    const url = first.controller.url()!;
    const head = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: request.token } });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(file.length);
    expect((await docsOf(request)).requiredDocuments.find((d: { type: string }) => d.type === 'RISK_ASSESSMENT').state).toBe('MISSING');

    const progress: number[] = [];
    const resumed = createResumed(request, url, file, progress);
    await expect(resumed).resolves.toBeUndefined();
    expect(Math.min(...progress)).toBeGreaterThanOrEqual(offset);
    const download = await fetch(`${serverInfo().url}/admin-files/certification/${request.id}/risk_assessment`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it('cancels an upload: tus termination (DELETE) removes it from the server', async () => {
    const request = await newCertificationRequest();
    const canceled = deferred();
    const upload = uploadDocument(request, 'waste_carrier_licence', pdfBytes(4 * 1024 * 1024), {
      onChunk: () => {
        if (!canceled.settled) canceled.resolve(upload.controller.cancel());
      },
    });
    await canceled.promise;
    const url = upload.controller.url()!;
    const head = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: request.token } });
    expect([404, 410]).toContain(head.status);
    expect((await docsOf(request)).requiredDocuments.find((d: { type: string }) => d.type === 'WASTE_CARRIER_LICENCE').state).toBe(
      'MISSING',
    );
  });

  it('refuses a disguised executable named .pdf and deletes its partial upload', async () => {
    const request = await newCertificationRequest();
    const exe = crypto.randomBytes(600 * 1024);
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1').copy(exe, 0);
    const upload = uploadDocument(request, 'method_statement', exe, { fileName: 'insurance.pdf' });
    await expect(upload.done).rejects.toEqual({
      code: 'refused',
      message: 'This file is not a PDF, JPEG or PNG. Upload the document as a PDF, JPEG or PNG.',
    });
    const head = await fetch(upload.controller.url()!, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: request.token },
    });
    expect(head.status).toBe(404);

    const elf = crypto.randomBytes(1024);
    Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1').copy(elf, 0);
    const elfError = await uploadDocument(request, 'method_statement', elf, { fileName: 'statement.pdf' }).done.catch((e) => e);
    expect(elfError).toMatchObject({ code: 'refused' });
    expect((await docsOf(request)).requiredDocuments.every((d: { state: string }) => d.state === 'MISSING')).toBe(true);
  });

  it('refuses a 16 MB file before storing anything, with a clear message', async () => {
    const request = await newCertificationRequest();
    const res = await tusPost(request, {}, 16 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toBe('This file is larger than 15 MB. Upload a PDF, JPEG or PNG of 15 MB or less.');
    await expect(uploadDocument(request, 'method_statement', pdfBytes(16 * 1024 * 1024)).done).rejects.toEqual({
      code: 'refused',
      message: 'This file is larger than 15 MB. Upload a PDF, JPEG or PNG of 15 MB or less.',
    });
  });

  it('refuses a wrong token (403) before anything is stored, on creation and on an existing upload', async () => {
    const request = await newCertificationRequest();
    const wrong = await tusPost({ id: request.id, token: 'not-the-token' });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('location')).toBeNull();
    expect(await wrong.text()).toMatch(/not valid/);
    expect((await tusPost({ id: 'cr_nosuchrequest', token: request.token })).status).toBe(403);
    const { body } = await gql(DOCS, { id: request.id, token: 'wrong' });
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const created = await tusPost(request);
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, serverInfo().url).toString();
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        [UPLOAD_TOKEN_HEADER]: 'wrong',
      },
      body: pdfBytes(1000),
    });
    expect(patch.status).toBe(403);
    // A size that changes during the upload is refused.
    const resized = await fetch(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Upload-Length': '2000',
        'Content-Type': 'application/offset+octet-stream',
        [UPLOAD_TOKEN_HEADER]: request.token,
      },
      body: pdfBytes(1000),
    });
    expect(resized.status).toBe(400);
  });

  it('an expired link is refused', async () => {
    const request = await newCertificationRequest();
    await adminDb()
      .collection('certificationRequests')
      .doc(request.id)
      .update({ uploadTokenExpiresAt: new Date(Date.now() - 1000) });
    const res = await tusPost(request);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/expired/);
  });

  it('with all five documents the request goes under review and the admins are alerted; PNG and JPEG are sniffed', async () => {
    const request = await newCertificationRequest();
    for (const [index, type] of TYPES.entries()) {
      const file =
        index === 0
          ? pngBytes(2000)
          : index === 1
            ? Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(3000)])
            : pdfBytes(5000);
      await uploadDocument(request, type, file).done;
    }
    const docs = await docsOf(request);
    expect(docs.status).toBe('UNDER_REVIEW');
    // Documents not yet reviewed can still be replaced.
    expect(docs.uploadsOpen).toBe(true);
    expect(docs.requiredDocuments.map((d: { document: { contentType: string } }) => d.document.contentType)).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
      'application/pdf',
      'application/pdf',
    ]);
    const alert = (
      await adminDb().collection('mail').where('related', 'array-contains', `certificationRequests/${request.id}`).get()
    ).docs.filter((d) => d.get('template') === 'admin_certification_documents');
    expect(alert).toHaveLength(1);
    // Under review, a document not yet reviewed can be replaced: the new file is the one reviewed, the old one is gone,
    // and the admins are not alerted again. An accepted one cannot be replaced.
    const ADMIN_DOCS = `query Q($id: ID!) { certificationRequest(id: $id) { requiredDocuments { document { fileName uploadedAt } } } }`;
    const adminDocs = async () =>
      (await gql(ADMIN_DOCS, { id: request.id }, { token: adminToken })).body.data!.certificationRequest.requiredDocuments;
    const before = (await adminDocs())[3].document;
    await uploadDocument(request, TYPES[3], pdfBytes(7000), { fileName: 'method-v2.pdf' }).done;
    const after = await docsOf(request);
    expect(after.status).toBe('UNDER_REVIEW');
    expect(after.requiredDocuments[3].document).toMatchObject({ fileName: 'method-v2.pdf', size: 7000, review: 'PENDING' });
    expect(before.fileName).toBe('method_statement.pdf');
    const alerts = (
      await adminDb().collection('mail').where('related', 'array-contains', `certificationRequests/${request.id}`).get()
    ).docs.filter((d) => d.get('template') === 'admin_certification_documents');
    expect(alerts).toHaveLength(1);
    // A reviewer who looked at the old file cannot accept the new one unseen.
    const ACCEPT = `mutation A($id: ID!, $at: DateTimeISO) {
      reviewCertificationDocument(requestId: $id, type: METHOD_STATEMENT, decision: ACCEPT, documentUploadedAt: $at) { id }
    }`;
    const stale = await gql(ACCEPT, { id: request.id, at: before.uploadedAt }, { token: adminToken });
    expect(stale.body.errors?.[0]).toMatchObject({
      message: 'The company has replaced this document since you opened the request. Look at the new file before you review it.',
      extensions: { code: 'CONFLICT' },
    });
    const accept = await gql(ACCEPT, { id: request.id, at: (await adminDocs())[3].document.uploadedAt }, { token: adminToken });
    expect(accept.body.errors).toBeUndefined();
    const more = await tusPost(request);
    expect(more.status).toBe(409);
    expect(await more.text()).toBe('The method statement is already accepted: it cannot be replaced.');
  });
});

function createResumed(request: { id: string; token: string }, url: string, file: Buffer, progress: number[]) {
  return new Promise<void>((resolve, reject) => {
    const controller = createDocumentUpload(file, {
      endpoint: `${serverInfo().url}/uploads`,
      requestId: request.id,
      token: request.token,
      documentType: 'risk_assessment',
      fileName: 'risk.pdf',
      uploadUrl: url,
      retryDelays: [],
      onProgress: (sent) => progress.push(sent),
      onSuccess: () => resolve(),
      onError: reject,
    });
    controller.start();
  });
}
