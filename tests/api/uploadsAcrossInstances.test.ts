import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_TOKEN_HEADER } from '../../client/src/features/certification/documentUpload';
import { adminAuth, signIn, type ServerInfo } from '../support/api';
import { newCertificationRequest, pdfBytes } from '../support/certification';
import { startFakeGcs, type FakeGcs } from '../support/fakeGcs';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * Two instances on one store and one bucket (UPLOAD_STORE=gcs against a local stand-in of Cloud Storage),
 * as on Cloud Run, where consecutive requests of one upload may reach different instances: an upload begun
 * on one is resumed and finished on the other, and the document is then readable through both.
 */
let gcs: FakeGcs;
let first: RunningServer;
let second: RunningServer;
let info: ServerInfo;
let adminToken: string;

beforeAll(async () => {
  gcs = await startFakeGcs();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-uploads-two-'));
  const env = {
    UPLOAD_STORE: 'gcs',
    UPLOAD_BUCKET: 'bucket',
    STORAGE_EMULATOR_HOST: gcs.url,
    SEED_DEMO_DATA: 'false',
    MAIL_WORKER: 'false',
  };
  first = await startServer({ dataDir, env });
  second = await startServer({ dataDir, env });
  info = { url: first.url, firestore: first.firestore, auth: first.auth };
  const email = `uploads.admin.${Date.now()}@test.example`;
  const user = await adminAuth(info).createUser({ email, password: 'UploadsAdmin2026!' });
  await adminAuth(info).setCustomUserClaims(user.uid, { admin: true });
  adminToken = await signIn(email, 'UploadsAdmin2026!', info);
}, 240_000);

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await gcs?.close();
});

const metadata = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

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
});
