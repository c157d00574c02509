import { adminDb, createUser, formToken, gql, idempotencyKey, serverInfo, uniqueEmail } from '../support/api';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const SUBMIT = `mutation ($input: GuestPostInput!, $key: String!, $botCheck: BotCheckInput) {
  result: submitGuestPost(input: $input, idempotencyKey: $key, botCheck: $botCheck, source: { pagePath: "/guest-post", utm: { source: "newsletter" } }) { id reference replayed }
}`;
const REVIEW = `mutation ($id: ID!, $decision: GuestPostDecision!, $note: String) {
  reviewGuestPost(id: $id, decision: $decision, note: $note) { id slug status reviewNote publishedAt }
}`;
const PUBLIC_POST = `query ($slug: String!) { guestPost(slug: $slug) { id slug title excerpt bodyHtml publishedAt author { name bio website } } }`;

/** Markdown with ordinary formatting and three classic attacks in it. */
const BODY = [
  '## What the valuer saw',
  '',
  'When our buyer’s valuer went into the loft, the **closed-cell foam** on the rafters meant _nothing_ could be checked.',
  '',
  '<script>alert(1)</script>',
  '',
  '<img src=x onerror=alert(1)>',
  '',
  'Read the [RICS guidance](https://www.rics.org/) first, and do not [click](javascript:alert(1)) anything odd.',
  '',
  '- Ask your lender what evidence it needs',
  '- Keep the removal report and the waste transfer note',
  '',
  'It took three months, but the sale went through once the foam was removed and the timbers were inspected by a surveyor.',
].join('\n');

function validPost(overrides: Record<string, any> = {}) {
  return {
    title: `Selling a house with spray foam: our story ${RUN}`,
    bodyMarkdown: BODY,
    author: {
      name: 'Helen Marsh',
      email: uniqueEmail('guest'),
      bio: 'Homeowner in south-west London who sold a semi with foam in the loft.',
      website: 'https://helen.example.co.uk',
      ...overrides.author,
    },
    consent: { terms: true, ...overrides.consent },
    ...Object.fromEntries(Object.entries(overrides).filter(([key]) => key !== 'author' && key !== 'consent')),
  };
}

async function page(path: string) {
  const res = await fetch(`${serverInfo().url}${path}`, { redirect: 'manual' });
  return { res, html: (await res.text()).replace(/<!-- -->/g, '') };
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, any>,
  );

const fieldErrors = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) =>
  Object.fromEntries((body.errors?.[0].extensions?.fieldErrors ?? []).map((e: { path: string; message: string }) => [e.path, e.message]));

const storedWithKey = async (key: string) => (await adminDb().collection('guestPosts').where('idempotencyKey', '==', key).get()).docs;

let admin: { token: string };
beforeAll(async () => {
  admin = await createUser({ claims: { admin: true } });
});

