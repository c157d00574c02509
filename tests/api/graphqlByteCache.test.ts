import crypto from 'node:crypto';
import { signIn } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';
import { postInput } from '../support/content';

/** Anonymous public queries answered as stored bytes in front of Apollo (docs/decisions/0019-public-queries-as-bytes.md). */
const PUBLIC_POSTS = `query ByteCachePosts($first: Int!) { posts(first: $first) { totalCount nodes { slug title } } }`;
const SAVE = `mutation S($input: PostInput!) { savePost(input: $input) { id slug updatedAt } }`;
const PUBLISH = `mutation P($id: ID!, $expected: DateTimeISO) { publishPost(id: $id, expectedUpdatedAt: $expected) { id status } }`;

describe('the public query byte cache', () => {
  let server: RunningServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer({ env: { PAGE_CACHE_TTL_SECONDS: '300' } });
    admin = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', server);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9', ...headers },
      body: JSON.stringify({ query, variables, operationName: /^(?:query|mutation) (\w+)/.exec(query)?.[1] }),
    });
    const text = await res.text();
    return { status: res.status, cache: res.headers.get('x-cache'), type: res.headers.get('content-type'), text, body: JSON.parse(text) };
  }

  it('answers a second identical anonymous query from stored bytes, by POST and by persisted-query GET', async () => {
    const variables = { first: 50 };
    const first = await post(PUBLIC_POSTS, variables);
    expect(first.body.errors).toBeUndefined();
    expect(first.cache).toBe('miss');
    const second = await post(PUBLIC_POSTS, variables);
    expect(second.cache).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.type).toBe(first.type);
    // Other variables are another answer.
    expect((await post(PUBLIC_POSTS, { first: 49 })).cache).toBe('miss');

    const hash = crypto.createHash('sha256').update(PUBLIC_POSTS).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
    const url = `${server.url}/graphql?operationName=ByteCachePosts&variables=${encodeURIComponent(JSON.stringify({ first: 48 }))}&extensions=${encodeURIComponent(extensions)}`;
    const headers = { 'apollo-require-preflight': 'true', accept: 'application/json' };
    // Apollo knows the hash once the text has been sent with it.
    const unknown = await (await fetch(url, { headers })).json();
    expect(unknown.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // The same request as a stored answer, but carrying the hash: it registers the query, so it reaches Apollo.
    const registration = { query: PUBLIC_POSTS, variables: { first: 48 }, operationName: 'ByteCachePosts' };
    const postHeaders = { 'content-type': 'application/json', accept: 'application/json' };
    await fetch(`${server.url}/graphql`, { method: 'POST', headers: postHeaders, body: JSON.stringify(registration) });
    const stored = await fetch(`${server.url}/graphql`, { method: 'POST', headers: postHeaders, body: JSON.stringify(registration) });
    expect(stored.headers.get('x-cache')).toBe('hit');
    const register = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: postHeaders,
      body: JSON.stringify({ ...registration, extensions: JSON.parse(extensions) }),
    });
    expect(register.status).toBe(200);
    expect(register.headers.get('x-cache')).toBeNull();
    const byHash = await fetch(url, { headers });
    const again = await fetch(url, { headers });
    expect([byHash.headers.get('x-cache'), again.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(await again.text()).toBe(await byHash.text());
    // Without a preflight header Apollo's CSRF prevention still refuses the GET: it is never answered from the cache.
    const simple = await fetch(url);
    expect(simple.headers.get('x-cache')).toBeNull();
    expect(simple.status).toBe(400);
  });

  it('never answers a caller who may be signed in from the cache', async () => {
    const variables = { first: 47 };
    await post(PUBLIC_POSTS, variables);
    expect((await post(PUBLIC_POSTS, variables)).cache).toBe('hit');
    const signedIn = await post(PUBLIC_POSTS, variables, { authorization: `Bearer ${admin}` });
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.cache).toBeNull();
    expect((await post(PUBLIC_POSTS, variables, { cookie: '__session=abc' })).cache).toBeNull();
    // A query that is not all public content is never stored.
    const personal = `query ByteCacheMe { me { isAdmin } }`;
    await post(personal, {});
    expect((await post(personal, {})).cache).toBeNull();
  });

  it('answers fresh content after an administrator publishes a post', async () => {
    const variables = { first: 50 };
    await post(PUBLIC_POSTS, variables);
    const cached = await post(PUBLIC_POSTS, variables);
    expect(cached.cache).toBe('hit');

    const word = `${Date.now().toString(36)}${crypto.randomInt(1e6).toString(36)}`;
    const saved = await post(
      SAVE,
      {
        input: postInput({ title: `Byte cache freshness ${word}`, slug: `byte-cache-freshness-${word}` }),
      },
      { authorization: `Bearer ${admin}` },
    );
    expect(saved.body.errors).toBeUndefined();
    const { id, slug, updatedAt } = saved.body.data.savePost;
    const published = await post(PUBLISH, { id, expected: updatedAt }, { authorization: `Bearer ${admin}` });
    expect(published.body.errors).toBeUndefined();

    const fresh = await post(PUBLIC_POSTS, variables);
    expect(fresh.cache).toBe('miss');
    expect(fresh.body.data.posts.totalCount).toBe(cached.body.data.posts.totalCount + 1);
    expect(fresh.body.data.posts.nodes.map((node: { slug: string }) => node.slug)).toContain(slug);
    expect((await post(PUBLIC_POSTS, variables)).cache).toBe('hit');
  });
});
