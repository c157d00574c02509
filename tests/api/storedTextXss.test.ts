import { adminDb, createUser, gql, idempotencyKey, serverInfo, uniqueEmail, visitPage } from '../support/api';
import { postInput } from '../support/content';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { injectedMarkup, MARK, MARKDOWN_PAYLOADS, SHORT_PAYLOADS, XSS_PAYLOADS } from '../support/markup';
import { createCompany } from '../support/marketplace';

/**
 * Every kind of stored text a user or an administrator writes, filled with script injection payloads through the
 * real API, then every public page that shows it read as a visitor gets it (docs/decisions/0052-one-markdown-renderer.md):
 * no payload is markup on any of them. Markdown goes through the one renderer; plain text (company about texts,
 * reviews and replies, a guest author's bio) is shown as text.
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CORPUS = XSS_PAYLOADS.join('\n\n');
const SHORT = SHORT_PAYLOADS.join('\n\n');

const PROFILE_FIELDS = 'slug path status';
const CREATE_AUTHOR = `mutation C($slug: String!, $input: ProfileInput!) { createAuthor(slug: $slug, input: $input) { ${PROFILE_FIELDS} } }`;
const CREATE_PARTNER = `mutation C($slug: String!, $input: ProfileInput!) { createPartner(slug: $slug, input: $input) { ${PROFILE_FIELDS} } }`;
const SAVE_POST = `mutation S($input: PostInput!) { savePost(input: $input) { id slug updatedAt } }`;
const PUBLISH_POST = `mutation P($id: ID!, $expected: DateTimeISO) { publishPost(id: $id, expectedUpdatedAt: $expected) { id status } }`;
const PREVIEW_POST = `query V($markdown: String!) { previewPostHtml(markdown: $markdown) }`;
const SUBMIT_GUEST_POST = `mutation ($input: GuestPostInput!, $key: String!, $botCheck: BotCheckInput) {
  result: submitGuestPost(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id } }`;
const REVIEW_GUEST_POST = `mutation ($id: ID!, $decision: GuestPostDecision!, $at: DateTimeISO) {
  reviewGuestPost(id: $id, decision: $decision, expectedUpdatedAt: $at) { id slug status updatedAt } }`;
const ADMIN_GUEST_POST = `query ($id: ID!) { adminGuestPost(id: $id) { bodyHtml updatedAt } }`;
const SUBMIT_ABOUT = `mutation About($text: String!) { submitMyCompanyAbout(text: $text) { id } }`;
const ADMIN_COMPANY = `query A($id: ID!) { adminCompany(id: $id) { updatedAt } }`;
const APPROVE_ABOUT = `mutation Approve($id: ID!, $at: DateTimeISO!) { approveCompanyAbout(id: $id, expectedUpdatedAt: $at) { description } }`;
const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { companies { id } } }`;
const DONE = `mutation Done($id: ID!, $token: String!) { markHomeownerRequestJobDone(id: $id, token: $token) { companies { id } } }`;
const SUBMIT_REVIEW = `mutation Review($token: String!, $input: CompanyReviewInput!) { submitCompanyReview(token: $token, input: $input) { reviewStatus } }`;
const REVIEW_QUEUE = `query Queue { adminCompanyReviews(status: PENDING, first: 100) { nodes { id companyId } } }`;
const MODERATE = `mutation Moderate($id: ID!) { moderateCompanyReview(id: $id, decision: PUBLISH) { status } }`;
const REPLY = `mutation Reply($id: ID!, $text: String!) { replyToCompanyReview(id: $id, text: $text) { id } }`;

let admin: string;
beforeAll(async () => {
  admin = (await createUser({ claims: { admin: true } })).token;
});

async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const { body } = await gql<T>(query, variables, { token });
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The page as a visitor gets it, with what any payload left as markup (none, or the test fails naming it). */
async function injectedOn(path: string) {
  const page = await visitPage(path);
  expect({ path, status: page.status }).toEqual({ path, status: 200 });
  return { path, found: injectedMarkup(page.body, { page: true }), html: page.body };
}

const profile = (name: string, bodyMarkdown: string) => ({
  name,
  role: 'Surveying practice',
  summary: 'A surveying practice that inspects lofts with spray foam for homeowners.',
  bodyMarkdown,
  topics: [],
  qualifications: [],
  links: [],
  photoImageId: null,
  photoAlt: null,
});

