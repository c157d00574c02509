import { UPLOAD_TOKEN_HEADER } from '../../client/src/lib/documentUpload';
import { adminAuth, adminDb, signIn, type ServerInfo } from '../support/api';
import { newCertificationRequest, pdfBytes } from '../support/certification';
import { startFakeGcs, type FakeGcs } from '../support/fakeGcs';
import { startInstancePair, type InstancePair, type RunningServer } from '../support/serverProcess';
import { deferred, eventually } from '../support/wait';

/**
 * Two instances on one store and one bucket (UPLOAD_STORE=gcs against a local stand-in of Cloud Storage),
 * as on Cloud Run, where consecutive requests of one upload may reach different instances: an upload begun
 * on one is resumed and finished on the other, and the document is then readable through both.
 */
let gcs: FakeGcs;
let pair: InstancePair;
let first: RunningServer;
let second: RunningServer;
let info: ServerInfo;
let adminToken: string;

beforeAll(async () => {
  gcs = await startFakeGcs();
  pair = await startInstancePair({
    UPLOAD_STORE: 'gcs',
    UPLOAD_BUCKET: 'bucket',
    STORAGE_EMULATOR_HOST: gcs.url,
    SEED_DEMO_DATA: 'false',
    MAIL_WORKER: 'false',
  });
  ({ first, second } = pair);
  info = first;
  const email = `uploads.admin.${Date.now()}@test.example`;
  const user = await adminAuth(info).createUser({ email, password: 'UploadsAdmin2026!' });
  await adminAuth(info).setCustomUserClaims(user.uid, { admin: true });
  adminToken = await signIn(email, 'UploadsAdmin2026!', info);
}, 240_000);

afterAll(async () => {
  await pair?.stop();
  await gcs?.close();
});

const metadata = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

const tusHeaders = (token: string) => ({ 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: token });

/** A certification document upload created on `site`: its path, and its request's token. */
async function createUpload(site: string, length: number) {
  const request = await newCertificationRequest({}, info);
  const created = await fetch(`${site}/uploads`, {
    method: 'POST',
    headers: {
      ...tusHeaders(request.token),
      'Upload-Length': String(length),
      'Upload-Metadata': metadata({ requestId: request.id, documentType: 'method_statement', filename: 'method.pdf' }),
    },
  });
  expect(created.status).toBe(201);
  return { request, uploadPath: new URL(created.headers.get('location')!, site).pathname };
}

const patchUpload = (site: string, uploadPath: string, token: string, offset: number, body: Uint8Array | ReadableStream<Uint8Array>) =>
  fetch(`${site}${uploadPath}`, {
    method: 'PATCH',
    headers: { ...tusHeaders(token), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body,
    duplex: 'half',
  } as RequestInit);

const offsetOf = async (site: string, uploadPath: string, token: string) =>
  Number((await fetch(`${site}${uploadPath}`, { method: 'HEAD', headers: tusHeaders(token) })).headers.get('upload-offset'));

const download = async (site: string, requestId: string) => {
  const res = await fetch(`${site}/admin-files/certification/${requestId}/method_statement`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe('a tus upload across two instances', () => {
  it('is begun on one instance, resumed and finished on the other, and read back through both', async () => {
    const request = await newCertificationRequest({}, info);
    const file = pdfBytes(700 * 1024);
    const split = 256 * 1024;
    const tus = { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: request.token };

    const created = await fetch(`${first.url}/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': String(file.length),
        'Upload-Metadata': metadata({ requestId: request.id, documentType: 'method_statement', filename: 'method.pdf' }),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const uploadPath = new URL(location, first.url).pathname;

    const patch = (site: string, offset: number, bytes: Buffer) =>
      fetch(`${site}${uploadPath}`, {
        method: 'PATCH',
        headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(bytes),
      });

    const begun = await patch(first.url, 0, file.subarray(0, split));
    expect(begun.status).toBe(204);
    expect(begun.headers.get('upload-offset')).toBe(String(split));

    // The other instance knows how far it got (from the bucket, not from the first instance's memory)…
    const head = await fetch(`${second.url}${uploadPath}`, { method: 'HEAD', headers: tus });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(split));
    expect(head.headers.get('upload-length')).toBe(String(file.length));

    // …refuses a resume from the wrong offset, and finishes it from the right one.
    expect((await patch(second.url, 0, file.subarray(0, split))).status).toBe(409);
    const finished = await patch(second.url, split, file.subarray(split));
    expect(finished.status).toBe(204);
    expect(finished.headers.get('upload-offset')).toBe(String(file.length));
    expect(finished.headers.get('upload-content-type')).toBe('application/pdf');

    for (const site of [first.url, second.url]) {
      const download = await fetch(`${site}/admin-files/certification/${request.id}/method_statement`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
    }
  });

  it('lets the later of two PATCHes on two instances take the lock from the earlier, and keeps the file whole', async () => {
    const file = pdfBytes(700 * 1024);
    const split = 256 * 1024;
    const { request, uploadPath } = await createUpload(first.url, file.length);
    expect((await patchUpload(first.url, uploadPath, request.token, 0, new Uint8Array(file.subarray(0, split)))).status).toBe(204);

    // A PATCH on the first instance sends 64 KB and stalls, as a connection that died half-open would…
    const bucketWrites = () => gcs.requests.filter((request) => request === 'POST /upload/storage/v1/b/bucket/o').length;
    const writesBefore = bucketWrites();
    const stall = deferred();
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(file.subarray(split, split + 64 * 1024)));
        await stall.promise;
        controller.close();
      },
    });
    const stalled = patchUpload(first.url, uploadPath, request.token, split, slowBody).then(
      (res) => res.status,
      () => 'dropped',
    );
    const uploadId = uploadPath.split('/').pop()!;
    await eventually(() => bucketWrites() > writesBefore, 'the first PATCH writing to the bucket');

    // …and the client, retrying, sends the rest to the second instance, which takes the lock over.
    const retried = await patchUpload(second.url, uploadPath, request.token, split, new Uint8Array(file.subarray(split)));
    expect([204, 409]).toContain(retried.status);
    stall.resolve();
    await stalled;

    // Whatever each got in, the upload resumes from what is stored and ends byte for byte the file.
    const offset = await offsetOf(second.url, uploadPath, request.token);
    if (offset < file.length) {
      expect((await patchUpload(second.url, uploadPath, request.token, offset, new Uint8Array(file.subarray(offset)))).status).toBe(204);
    }
    expect(await offsetOf(first.url, uploadPath, request.token)).toBe(file.length);
    expect(gcs.objects.get(uploadId)?.data.equals(file)).toBe(true);
    expect((await download(first.url, request.id)).equals(file)).toBe(true);
    expect((await adminDb(info).collection('uploadLocks').doc(uploadId).get()).exists).toBe(false);
  });
});
