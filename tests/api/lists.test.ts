import { adminDb, createUser, gql } from '../support/api';
import { createCompany, createLead, DECLINE, MARKETPLACE_LEADS } from '../support/marketplace';

/**
 * Every list is a cursor connection (docs/decisions/0012-api-lists-as-connections.md): paging with `first`
 * and `after` reaches every item exactly once, in order, also across items that share the sort value.
 */
const LEADS = `query Leads($filter: LeadFilter, $first: Int!, $after: String) {
  leads(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { cursor node { id } }
    nodes { id }
    pageInfo { hasNextPage endCursor hasPreviousPage startCursor }
  }
}`;

async function pageThrough(
  fetchPage: (
    after: string | null,
  ) => Promise<{ nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } }>,
) {
  const seen: Array<{ id: string }> = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page = await fetchPage(after);
    seen.push(...page.nodes);
    if (!page.pageInfo.hasNextPage) return { seen, pages: pages + 1 };
    after = page.pageInfo.endCursor;
  }
  throw new Error('the list never ended');
}

describe('lists as cursor connections', () => {
  it('pages an admin list to its last item, in order, with ties on the sort field broken by id', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const template = (
      await adminDb()
        .collection('leads')
        .doc((await createLead({ region: 'London' })).leadId)
        .get()
    ).data()!;
    // A filter no other test uses: closed, archived leads. Seven share one createdAt, three do not.
    const tie = new Date('2020-06-01T12:00:00.000Z');
    const ids = Array.from({ length: 10 }, (_, i) => `lists-${Date.now().toString(36)}-${String(i).padStart(2, '0')}`);
    await Promise.all(
      ids.map((id, i) =>
        adminDb()
          .collection('leads')
          .doc(id)
          .set({ ...template, status: 'closed', archived: true, createdAt: i < 7 ? tie : new Date(tie.getTime() - i * 60_000) }),
      ),
    );
    const filter = { status: 'CLOSED', archived: true };
    const expected = ids; // the seven ties by id, ascending, then the older three

    const first = await gql(LEADS, { filter, first: 3 }, { token: admin.token });
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data!.leads;
    expect(page.totalCount).toBe(10);
    expect(page.nodes).toEqual(page.edges.map((edge: { node: unknown }) => edge.node));
    expect(page.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: page.edges[0].cursor,
      endCursor: page.edges[2].cursor,
    });

    const { seen, pages } = await pageThrough(
      async (after) => (await gql(LEADS, { filter, first: 3, after }, { token: admin.token })).body.data!.leads,
    );
    expect(seen.map((lead) => lead.id)).toEqual(expected);
    expect(pages).toBe(4);

    const bad = await gql(LEADS, { filter, first: 3, after: 'not-a-cursor' }, { token: admin.token });
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'after' }] });
    const tooMany = await gql(LEADS, { filter, first: 101 }, { token: admin.token });
    expect(tooMany.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'first' }] });
  });

  it('pages the marketplace, stepping over the leads the company declined', async () => {
    const company = await createCompany({ regions: ['Northern Ireland'] });
    const leads = [];
    for (let i = 0; i < 5; i++) leads.push((await createLead({ region: 'Northern Ireland' })).leadId);
    for (const id of leads.slice(0, 2)) expect((await gql(DECLINE, { id }, { token: company.token })).body.errors).toBeUndefined();

    for (const sort of ['NEWEST', 'PRICE']) {
      const { seen } = await pageThrough(async (after) => {
        const { body } = await gql(MARKETPLACE_LEADS, { sort, first: 2, after }, { token: company.token });
        expect(body.errors).toBeUndefined();
        return body.data!.marketplaceLeads;
      });
      const listed = seen.map((lead) => lead.id);
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed).toEqual(expect.arrayContaining(leads.slice(2)));
      for (const declined of leads.slice(0, 2)) expect(listed).not.toContain(declined);
    }
  });

  it('reaches a numbered blog page the same way as by cursor', async () => {
    const POSTS = `query Posts($page: Int, $after: String) { posts(first: 3, page: $page, after: $after) { totalCount pageInfo { endCursor } nodes { slug } } }`;
    const first = (await gql(POSTS, {})).body.data!.posts;
    expect(first.totalCount).toBeGreaterThan(6);
    const byCursor = (await gql(POSTS, { after: first.pageInfo.endCursor })).body.data!.posts;
    const byNumber = (await gql(POSTS, { page: 2 })).body.data!.posts;
    expect(byNumber.nodes).toEqual(byCursor.nodes);
    expect(byNumber.nodes).not.toEqual(first.nodes);
    expect((await gql(POSTS, { page: 2, after: first.pageInfo.endCursor })).body.errors?.[0].extensions?.fieldErrors).toEqual([
      { path: 'page', message: expect.any(String) },
    ]);
  });
});
