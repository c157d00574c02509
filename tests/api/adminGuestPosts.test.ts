import { adminDb, createUser, gql, idempotencyKey, serverInfo, uniqueEmail } from '../support/api';
import { renderMail } from '../../server/mailTemplates';

/** The guest post review queue's API (docs/requirements/admin-console.md#guest-posts). */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SUBMIT = `mutation ($input: GuestPostInput!, $key: String!, $botCheck: BotCheckInput) {
  result: submitGuestPost(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id reference }
}`;
const REVIEW = `mutation ($id: ID!, $decision: GuestPostDecision!, $note: String, $at: DateTimeISO) {
  reviewGuestPost(id: $id, decision: $decision, note: $note, expectedUpdatedAt: $at) { id slug status reviewNote publishedAt updatedAt }
}`;
const EDIT = `mutation ($id: ID!, $title: String!, $body: String!, $at: DateTimeISO) {
  editGuestPost(id: $id, title: $title, bodyMarkdown: $body, expectedUpdatedAt: $at) { id title bodyHtml updatedAt }
}`;
const ONE = `query ($id: ID!) { adminGuestPost(id: $id) { id reference slug title bodyHtml authorEmail status reviewNote updatedAt history { action by note } } }`;
const LIST = `query ($status: GuestPostStatus) { adminGuestPosts(status: $status, first: 100) { totalCount nodes { id status } } }`;

const BODY = [
  'When our valuer went into the loft, the **closed-cell foam** on the rafters meant nothing could be checked.',
  '',
  '<img src=x onerror=alert(1)>',
  '',
  'We asked the lender what evidence it needed, kept the removal report and the waste transfer note, and had the timbers inspected.',
  '',
  'It took three months, but the sale went through once the foam was removed and a surveyor had seen the roof.',
].join('\n');

async function submit(title: string) {
  const email = uniqueEmail('guest-admin');
  const input = {
    title,
    bodyMarkdown: BODY,
    author: { name: 'Priya Shah', email, bio: 'Homeowner in Leeds who sold a terrace with foam in the loft.' },
    consent: { terms: true },
  };
  const { body } = await gql(SUBMIT, { input, key: idempotencyKey() });
  expect(body.errors).toBeUndefined();
  return { id: body.data!.result.id as string, reference: body.data!.result.reference as string, email };
}

const mailTo = async (email: string, template: string) =>
  (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter((mail) => mail.get('template') === template);

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ claims: { admin: true } });
});

