import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, gql, serverInfo } from '../support/api';
import { readContentFolder } from '../../server/modules/content/contentFolder';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A video with a real-looking YouTube id (demo: false), added by this suite: it gets the player facade. */
const REAL = {
  slug: `test-video-${RUN}`,
  title: `Loft inspection walk-through ${RUN}`,
  description: 'A surveyor walks through a loft with spray foam and explains what they look for.',
  youtubeId: 'M7lc1UVf-VE',
  durationSeconds: 125,
  transcript: 'Hello, and welcome to the loft.\n\nHere is the foam on the rafters.',
};
const DRAFT_SLUG = `test-video-draft-${RUN}`;
const SEEDED = readContentFolder('seed/videos');

/**
 * This suite writes videos straight to Firestore, where no publishing path clears the page cache; a request
 * that carries credentials is always rendered afresh (its queries skip the public response cache too), so
 * these checks see what they wrote.
 */
async function page(path: string) {
  const res = await fetch(`${serverInfo().url}${path}`, { redirect: 'manual', headers: { authorization: 'Bearer not-a-session' } });
  return { res, html: (await res.text()).replace(/<!-- -->/g, '') };
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, any>,
  );

/** The server-rendered markup without the Apollo state, which carries the query results as data. */
const markupOf = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => (script.includes('application/ld+json') ? script : ''));

beforeAll(async () => {
  // An anonymous visit first, so the page cache and the public query cache hold the list without this
  // suite's videos: the renders below must still read what is written after it.
  await (await fetch(`${serverInfo().url}/videos`)).text();
  const now = Timestamp.now();
  const video = (slug: string, status: string, fields: Record<string, unknown>) =>
    adminDb()
      .collection('videos')
      .doc(slug)
      .set({ slug, status, publishedAt: now, demo: false, createdAt: now, updatedAt: now, ...fields });
  await Promise.all([
    video(REAL.slug, 'published', REAL),
    video(DRAFT_SLUG, 'draft', { ...REAL, title: 'A draft video that must not be public' }),
  ]);
});

describe('videos', () => {
  it('seeds the demo videos from content/seed/videos as drafts: with no real video behind them they are placeholders', async () => {
    expect(SEEDED.length).toBeGreaterThanOrEqual(4);
    const { body } = await gql('{ videos(first: 100) { nodes { slug publishedAt demo status } } }');
    const videos: Array<Record<string, any>> = body.data!.videos.nodes;
    for (const file of SEEDED) expect(videos.map((v) => v.slug)).not.toContain(file.slug);
    // Newest first; drafts are not public.
    const dates = videos.map((v) => v.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(videos[0].slug).toBe(REAL.slug);
    expect(videos.map((v) => v.slug)).not.toContain(DRAFT_SLUG);
  });

  it('lists the videos on /videos as cards linking to their pages', async () => {
    const { res, html } = await page('/videos');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Spray foam removal videos<\/h1>/);
    for (const file of SEEDED) expect(html).not.toContain(`href="/videos/${file.slug}"`);
    expect(html).toContain(`href="/videos/${REAL.slug}"`);
    expect(html).toContain(`src="https://i.ytimg.com/vi/${REAL.youtubeId}/hqdefault.jpg"`);
    expect(html).not.toContain(DRAFT_SLUG);
    expect(markupOf(html)).not.toMatch(/<iframe|youtube\.com\/iframe_api/);
  });

  it('renders a video as a poster behind a play button with VideoObject data, and no YouTube player or script', async () => {
    const { res, html } = await page(`/videos/${REAL.slug}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('youtube.com/iframe_api');
    expect(html).not.toContain('<iframe');
    expect(html).toContain(`aria-label="Play video: ${REAL.title}"`);
    expect(html).toMatch(
      new RegExp(`<img src="https://i\\.ytimg\\.com/vi/${REAL.youtubeId}/hqdefault\\.jpg" alt="" width="480" height="360" loading="lazy"`),
    );
    expect(html).toContain('Here is the foam on the rafters.');

    const blocks = jsonLdOf(html);
    const video = blocks.find((block) => block['@type'] === 'VideoObject')!;
    expect(video).toMatchObject({
      '@context': 'https://schema.org',
      name: REAL.title,
      description: REAL.description,
      thumbnailUrl: [`https://i.ytimg.com/vi/${REAL.youtubeId}/hqdefault.jpg`],
      duration: 'PT2M5S',
      embedUrl: `https://www.youtube-nocookie.com/embed/${REAL.youtubeId}`,
      transcript: REAL.transcript,
    });
    expect(new Date(video.uploadDate).getTime()).not.toBeNaN();
    expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/videos/${REAL.slug}" />`));
  });

  it('answers 404 for an unknown or unpublished video', async () => {
    for (const path of ['/videos/no-such-video', `/videos/${DRAFT_SLUG}`, `/videos/${SEEDED[0].slug}`]) {
      const { res, html } = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(html).toContain(`Page not found: ${path}`);
    }
    const { body } = await gql('query ($slug: String!) { video(slug: $slug) { slug } }', { slug: DRAFT_SLUG });
    expect(body.data!.video).toBeNull();
  });

  it('lists published videos in the sitemap', async () => {
    const { html: xml } = await page('/sitemap.xml');
    expect(xml).toMatch(new RegExp(`<loc>[^<]+/videos/${REAL.slug}</loc>`));
    for (const slug of [DRAFT_SLUG, ...SEEDED.map((file) => file.slug)]) expect(xml).not.toContain(`/videos/${slug}<`);
  });
});
