import crypto from 'node:crypto';
import { UPLOAD_TOKEN_HEADER } from '../../client/src/lib/documentUpload';
import { adminAuth, signIn, type ServerInfo } from '../support/api';
import { newCertificationRequest, pdfBytes, uploadDocument } from '../support/certification';
import { startFakeGcs, type FakeGcs } from '../support/fakeGcs';
import { deferred } from '../support/wait';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * UPLOAD_STORE=gcs: the same tus uploads kept in a Cloud Storage bucket through @tus/gcs-store and the
 * real @google-cloud/storage client, here against a local stand-in of the Cloud Storage JSON API.
 */
let gcs: FakeGcs;
let server: RunningServer;
let info: ServerInfo;
let adminToken: string;

beforeAll(async () => {
  gcs = await startFakeGcs();
  server = await startServer({
    env: { UPLOAD_STORE: 'gcs', UPLOAD_BUCKET: 'bucket', STORAGE_EMULATOR_HOST: gcs.url, SEED_DEMO_DATA: 'false', MAIL_WORKER: 'false' },
  });
  info = { url: server.url, firestore: server.firestore, auth: server.auth };
  const email = `gcs.admin.${Date.now()}@test.example`;
  const user = await adminAuth(info).createUser({ email, password: 'GcsAdmin2026!' });
  await adminAuth(info).setCustomUserClaims(user.uid, { admin: true });
  adminToken = await signIn(email, 'GcsAdmin2026!', info);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await gcs?.close();
});

const objectNames = () => [...gcs.objects.keys()];

describe('certification uploads kept in Cloud Storage', () => {
  it('reports in /healthz the bucket uploads go to, listed through the real client', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect((await res.json()).uploads).toEqual({ store: 'gcs', bucket: 'bucket', status: 'ok' });
    expect(gcs.requests.some((request) => /^GET (\/storage\/v1)?\/b\/bucket\/o$/.test(request))).toBe(true);
  });

  it('stores a PDF sent in several chunks as one object with identical bytes, which admins download', async () => {
    const request = await newCertificationRequest({}, info);
    const file = pdfBytes(900 * 1024);
    const chunks: number[] = [];
    const { done, controller } = uploadDocument(request, 'method_statement', file, {
      baseUrl: server.url,
      onChunk: (bytes) => chunks.push(bytes),
    });
    await expect(done).resolves.toEqual({ contentType: 'application/pdf' });
    expect(chunks).toEqual([256 * 1024, 512 * 1024, 900 * 1024 - 768 * 1024]);

    const id = controller.url()!.split('/').pop()!;
    expect(gcs.objects.get(id)?.data.equals(file)).toBe(true);
    expect(objectNames().some((name) => name.endsWith('_patch'))).toBe(false);
    expect(gcs.requests.some((r) => r.endsWith('/compose'))).toBe(true);

    const download = await fetch(`${server.url}/admin-files/certification/${request.id}/method_statement`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it('deletes a disguised executable from the bucket, and a cancelled upload too', async () => {
    const request = await newCertificationRequest({}, info);
    const exe = crypto.randomBytes(600 * 1024);
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1').copy(exe, 0);
    const refused = uploadDocument(request, 'method_statement', exe, { baseUrl: server.url, fileName: 'insurance.pdf' });
    await expect(refused.done).rejects.toMatchObject({ code: 'refused' });
    const refusedId = refused.controller.url()!.split('/').pop()!;
    expect(objectNames().filter((name) => name.startsWith(refusedId))).toEqual([]);

    const canceled = deferred();
    const upload = uploadDocument(request, 'waste_carrier_licence', pdfBytes(2 * 1024 * 1024), {
      baseUrl: server.url,
      onChunk: () => {
        if (!canceled.settled) canceled.resolve(upload.controller.cancel());
      },
    });
    await canceled.promise;
    const url = upload.controller.url()!;
    const head = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: request.token } });
    expect([404, 410]).toContain(head.status);
    expect(objectNames().filter((name) => name.startsWith(url.split('/').pop()!))).toEqual([]);
  });
});