describe('admin guest posts', () => {
  it('edits, approves and publishes a submission: it appears on the site and the author is e-mailed', async () => {
    const post = await submit(`A sale saved after foam removal ${RUN}`);
    const queued = await gql(LIST, { status: 'SUBMITTED' }, { token: admin.token });
    expect(queued.body.data!.adminGuestPosts.nodes).toContainEqual({ id: post.id, status: 'SUBMITTED' });
    expect(queued.body.data!.adminGuestPosts.totalCount).toBeGreaterThanOrEqual(1);

    let loaded = (await gql(ONE, { id: post.id }, { token: admin.token })).body.data!.adminGuestPost;
    expect(loaded).toMatchObject({ reference: post.reference, authorEmail: post.email, status: 'SUBMITTED' });
    expect(loaded.bodyHtml).toContain('<strong>closed-cell foam</strong>');
    expect(loaded.bodyHtml).not.toMatch(/onerror|<img/);

    const title = `A house sale saved after spray foam removal ${RUN}`;
    const edited = await gql(
      EDIT,
      { id: post.id, title, body: `${BODY}\n\nEdited by the editor.`, at: loaded.updatedAt },
      { token: admin.token },
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data!.editGuestPost.bodyHtml).toContain('Edited by the editor.');

    const approved = await gql(
      REVIEW,
      { id: post.id, decision: 'APPROVE', at: edited.body.data!.editGuestPost.updatedAt },
      { token: admin.token },
    );
    expect(approved.body.errors).toBeUndefined();
    const published = await gql(
      REVIEW,
      { id: post.id, decision: 'PUBLISH', at: approved.body.data!.reviewGuestPost.updatedAt },
      { token: admin.token },
    );
    expect(published.body.data!.reviewGuestPost).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
    const slug = published.body.data!.reviewGuestPost.slug;

    const res = await fetch(`${serverInfo().url}/guest-posts/${slug}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(title);
    const listing = await (await fetch(`${serverInfo().url}/guest-post`)).text();
    expect(listing).toContain(`href="/guest-posts/${slug}"`);

    const mails = await mailTo(post.email, 'guest_post_published');
    expect(mails).toHaveLength(1);
    expect(mails[0].get('data')).toMatchObject({ reference: post.reference, path: `/guest-posts/${slug}` });

    loaded = (await gql(ONE, { id: post.id }, { token: admin.token })).body.data!.adminGuestPost;
    expect(loaded.history.map((entry: { action: string; by: string }) => [entry.action, entry.by])).toEqual([
      ['edited', admin.email],
      ['approved', admin.email],
      ['published', admin.email],
    ]);

    // Unpublished (after the dialog in the console): off the site again.
    const unpublished = await gql(REVIEW, { id: post.id, decision: 'UNPUBLISH', at: loaded.updatedAt }, { token: admin.token });
    expect(unpublished.body.data!.reviewGuestPost.status).toBe('APPROVED');
    expect((await fetch(`${serverInfo().url}/guest-posts/${slug}`)).status).toBe(404);
  });

  it('rejects only with a reason, and e-mails the author that reason', async () => {
    const post = await submit(`Why I scraped the foam myself ${RUN}`);
    const loaded = (await gql(ONE, { id: post.id }, { token: admin.token })).body.data!.adminGuestPost;
    const noReason = await gql(REVIEW, { id: post.id, decision: 'REJECT', note: '  ', at: loaded.updatedAt }, { token: admin.token });
    expect(noReason.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'note' }] });

    const reason = `It recommends DIY removal without protective equipment (${RUN}).`;
    const rejected = await gql(REVIEW, { id: post.id, decision: 'REJECT', note: reason, at: loaded.updatedAt }, { token: admin.token });
    expect(rejected.body.data!.reviewGuestPost).toMatchObject({ status: 'REJECTED', reviewNote: reason });

    const mails = await mailTo(post.email, 'guest_post_rejected');
    expect(mails).toHaveLength(1);
    expect(mails[0].get('data').reason).toBe(reason);
    const rendered = renderMail('guest_post_rejected', mails[0].get('data'), { siteUrl: 'https://sprayfoamremoval.uk' });
    expect(rendered.text).toContain(reason);
  });

  it('answers CONFLICT for a stale version and changes nothing', async () => {
    const post = await submit(`Two editors, one post ${RUN}`);
    const loaded = (await gql(ONE, { id: post.id }, { token: admin.token })).body.data!.adminGuestPost;
    const approved = await gql(REVIEW, { id: post.id, decision: 'APPROVE', at: loaded.updatedAt }, { token: admin.token });
    expect(approved.body.errors).toBeUndefined();
    const stale = await gql(REVIEW, { id: post.id, decision: 'PUBLISH', at: loaded.updatedAt }, { token: admin.token });
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    const staleEdit = await gql(
      EDIT,
      { id: post.id, title: `Overwritten title ${RUN}`, body: BODY, at: loaded.updatedAt },
      { token: admin.token },
    );
    expect(staleEdit.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    const stored = await adminDb().collection('guestPosts').doc(post.id).get();
    expect([stored.get('status'), stored.get('title')]).toEqual(['approved', `Two editors, one post ${RUN}`]);
    expect(await mailTo(post.email, 'guest_post_published')).toHaveLength(0);
  });

  it('refuses anonymous and company callers', async () => {
    const post = await submit(`Not for the public ${RUN}`);
    const company = await createUser({ claims: { role: 'company', companyId: 'demo-loftclear' } });
    for (const token of [undefined, company.token]) {
      const code = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect((await gql(LIST, {}, { token })).body.errors?.[0].extensions?.code).toBe(code);
      expect(
        (await gql(EDIT, { id: post.id, title: `Hijacked title ${RUN}`, body: BODY }, { token })).body.errors?.[0].extensions?.code,
      ).toBe(code);
    }
    expect((await adminDb().collection('guestPosts').doc(post.id).get()).get('title')).toBe(`Not for the public ${RUN}`);
  });
});
