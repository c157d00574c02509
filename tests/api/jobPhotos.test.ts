import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { companyRoleRefusal } from '../../common/companyTeam';
import { JOB_PHOTO_MESSAGES, MAX_JOB_PHOTO_BYTES, MAX_JOB_PHOTOS } from '../../common/quotes';
import { signToken } from '../../server/platform/crypto/signedToken';
import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { cameraPhoto, exifTags, metadataBlocks, uploadJobPhoto } from '../support/jobPhotos';
import { createCompany, createLead, recordPurchase } from '../support/marketplace';
import { DOWNLOAD_SIGNING_SECRET } from '../support/serverProcess';

/**
 * Job photographs (docs/requirements/quotes-and-removal-records.md#photographs) through the real server: uploaded
 * over tus with tus-js-client, re-encoded without metadata, served only through signed links.
 */
const PHOTOS = `query Photos($leadId: ID!) { jobPhotos(leadId: $leadId) { id leadId url urlExpiresAt width height bytes contentType createdAt } }`;
const DELETE = `mutation Delete($id: ID!) { deleteJobPhoto(id: $id) }`;
const TAGS = { make: 0x010f, model: 0x0110, gps: 0x8825, gpsLatitude: 0x0002, gpsLongitude: 0x0004 };

type Photo = { id: string; leadId: string; url: string; width: number; height: number; bytes: number; contentType: string };

async function photosOf(token: string, leadId: string): Promise<Photo[]> {
  const { body } = await gql(PHOTOS, { leadId }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.jobPhotos;
}

const refused = (message: string) => ({ code: 'refused', message });

/** A company that bought a lead, with an owner, a buyer and a viewer. */
async function companyWithLead() {
  const company = await createCompany({ regions: ['London'] });
  const claims = { role: 'company', companyId: company.id };
  const buyer = await createUser({ claims, userDoc: claims });
  const viewer = await createUser({ claims, userDoc: claims });
  await adminDb()
    .collection('companies')
    .doc(company.id)
    .update({
      userIds: [company.uid, buyer.uid, viewer.uid],
      userRoles: { [company.uid]: 'owner', [buyer.uid]: 'buyer', [viewer.uid]: 'viewer' },
    });
  const { leadId } = await createLead();
  await recordPurchase(leadId, company.id);
  return { company, owner: company.token, buyer: buyer.token, viewer: viewer.token, leadId };
}

/** Every file under a directory, recursively. */
const filesUnder = (directory: string): string[] =>
  fs.existsSync(directory)
    ? fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(directory, entry.name);
        return entry.isDirectory() ? filesUnder(full) : [full];
      })
    : [];

