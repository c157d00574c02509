import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { JOB_PHOTO_MESSAGES, MAX_JOB_PHOTOS } from '../../common/quotes';
import { loadConfig } from '../../server/platform/config';
import { setServices } from '../../server/platform/services';
import { jobPhotosOf, jobPhotoUrl, readJobPhotos, type StoredJobPhoto } from '../../server/modules/media';
import { jobPhotoLinkValid } from '../../server/modules/media/jobPhotoLink';
import { JobPhotoRefused, storeJobPhoto } from '../../server/modules/media/jobPhotos.service';
import { cameraPhoto } from '../support/jobPhotos';
import { withEmbeddedFirestore } from '../support/embeddedStore';

/**
 * What media's face offers the job record (docs/requirements/quotes-and-removal-records.md#photographs): the
 * photographs of a company's job, photographs by id to check whose they are, and their signed links.
 */
withEmbeddedFirestore('demo-job-photos');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-job-photos-'));
setServices({
  config: loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    UPLOAD_STORE: 'file',
    DOWNLOAD_SIGNING_SECRET: 'job-photo-face-test-key-0123456789abcdef',
  }),
  auth: {} as Auth,
  idTokens: { verify: () => Promise.reject(new Error('no sign-in here')), accountEnabled: () => Promise.resolve(false) },
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const store = async (companyId: string, leadId: string) =>
  storeJobPhoto({ companyId, leadId, uploadedBy: 'uid-1', bytes: await cameraPhoto('jpeg', { make: 'SprayCam', model: 'Face' }) });

describe("media's face for job photographs", () => {
  let ours: StoredJobPhoto[];
  let theirs: StoredJobPhoto;
  beforeAll(async () => {
    ours = [await store('co-a', 'lead-1'), await store('co-a', 'lead-1')];
    theirs = await store('co-b', 'lead-1');
    await store('co-a', 'lead-2');
  });

  it("lists one company's photographs of one job, oldest first, and nothing for bad ids", async () => {
    expect((await jobPhotosOf('co-a', 'lead-1')).map((p) => p.id)).toEqual(ours.map((p) => p.id));
    expect(await jobPhotosOf('co-a', 'lead-1')).toEqual(ours);
    expect((await jobPhotosOf('co-b', 'lead-1')).map((p) => p.id)).toEqual([theirs.id]);
    expect(await jobPhotosOf('co-c', 'lead-1')).toEqual([]);
    expect(await jobPhotosOf('co-a', 'a/b')).toEqual([]);
  });

  it('reads photographs by id in the order asked, null for unknown or malformed ids, with whose they are', async () => {
    const read = await readJobPhotos([theirs.id, 'unknown', ours[1].id, '__proto__', 'a/b', ours[1].id]);
    expect(read.map((p) => p && { id: p.id, companyId: p.companyId, leadId: p.leadId })).toEqual([
      { id: theirs.id, companyId: 'co-b', leadId: 'lead-1' },
      null,
      { id: ours[1].id, companyId: 'co-a', leadId: 'lead-1' },
      null,
      null,
      { id: ours[1].id, companyId: 'co-a', leadId: 'lead-1' },
    ]);
    expect(ours[0]).toMatchObject({ width: 48, height: 64, contentType: 'image/jpeg', uploadedBy: 'uid-1' });
  });

  it('signs a link for one photograph until a time', async () => {
    const url = await jobPhotoUrl(ours[0].id, new Date(Date.now() + 60_000));
    const { pathname, searchParams } = new URL(url, 'http://site.test');
    expect(pathname).toBe(`/job-photos/${ours[0].id}`);
    const token = searchParams.get('token')!;
    expect(await jobPhotoLinkValid(ours[0].id, token)).toBe(true);
    expect(await jobPhotoLinkValid(ours[1].id, token)).toBe(false);
    const expired = new URL(await jobPhotoUrl(ours[0].id, Date.now() - 1000), 'http://site.test').searchParams.get('token')!;
    expect(await jobPhotoLinkValid(ours[0].id, expired)).toBe(false);
  });

  it(`holds a job to ${MAX_JOB_PHOTOS} photographs when they are stored at the same time`, async () => {
    const results = await Promise.allSettled(Array.from({ length: MAX_JOB_PHOTOS + 5 }, () => store('co-a', 'lead-3')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_JOB_PHOTOS);
    for (const result of results.filter((r) => r.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason).toEqual(new JobPhotoRefused(409, JOB_PHOTO_MESSAGES.tooMany));
    expect(await jobPhotosOf('co-a', 'lead-3')).toHaveLength(MAX_JOB_PHOTOS);
    // The refused ones left no image behind.
    expect(fs.readdirSync(path.join(dataDir, 'private-media'))).toHaveLength(4 + MAX_JOB_PHOTOS);
  }, 60_000);
});
