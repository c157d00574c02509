import sharp from 'sharp';
import { createUser, gql, serverInfo } from '../support/api';
import { createCompany } from '../support/marketplace';

/** Cover images (docs/requirements/admin-console.md#cover-images): upload, sizes, serving, and a post's cover. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SAVE = `mutation S($id: ID, $input: PostInput!, $expected: DateTimeISO) { savePost(id: $id, input: $input, expectedUpdatedAt: $expected) { id slug updatedAt coverImage { imageId url srcSet width height alt } } }`;
const PUBLISH = `mutation P($id: ID!) { publishPost(id: $id) { id status updatedAt } }`;
const PUBLIC_POST = `query P($slug: String!) { post(slug: $slug) { coverImage { url srcSet width height alt } } }`;
const LIBRARY = `{ adminSiteImages(first: 50) { totalCount nodes { id url srcSet width height source createdBy } } }`;

const q = async (query: string, variables: Record<string, unknown> = {}, options: { token?: string } = {}) =>
  (await gql(query, variables, options)).body;

let admin: Awaited<ReturnType<typeof createUser>>;
let companyToken: string;
beforeAll(async () => {
  admin = await createUser({ claims: { admin: true } });
  companyToken = (await createCompany({ regions: ['london'] })).token;
});

/** A real photograph-like JPEG with camera and GPS metadata, `width` × `height`. */
function photo(width: number, height: number, orientation?: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fc0"/></svg>`,
        ),
      },
    ])
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Private Model' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata(orientation ? { orientation } : {})
    .jpeg()
    .toBuffer();
}

function upload(body: Buffer, token: string | null = admin.token, contentType = 'image/jpeg') {
  return fetch(`${serverInfo().url}/admin-media/images`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(body),
  });
}

function postInput(overrides: Record<string, unknown> = {}) {
  return {
    title: `Cover test ${RUN}`,
    slug: `cover-test-${RUN}`,
    excerpt: 'A post that shows its cover image in the list and on its page.',
    bodyMarkdown: `## Covers\n\n${'Words about covers. '.repeat(20)}`,
    category: 'mortgages',
    tags: [],
    authorSlug: 'editorial-team',
    ...overrides,
  };
}

describe('uploading an image', () => {
  it('keeps it as WebP at 480, 960 and 1600 px, upright and without its camera or GPS metadata, served as immutable', async () => {
    const res = await upload(await photo(2400, 1600));
    expect(res.status).toBe(201);
    const image = await res.json();
    expect(image).toMatchObject({ width: 1600, height: 1067, source: 'UPLOAD', suggestedAlt: null });
    expect(image.url).toBe(`/media/${image.id}-1600.webp`);
    expect(image.srcSet).toBe(`/media/${image.id}-480.webp 480w, /media/${image.id}-960.webp 960w, /media/${image.id}-1600.webp 1600w`);

    for (const width of [480, 960, 1600]) {
      const file = await fetch(`${serverInfo().url}/media/${image.id}-${width}.webp`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
    }
    const library = await q(LIBRARY, {}, { token: admin.token });
    expect(library.data!.adminSiteImages.nodes).toContainEqual(
      expect.objectContaining({ id: image.id, url: image.url, source: 'UPLOAD', createdBy: admin.email }),
    );
  });

  it('turns a sideways photo upright (EXIF orientation) and keeps a narrow one at its own width too', async () => {
    // Stored 1000 × 700 with orientation 6 (rotate 90°): upright it is 700 wide.
    const image = await (await upload(await photo(1000, 700, 6))).json();
    expect(image).toMatchObject({ width: 700, height: 1000 });
    expect(image.srcSet).toBe(`/media/${image.id}-480.webp 480w, /media/${image.id}-700.webp 700w`);
  });

  it('refuses what is not a usable image with a clear reason, and stores nothing', async () => {
    const before = (await q(LIBRARY, {}, { token: admin.token })).data!.adminSiteImages.totalCount;
    const notImage = await upload(Buffer.from('%PDF-1.7 this is a document, not a picture'), admin.token, 'application/pdf');
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).error).toBe('This file is not an image we can read: upload a JPEG, PNG, WebP or AVIF.');

    const small = await upload(await photo(500, 300));
    expect(small.status).toBe(400);
    expect((await small.json()).error).toBe('This image is 500 px wide: a cover needs at least 600 px so it stays sharp on large screens.');

    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('The file is empty: choose an image.');

    const huge = await upload(Buffer.alloc(15 * 1024 * 1024 + 1, 1));
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toBe('This image is larger than 15 MB: save it smaller and try again.');
    expect((await q(LIBRARY, {}, { token: admin.token })).data!.adminSiteImages.totalCount).toBe(before);
  });

  it('is for administrators only', async () => {
    const image = await photo(800, 600);
    // Anonymous: 401, as the API answers UNAUTHENTICATED (the same check, server/platform/auth/routeAccess.ts).
    const anonymous = await upload(image, null);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toBe('Sign in as an administrator to upload images.');
    const asCompany = await upload(image, companyToken);
    expect(asCompany.status).toBe(403);
    expect((await asCompany.json()).error).toBe('Only administrators can upload images: sign in again.');
    expect((await fetch(`${serverInfo().url}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${serverInfo().url}/media/nothing-480.webp`)).status).toBe(404);
  });
});

describe("a post's cover", () => {
  it('needs alt text and an image that exists; once published the public post carries every size', async () => {
    const image = await (await upload(await photo(1800, 1200))).json();
    const noAlt = await q(SAVE, { id: null, input: postInput({ coverImageId: image.id, coverImageAlt: '  ' }) }, { token: admin.token });
    expect(noAlt.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'coverImageAlt', message: 'Describe the cover image for people who cannot see it (alt text is required)' },
    ]);
    const missing = await q(
      SAVE,
      { id: null, input: postInput({ coverImageId: 'no-such-image', coverImageAlt: 'A loft' }) },
      { token: admin.token },
    );
    expect(missing.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'coverImageId', message: 'This image is no longer stored: upload it again' },
    ]);

    const alt = 'Open-cell spray foam between rafters in a loft';
    const saved = await q(SAVE, { id: null, input: postInput({ coverImageId: image.id, coverImageAlt: alt }) }, { token: admin.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.savePost.coverImage).toEqual({
      imageId: image.id,
      url: image.url,
      srcSet: image.srcSet,
      width: 1600,
      height: 1067,
      alt,
    });
    const published = (await q(PUBLISH, { id: saved.data!.savePost.id }, { token: admin.token })).data!.publishPost;
    expect(published.status).toBe('PUBLISHED');

    const publicPost = await q(PUBLIC_POST, { slug: `cover-test-${RUN}` });
    expect(publicPost.data!.post.coverImage).toEqual({ url: image.url, srcSet: image.srcSet, width: 1600, height: 1067, alt });
    const html = await (
      await fetch(`${serverInfo().url}/blog/cover-test-${RUN}`, { headers: { authorization: 'Bearer not-a-session' } })
    ).text();
    // HTML attribute names are case-insensitive: React writes srcSet.
    expect(html.toLowerCase()).toContain(`srcset="${image.srcSet}"`.toLowerCase());
    expect(html).toContain(`alt="${alt}"`);
    expect(html).toContain(`<meta property="og:image" content="${serverInfo().url}${image.url}"`);

    // Removing the cover: saved without one, the post has none.
    const removed = await q(
      SAVE,
      { id: saved.data!.savePost.id, input: postInput({ coverImageId: null, coverImageAlt: null }), expected: published.updatedAt },
      { token: admin.token },
    );
    expect(removed.data!.savePost.coverImage).toBeNull();
  });
});