describe('guest posts', () => {
  it('stores a submission as submitted with sanitised HTML beside the raw Markdown, and queues both e-mails once', async () => {
    const key = idempotencyKey();
    const input = validPost();
    const first = await gql(SUBMIT, { input, key });
    expect(first.body.errors).toBeUndefined();
    const receipt = first.body.data!.result;
    expect(receipt).toMatchObject({ reference: expect.stringMatching(/^GP-[0-9A-F]{6}$/), replayed: false });

    const again = await gql(SUBMIT, { input, key });
    expect(again.body.data!.result).toEqual({ ...receipt, replayed: true });
    expect(await storedWithKey(key)).toHaveLength(1);

    const doc = (await adminDb().collection('guestPosts').doc(receipt.id).get()).data()!;
    expect(doc).toMatchObject({
      status: 'submitted',
      title: input.title,
      bodyMarkdown: BODY,
      slug: `selling-a-house-with-spray-foam-our-story-${RUN}`,
      author: { name: 'Helen Marsh', email: input.author.email, bio: input.author.bio, website: 'https://helen.example.co.uk' },
      reviewNote: null,
      publishedAt: null,
      reference: receipt.reference,
      idempotencyKey: key,
      source: { pagePath: '/guest-post', utm: { source: 'newsletter' } },
    });
    expect(doc.consent.terms).toBe(true);

    const bodyHtml: string = doc.bodyHtml;
    for (const attack of ['<script', 'alert(1)', '<img', 'onerror', 'javascript:']) expect(bodyHtml).not.toContain(attack);
    expect(bodyHtml).toContain('<h2>What the valuer saw</h2>');
    expect(bodyHtml).toContain('<strong>closed-cell foam</strong>');
    expect(bodyHtml).toContain('<em>nothing</em>');
    expect(bodyHtml).toContain('<li>Ask your lender what evidence it needs</li>');
    expect(bodyHtml).toContain('<a href="https://www.rics.org/" rel="nofollow ugc noopener">RICS guidance</a>');
    // The dangerous link keeps its words and loses its address.
    expect(bodyHtml).toContain('do not click anything odd');

    const mails = await adminDb().collection('mail').where('related', 'array-contains', `guestPosts/${receipt.id}`).get();
    expect(mails.docs.map((m) => m.get('template')).sort()).toEqual(['admin_new_guest_post', 'guest_post_received']);
    const toAuthor = mails.docs.find((m) => m.get('template') === 'guest_post_received')!;
    expect(toAuthor.get('to')).toBe(input.author.email);
    expect(toAuthor.get('data')).toEqual({ name: 'Helen Marsh', reference: receipt.reference, title: input.title });
    const toAdmins = mails.docs.find((m) => m.get('template') === 'admin_new_guest_post')!;
    expect(toAdmins.get('data')).toMatchObject({ reference: receipt.reference, title: input.title, authorEmail: input.author.email });
    expect(toAdmins.get('data.opening')).not.toMatch(/alert|script/);
  });

  it('answers empty fields with a message each and stores nothing', async () => {
    const key = idempotencyKey();
    const { body } = await gql(SUBMIT, {
      input: { title: '', bodyMarkdown: '   ', author: { name: '', email: '', bio: '', website: '' }, consent: { terms: false } },
      key,
    });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(body)).toEqual({
      title: 'Enter the title',
      bodyMarkdown: 'Write your article',
      'author.name': 'Enter your name',
      'author.email': 'Enter your email address',
      'author.bio': 'Write a short bio',
      'consent.terms': 'You must accept the terms to send your article',
    });
    expect(await storedWithKey(key)).toHaveLength(0);
  });

  it('answers oversized and malformed fields with a message each and stores nothing', async () => {
    const key = idempotencyKey();
    const input = validPost({
      title: 'T'.repeat(151),
      bodyMarkdown: 'x'.repeat(20_001),
      author: { bio: 'b'.repeat(501), website: 'javascript:alert(1)' },
    });
    const { body } = await gql(SUBMIT, { input, key });
    expect(fieldErrors(body)).toEqual({
      title: 'The title must be 150 characters or fewer',
      bodyMarkdown: 'Your article must be 20000 characters or fewer',
      'author.bio': 'Your bio must be 500 characters or fewer',
      'author.website': 'Enter a full website address starting with https://, like https://example.co.uk',
    });
    const short = await gql(SUBMIT, { input: validPost({ bodyMarkdown: 'Too short to be an article.' }), key });
    expect(fieldErrors(short.body)).toEqual({ bodyMarkdown: 'Your article must be at least 300 characters' });
    expect(await storedWithKey(key)).toHaveLength(0);
  });

  it('refuses a form a script filled in', async () => {
    const key = idempotencyKey();
    const { body } = await gql(SUBMIT, { input: validPost(), key, botCheck: { honeypot: 'https://spam.example', formToken: formToken() } });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedWithKey(key)).toHaveLength(0);
  });

  it('gives two posts with the same title different addresses', async () => {
    const title = `Two posts, one title ${RUN}`;
    const first = await gql(SUBMIT, { input: validPost({ title }), key: idempotencyKey() });
    const second = await gql(SUBMIT, { input: validPost({ title }), key: idempotencyKey() });
    const slugs = await Promise.all(
      [first, second].map(async (answer) => (await adminDb().collection('guestPosts').doc(answer.body.data!.result.id).get()).get('slug')),
    );
    expect(slugs).toEqual([`two-posts-one-title-${RUN}`, `two-posts-one-title-${RUN}-2`]);
  });

  it('stays private until an admin publishes it, then answers on /guest-posts/<slug> with the sanitised content', async () => {
    const input = validPost({ title: `Published after review ${RUN}` });
    const { body } = await gql(SUBMIT, { input, key: idempotencyKey() });
    const id = body.data!.result.id;
    const slug = `published-after-review-${RUN}`;

    expect((await gql(PUBLIC_POST, { slug })).body.data!.guestPost).toBeNull();
    expect((await page(`/guest-posts/${slug}`)).res.status).toBe(404);

    // Only an admin reviews: anonymous callers are asked to sign in, other users are refused.
    const anonymous = await gql(REVIEW, { id, decision: 'PUBLISH' });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const company = await createUser({ claims: { role: 'company', companyId: 'demo-loftclear' } });
    const notAdmin = await gql(REVIEW, { id, decision: 'PUBLISH' }, { token: company.token });
    expect(notAdmin.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await adminDb().collection('guestPosts').doc(id).get()).get('status')).toBe('submitted');

    const approved = await gql(REVIEW, { id, decision: 'APPROVE', note: 'Good first-hand account; light edit.' }, { token: admin.token });
    expect(approved.body.data!.reviewGuestPost).toEqual({
      id,
      slug,
      status: 'APPROVED',
      reviewNote: 'Good first-hand account; light edit.',
      publishedAt: null,
    });
    expect((await gql(PUBLIC_POST, { slug })).body.data!.guestPost).toBeNull();

    const published = await gql(REVIEW, { id, decision: 'PUBLISH' }, { token: admin.token });
    expect(published.body.data!.reviewGuestPost).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });

    const post = (await gql(PUBLIC_POST, { slug })).body.data!.guestPost;
    expect(post).toMatchObject({
      id,
      slug,
      title: input.title,
      author: { name: 'Helen Marsh', bio: input.author.bio, website: 'https://helen.example.co.uk' },
    });
    expect(post.bodyHtml).toContain('<strong>closed-cell foam</strong>');
    expect(post.bodyHtml).not.toMatch(/<script|onerror|javascript:|<img/);

    const { res, html } = await page(`/guest-posts/${slug}`);
    expect(res.status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>Published after review ${RUN}</h1>`));
    expect(html).toContain('<strong>closed-cell foam</strong>');
    expect(html).toContain('<a href="https://www.rics.org/" rel="nofollow ugc noopener">RICS guidance</a>');
    expect(html).not.toMatch(/<script>alert|onerror=|href="javascript:/);
    expect(html).toContain('About the author');
    expect(html).not.toContain(input.author.email);
    const article = jsonLdOf(html).find((block) => block['@type'] === 'Article')!;
    expect(article).toMatchObject({ headline: input.title, author: { '@type': 'Person', name: 'Helen Marsh' } });

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.html).toMatch(new RegExp(`<loc>[^<]+/guest-posts/${slug}</loc>`));
    expect((await page('/guest-post')).html).toContain(`href="/guest-posts/${slug}"`);

    // A decision that does not apply is refused; an unknown post is not found.
    const twice = await gql(REVIEW, { id, decision: 'PUBLISH' }, { token: admin.token });
    expect(twice.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    const unknown = await gql(REVIEW, { id: 'gp_no_such_post', decision: 'APPROVE' }, { token: admin.token });
    expect(unknown.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    // Rejecting a published post takes it off the site.
    await gql(REVIEW, { id, decision: 'REJECT', note: 'Withdrawn at the author’s request' }, { token: admin.token });
    expect((await page(`/guest-posts/${slug}`)).res.status).toBe(404);
  });
});