describe('stored text full of script injection payloads', () => {
  it('is no markup on an author’s profile, nor on a partner’s page (bios are Markdown)', async () => {
    const author = (await ok(CREATE_AUTHOR, { slug: `xss-author-${RUN}`, input: profile(`Xss Author ${RUN}`, CORPUS) }, admin))
      .createAuthor;
    const partner = (await ok(CREATE_PARTNER, { slug: `xss-partner-${RUN}`, input: profile(`Xss Partner ${RUN}`, CORPUS) }, admin))
      .createPartner;
    // A profile's links are addresses, not Markdown: only http(s) ones are taken.
    const link = { label: 'Their site', url: `javascript:alert('${MARK}')` };
    const refused = await gql(
      CREATE_PARTNER,
      { slug: `xss-link-${RUN}`, input: { ...profile(`Xss Link ${RUN}`, 'A bio.'), links: [link] } },
      { token: admin },
    );
    expect(refused.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (const path of [author.path, partner.path, '/authors', '/partners']) {
      const { found, html } = await injectedOn(path);
      expect({ path, found }).toEqual({ path, found: [] });
      if (path === author.path || path === partner.path) expect(html).toContain('opened'); // the bio is on the page
    }
  });

  it('is no markup on a published blog post, nor in the editor’s preview', async () => {
    const saved = (await ok(SAVE_POST, { input: postInput({ bodyMarkdown: `## A post\n\n${CORPUS}` }) }, admin)).savePost;
    await ok(PUBLISH_POST, { id: saved.id, expected: saved.updatedAt }, admin);
    for (const path of [`/blog/${saved.slug}`, '/blog']) {
      const { found } = await injectedOn(path);
      expect({ path, found }).toEqual({ path, found: [] });
    }
    const preview = (await ok<{ previewPostHtml: string }>(PREVIEW_POST, { markdown: CORPUS }, admin)).previewPostHtml;
    expect(injectedMarkup(preview, { page: false })).toEqual([]);
  });

  it('is no markup on a published guest post, its author’s bio included, nor in the admin’s copy', async () => {
    const input = {
      title: `Payloads in a guest post ${RUN}`,
      bodyMarkdown: `A guest post about lofts with spray foam, long enough to be accepted.\n\n${CORPUS}`,
      author: { name: 'Guest Writer', email: uniqueEmail('guest-xss'), bio: SHORT.slice(0, 500) },
      consent: { terms: true },
    };
    const { id } = (await ok(SUBMIT_GUEST_POST, { input, key: idempotencyKey() })).result;
    const submitted = (await ok(ADMIN_GUEST_POST, { id }, admin)).adminGuestPost;
    expect(injectedMarkup(submitted.bodyHtml, { page: false })).toEqual([]);
    const approved = (await ok(REVIEW_GUEST_POST, { id, decision: 'APPROVE', at: submitted.updatedAt }, admin)).reviewGuestPost;
    const published = (await ok(REVIEW_GUEST_POST, { id, decision: 'PUBLISH', at: approved.updatedAt }, admin)).reviewGuestPost;
    for (const path of [`/guest-posts/${published.slug}`, '/guest-post']) {
      const { found } = await injectedOn(path);
      expect({ path, found }).toEqual({ path, found: [] });
    }
  });

  it('is refused in a company’s about text when it is HTML, and is text on its profile and location page once approved', async () => {
    const company = await createCompany({ regions: ['South East'], name: `Aa Xss ${RUN} Foam Ltd` });
    const refused = await gql(
      SUBMIT_ABOUT,
      { text: `We remove foam from lofts across the region. ${SHORT_PAYLOADS[1]}` },
      { token: company.token },
    );
    expect(refused.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const about = `We remove foam from lofts across the region.\n\n${MARKDOWN_PAYLOADS.filter((p) => !/[<>]/.test(p)).join('\n\n')}`.slice(
      0,
      1500,
    );
    await ok(SUBMIT_ABOUT, { text: about }, company.token);
    const { updatedAt } = (await ok(ADMIN_COMPANY, { id: company.id }, admin)).adminCompany;
    await ok(APPROVE_ABOUT, { id: company.id, at: updatedAt }, admin);
    for (const path of [`/companies/${company.id}`, '/locations/reading']) {
      const { found, html } = await injectedOn(path);
      expect({ path, found }).toEqual({ path, found: [] });
      expect(html).toContain('We remove foam from lofts across the region.');
    }
  });

  it('is text in a published review and the company’s reply on its profile', async () => {
    const request = await submitAndOpenLink({ postcode: 'RG1 2AB' });
    const company = await createCompany({ regions: ['South East'] });
    expect((await buy(request.leadId, company.token)).errors).toBeUndefined();
    await ok(HIRED, { id: request.requestId, token: request.token, companyId: company.id });
    await ok(DONE, { id: request.requestId, token: request.token });
    const email = (await adminDb().collection('leads').doc(request.leadId).get()).get('homeowner.email');
    const invitation = (await adminDb().collection('mail').where('to', '==', email).get()).docs.find(
      (doc) => doc.get('template') === 'review_invitation',
    )!;
    const token = new URL(invitation.get('data.reviewPath'), 'http://x').searchParams.get('token')!;
    const text = `They removed the foam in two days and left the loft clean.\n\n${XSS_PAYLOADS.join('\n')}`.slice(0, 3000);
    await ok(SUBMIT_REVIEW, {
      token,
      input: { ratings: { quality: 5, tidiness: 4, value: 4, communication: 5 }, text, noIncentive: true },
    });
    const review = (await ok(REVIEW_QUEUE, {}, admin)).adminCompanyReviews.nodes.find(
      (node: { companyId: string }) => node.companyId === company.id,
    );
    await ok(MODERATE, { id: review.id }, admin);
    await ok(REPLY, { id: review.id, text: `Thank you for the review.\n\n${SHORT}`.slice(0, 2000) }, company.token);

    const { found, html } = await injectedOn(`/companies/${company.id}`);
    expect(found).toEqual([]);
    expect(html).toContain('They removed the foam in two days');
    expect(html).toContain('Thank you for the review.');
    expect(html).toContain(`alert(&#x27;${MARK}&#x27;)`); // shown as text
  });
});

describe('the page check itself', () => {
  it('finds a payload left as markup on a page', () => {
    const page = `<!doctype html><html><head><title>t</title></head><body><div class="prose">${SHORT}</div></body></html>`;
    expect(injectedMarkup(page, { page: true }).length).toBeGreaterThanOrEqual(SHORT_PAYLOADS.length - 1);
    expect(serverInfo().url).toMatch(/^http/);
  });
});