describe('job photographs', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
  ] as const)(
    'a %s with GPS, camera make and model is stored and served re-encoded, upright, without any metadata, and the upload deleted',
    async (format, contentType, extension) => {
      const { owner, buyer, viewer, leadId } = await companyWithLead();
      const camera = { make: 'SprayCam', model: `Foamfinder-${crypto.randomBytes(6).toString('hex')}` };
      const input = await cameraPhoto(format, camera);

      // The input really carries them.
      const before = await sharp(input).metadata();
      expect(before).toMatchObject({ format, width: 64, height: 48, orientation: 6 });
      const tags = exifTags(before.exif!);
      expect(tags.ifd0).toEqual(expect.arrayContaining([TAGS.make, TAGS.model, TAGS.gps]));
      expect(tags.gps).toEqual(expect.arrayContaining([TAGS.gpsLatitude, TAGS.gpsLongitude]));
      expect(input.includes(camera.model)).toBe(true);
      expect(metadataBlocks(input)).toContain(format === 'png' ? 'eXIf' : 'EXIF');

      // A buyer may upload; the lead travels as metadata.
      const photoId = await uploadJobPhoto(buyer, leadId, input);
      expect(photoId).toEqual(expect.any(String));

      // The company lists it (a viewer may read), with a signed link.
      const [listed] = await photosOf(viewer, leadId);
      expect(listed).toMatchObject({ id: photoId, leadId, contentType, width: 48, height: 64 });
      expect(listed.url).toMatch(new RegExp(`^/job-photos/${photoId}\\?token=`));
      expect(await photosOf(owner, leadId)).toHaveLength(1);

      const served = await fetch(`${serverInfo().url}${listed.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toMatch(/^private/);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(listed.bytes);

      // The stored object, read from the server's data directory, is the served one.
      const record = (await adminDb().collection('jobPhotos').doc(photoId!).get()).data()!;
      expect(record).toMatchObject({
        leadId,
        contentType,
        width: 48,
        height: 64,
        bytes: bytes.length,
        fileName: `${photoId}.${extension}`,
      });
      const stored = fs.readFileSync(path.join(serverInfo().dataDir!, 'private-media', record.fileName));
      expect(stored.equals(bytes)).toBe(true);

      for (const image of [bytes, stored]) {
        expect(metadataBlocks(image)).toEqual([]);
        expect(image.includes('Exif\0\0')).toBe(false);
        expect(image.includes(camera.make)).toBe(false);
        expect(image.includes(camera.model)).toBe(false);
        const after = await sharp(image).metadata();
        expect(after).toMatchObject({ format, width: 48, height: 64 });
        expect(after.exif).toBeUndefined();
        expect(after.xmp).toBeUndefined();
        expect(after.iptc).toBeUndefined();
        // Turned upright in its pixels, so no orientation tag is needed.
        expect(after.orientation).toBeUndefined();
      }

      // The uploaded original is gone: nothing under the uploads holds the camera's model.
      const uploads = filesUnder(path.join(serverInfo().dataDir!, 'uploads'));
      expect(uploads.filter((file) => fs.readFileSync(file).includes(camera.model))).toEqual([]);
    },
  );

  it('refuses before anything is kept: not an image by its bytes, over 20 MB, a viewer, anonymous, a company that did not buy the lead', async () => {
    const { owner, viewer, leadId } = await companyWithLead();
    const other = await createCompany({ regions: ['London'] });
    const photo = await cameraPhoto('jpeg', { make: 'SprayCam', model: 'Refusals' });

    // A text file named .jpg: its first bytes decide (the name never reaches the server).
    const text = Buffer.from('This is a text file, whatever its name says: job.jpg\n'.repeat(40));
    await expect(uploadJobPhoto(owner, leadId, text)).rejects.toEqual(refused(JOB_PHOTO_MESSAGES.wrongType));
    // JPEG's first bytes on something sharp cannot read as a JPEG: refused when the whole file is checked.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(4000)]);
    await expect(uploadJobPhoto(owner, leadId, fake)).rejects.toEqual(refused(JOB_PHOTO_MESSAGES.wrongType));
    // Over 20 MB: refused when the upload is created, before a byte is sent.
    const large = Buffer.alloc(MAX_JOB_PHOTO_BYTES + 1);
    photo.copy(large, 0);
    await expect(uploadJobPhoto(owner, leadId, large)).rejects.toEqual(refused(JOB_PHOTO_MESSAGES.tooLarge));

    await expect(uploadJobPhoto(viewer, leadId, photo)).rejects.toEqual(refused(companyRoleRefusal('viewer', 'work_leads')!));
    await expect(uploadJobPhoto(null, leadId, photo)).rejects.toEqual(refused('Sign in as a company user to upload photographs.'));
    await expect(uploadJobPhoto(other.token, leadId, photo)).rejects.toEqual(
      refused('Your company has not bought this lead, so it cannot add photographs to its job.'),
    );
    await expect(uploadJobPhoto(owner, 'no-such-lead', photo)).rejects.toEqual(
      refused('Your company has not bought this lead, so it cannot add photographs to its job.'),
    );

    expect(await photosOf(owner, leadId)).toEqual([]);
    expect(await photosOf(other.token, leadId)).toEqual([]);
    // A refused upload leaves nothing behind either.
    const uploads = filesUnder(path.join(serverInfo().dataDir!, 'uploads'));
    expect(uploads.filter((file) => fs.readFileSync(file).includes('whatever its name says'))).toEqual([]);
  }, 60_000);

  it(`takes ${MAX_JOB_PHOTOS} photographs per job and refuses the next with the limit named, until one is deleted (by a buyer or owner of the company only)`, async () => {
    const { owner, buyer, viewer, leadId } = await companyWithLead();
    const other = await createCompany({ regions: ['London'] });
    const photo = await cameraPhoto('jpeg', { make: 'SprayCam', model: 'Forty' });
    for (let batch = 0; batch < MAX_JOB_PHOTOS; batch += 8)
      await Promise.all(Array.from({ length: 8 }, () => uploadJobPhoto(owner, leadId, photo)));
    const photos = await photosOf(owner, leadId);
    expect(photos).toHaveLength(MAX_JOB_PHOTOS);

    await expect(uploadJobPhoto(owner, leadId, photo)).rejects.toEqual(refused(JOB_PHOTO_MESSAGES.tooMany));

    const viewerDelete = await gql(DELETE, { id: photos[0].id }, { token: viewer });
    expect(viewerDelete.body.errors?.[0]).toMatchObject({
      message: companyRoleRefusal('viewer', 'work_leads'),
      extensions: { code: 'FORBIDDEN' },
    });
    const otherDelete = await gql(DELETE, { id: photos[0].id }, { token: other.token });
    expect(otherDelete.body.errors?.[0]).toMatchObject({ message: 'There is no such photograph.', extensions: { code: 'NOT_FOUND' } });

    const deleted = await gql(DELETE, { id: photos[0].id }, { token: buyer });
    expect(deleted.body.errors).toBeUndefined();
    expect(deleted.body.data).toEqual({ deleteJobPhoto: photos[0].id });
    expect((await fetch(`${serverInfo().url}${photos[0].url}`)).status).toBe(404);
    expect(fs.existsSync(path.join(serverInfo().dataDir!, 'private-media', `${photos[0].id}.jpg`))).toBe(false);

    await expect(uploadJobPhoto(owner, leadId, photo)).resolves.toEqual(expect.any(String));
    expect(await photosOf(owner, leadId)).toHaveLength(MAX_JOB_PHOTOS);
    await expect(uploadJobPhoto(owner, leadId, photo)).rejects.toEqual(refused(JOB_PHOTO_MESSAGES.tooMany));
  }, 120_000);

  it('serves a photograph only through its signed link: forged, edited, swapped or expired links get the same plain 404', async () => {
    const { owner, leadId } = await companyWithLead();
    const first = await uploadJobPhoto(owner, leadId, await cameraPhoto('jpeg', { make: 'SprayCam', model: 'Links' }));
    const second = await uploadJobPhoto(owner, leadId, await cameraPhoto('png', { make: 'SprayCam', model: 'Links' }));
    const photos = await photosOf(owner, leadId);
    const link = new URL(photos.find((p) => p.id === first)!.url, serverInfo().url);
    const token = link.searchParams.get('token')!;
    const at = (pathname: string, query: string) => fetch(`${serverInfo().url}${pathname}${query}`);
    const signed = (claims: Record<string, string>, expiresAt: number, secret = DOWNLOAD_SIGNING_SECRET) =>
      `?token=${signToken('job-photo.v1', claims, expiresAt, secret)}`;

    expect((await at(link.pathname, link.search)).status).toBe(200);
    // The same link signed by us still opens it (the test knows the server's key), so the refusals below are about the link.
    expect((await at(link.pathname, signed({ p: first! }, Date.now() + 60_000))).status).toBe(200);

    const edited = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6);
    const refusals = [
      at(`/job-photos/${first}`, ''),
      at(`/job-photos/${first}`, `?token=${edited}`),
      at(`/job-photos/${second}`, link.search),
      at(`/job-photos/${first}`, signed({ p: first! }, Date.now() - 1000)),
      at(`/job-photos/${first}`, signed({ p: first! }, Date.now() + 60_000, 'a-key-the-server-does-not-have-0123456789')),
      at(`/job-photos/${first}`, `?token=${signToken('invoice-pdf.v1', { p: first! }, Date.now() + 60_000, DOWNLOAD_SIGNING_SECRET)}`),
      at(`/job-photos/unknownphotoid`, signed({ p: 'unknownphotoid' }, Date.now() + 60_000)),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Not found');
    }
  }, 60_000);
});
