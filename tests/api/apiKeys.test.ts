import crypto from 'node:crypto';
import { API_KEY_RATE_LIMIT, ApiKeyRefusal, missingScope } from '../../common/apiKeys';
import { companyRoleRefusal } from '../../common/companyTeam';
import { adminAuth, adminDb, createUser, gql, randomIp } from '../support/api';
import { createCompany, createLead } from '../support/marketplace';
import { instancePairForThisFile } from '../support/serverProcess';
import { eventually } from '../support/wait';
import { ACCOUNT_RECHECK_MS } from '../../server/platform/auth/idTokens';

/**
 * A company's API keys (docs/decisions/0059-api-keys.md), on two instances over one store: what a key may call
 * with its scopes, every refusal with its reason and nothing written, a revocation on one instance refused at
 * once on the other, a creator removed or demoted, the rate limit's headers and its 429, and the key's name on
 * what it bought and changed.
 */
const pair = instancePairForThisFile();
const servers = () => [pair.first.url, pair.second.url];

const CREATE = `mutation Create($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret key { id name scopes prefix createdBy status expiresAt lastUsedAt } } }`;
const LIST = `query Keys { myApiKeys { id name scopes prefix createdBy createdAt expiresAt lastUsedAt revokedAt status } }`;
const REVOKE = `mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id status revokedAt } }`;
const LEADS = `query Leads { marketplaceLeads(first: 50) { nodes { id } } }`;
const BUY = `mutation Buy($id: ID!) { buyLeadWithBalance(leadId: $id) { lead { id } purchase { boughtBy contact { email } } } }`;
const BUY_NO_CONTACT = `mutation Buy($id: ID!) { buyLeadWithBalance(leadId: $id) { lead { id } } }`;
const PIPELINE = `mutation Pipe($id: ID!, $input: LeadPipelineInput!) { updateLeadPipeline(leadId: $id, input: $input) { pipeline { status } pipelineHistory(first: 10) { nodes { by kind text } } } }`;
const MY_LEADS = `query Mine { myLeads(first: 20) { nodes { lead { id } boughtBy } } }`;
const BALANCE = `query Balance { myBalance { balancePence } }`;
const TOP_UP = `mutation TopUp($pounds: Int!) { startBalanceTopUp(pounds: $pounds) { paymentId } }`;
const REMOVE = `mutation Remove($uid: ID!) { removeTeamMember(uid: $uid) }`;
const CHANGE_ROLE = `mutation Change($uid: ID!, $role: CompanyRole!) { changeTeamMemberRole(uid: $uid, role: $role) }`;

const ALL_SCOPES = ['LEADS_READ', 'LEADS_BUY', 'PURCHASES_READ', 'PIPELINE_WRITE', 'QUOTES_WRITE'];

/** A GraphQL call with a key, as an integrator makes it: the answer's status, body and headers. */
async function withKey(secret: string, query: string, variables: Record<string, unknown> = {}, instance = 0) {
  const res = await fetch(`${servers()[instance]}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
      'x-forwarded-for': randomIp(),
      authorization: `Bearer ${secret}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: any }> },
  };
}

async function createKey(token: string, input: { name: string; scopes: string[]; expiresInDays?: number | null }) {
  const { body } = await gql(CREATE, { input }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.createApiKey as {
    secret: string;
    key: { id: string; name: string; scopes: string[]; prefix: string; createdBy: string };
  };
}

async function topUp(token: string, pounds: number) {
  const { body } = await gql(TOP_UP, { pounds }, { token });
  expect(body.errors).toBeUndefined();
  const res = await fetch(`${pair.first.url}/payments/local/${body.data!.startBalanceTopUp.paymentId}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

/** A company with an owner (its creator) and a second owner, both on the team as stored. */
async function companyWithTwoOwners() {
  const company = await createCompany({ regions: ['London'] });
  const claims = { role: 'company', companyId: company.id };
  const second = await createUser({ claims, userDoc: claims });
  await adminDb()
    .collection('companies')
    .doc(company.id)
    .update({ userIds: [company.uid, second.uid], userRoles: { [company.uid]: 'owner', [second.uid]: 'owner' } });
  return { company, second };
}

const purchasesOf = async (leadId: string) => (await adminDb().collection('leads').doc(leadId).collection('purchases').get()).size;
const balanceOf = async (token: string) => (await gql(BALANCE, {}, { token })).body.data!.myBalance.balancePence as number;

describe('API keys', () => {
  it('creates a key shown once and stored only as a hash; the key reads leads on both instances with its rate headers', async () => {
    const company = await createCompany({ regions: ['London'] });
    const lead = await createLead({ region: 'London' });
    const created = await createKey(company.token, { name: 'CRM sync', scopes: ['LEADS_READ'], expiresInDays: 30 });
    expect(created.secret).toMatch(/^sfr_test_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'CRM sync',
      scopes: ['LEADS_READ'],
      prefix: created.secret.slice(0, 13),
      createdBy: company.userEmail,
    });

    const stored = await adminDb().collection('apiKeys').doc(created.key.id).get();
    expect(JSON.stringify(stored.data())).not.toContain(created.secret.slice(9));
    expect(stored.get('hash')).toBe(crypto.createHash('sha256').update(created.secret).digest('hex'));

    for (const instance of [0, 1]) {
      const answer = await withKey(created.secret, LEADS, {}, instance);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.marketplaceLeads.nodes.map((node: { id: string }) => node.id)).toContain(lead.leadId);
      expect(answer.headers.get('ratelimit-limit')).toBe(String(API_KEY_RATE_LIMIT.max));
      expect(Number(answer.headers.get('ratelimit-remaining'))).toBe(API_KEY_RATE_LIMIT.max - 1 - instance);
      expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    // Last use shown, and the list never carries the secret.
    const list = await gql(LIST, {}, { token: company.token });
    expect(list.body.data!.myApiKeys[0]).toMatchObject({ id: created.key.id, status: 'ACTIVE' });
    expect(list.body.data!.myApiKeys[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
  }, 60_000);

  it('buys from the balance and changes the pipeline through a key, each recorded with the key’s name', async () => {
    const company = await createCompany({ regions: ['London'] });
    await topUp(company.token, 200);
    const lead = await createLead({ region: 'London' });
    const { secret } = await createKey(company.token, { name: 'Job software', scopes: ALL_SCOPES });
    const via = `${company.userEmail} via key Job software`;

    const bought = await withKey(secret, BUY, { id: lead.leadId }, 1);
    expect(bought.body.errors).toBeUndefined();
    expect(bought.body.data.buyLeadWithBalance.purchase).toMatchObject({ boughtBy: via, contact: { email: lead.homeowner.email } });
    const mine = await withKey(secret, MY_LEADS, {}, 0);
    expect(mine.body.data.myLeads.nodes).toEqual([{ lead: { id: lead.leadId }, boughtBy: via }]);

    const changed = await withKey(secret, PIPELINE, { id: lead.leadId, input: { status: 'CONTACTED', note: 'Called from the CRM' } }, 0);
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data.updateLeadPipeline.pipelineHistory.nodes.map((node: { by: string }) => node.by)).toEqual([via, via]);
  }, 60_000);

  it('refuses a scope the key lacks, naming the scope, with nothing written', async () => {
    const company = await createCompany({ regions: ['London'] });
    await topUp(company.token, 200);
    const lead = await createLead({ region: 'London' });
    const { secret } = await createKey(company.token, { name: 'Reader', scopes: ['LEADS_READ'] });
    const before = await balanceOf(company.token);

    const refused = await withKey(secret, BUY_NO_CONTACT, { id: lead.leadId });
    expect(refused.body.errors?.[0]).toMatchObject({ message: missingScope('LEADS_BUY'), extensions: { code: 'FORBIDDEN' } });
    expect(refused.body.data?.buyLeadWithBalance ?? null).toBeNull();
    expect(await purchasesOf(lead.leadId)).toBe(0);
    expect(await balanceOf(company.token)).toBe(before);

    // A buying key reads no contact details without PURCHASES_READ, and what has no scope is never open to keys.
    const buyer = await createKey(company.token, { name: 'Buyer only', scopes: ['LEADS_BUY'] });
    const contact = await withKey(buyer.secret, BUY, { id: lead.leadId });
    const withheld = (contact.body.errors ?? []).map((error) => `${(error as { path?: string[] }).path?.join('.')}: ${error.message}`);
    expect(withheld).toContain(`buyLeadWithBalance.purchase.contact: ${missingScope('PURCHASES_READ')}`);
    for (const query of [LIST, `query { leads(first: 1) { totalCount } }`, `mutation { declineLead(leadId: "${lead.leadId}") { id } }`]) {
      const answer = await withKey(secret, query);
      expect(answer.body.errors?.[0]).toMatchObject({ message: ApiKeyRefusal.NOT_FOR_KEYS, extensions: { code: 'FORBIDDEN' } });
    }
    const created = await withKey(secret, CREATE, { input: { name: 'Sneaky', scopes: ALL_SCOPES } });
    expect(created.body.errors?.[0]).toMatchObject({ message: ApiKeyRefusal.NOT_FOR_KEYS });
    expect((await gql(LIST, {}, { token: company.token })).body.data!.myApiKeys.map((key: { name: string }) => key.name).sort()).toEqual([
      'Buyer only',
      'Reader',
    ]);
  }, 60_000);

  it('refuses a malformed, unknown, other-environment, expired or revoked key with the reason (401)', async () => {
    const company = await createCompany({ regions: ['London'] });
    const lead = await createLead({ region: 'London' });
    const random = crypto.randomBytes(32).toString('base64url');
    for (const [secret, message] of [
      ['sfr_test_short', ApiKeyRefusal.MALFORMED],
      [`sfr_test_${random}`, ApiKeyRefusal.UNKNOWN],
      [`sfr_live_${random}`, ApiKeyRefusal.WRONG_ENVIRONMENT],
    ]) {
      const answer = await withKey(secret, `mutation { declineLead(leadId: "${lead.leadId}") { id } }`);
      expect({ status: answer.status, message: answer.body.errors?.[0]?.message, code: answer.body.errors?.[0]?.extensions?.code }).toEqual(
        {
          status: 401,
          message,
          code: 'UNAUTHENTICATED',
        },
      );
    }

    const expiring = await createKey(company.token, { name: 'Expiring', scopes: ALL_SCOPES, expiresInDays: 1 });
    await adminDb()
      .collection('apiKeys')
      .doc(expiring.key.id)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await withKey(expiring.secret, PIPELINE, { id: lead.leadId, input: { note: 'x' } });
    expect({ status: expired.status, message: expired.body.errors?.[0]?.message }).toEqual({ status: 401, message: ApiKeyRefusal.EXPIRED });
    expect((await gql(LIST, {}, { token: company.token })).body.data!.myApiKeys[0]).toMatchObject({ name: 'Expiring', status: 'EXPIRED' });
  }, 60_000);

  it('refuses a key revoked on one instance at once on the other, with nothing written', async () => {
    const company = await createCompany({ regions: ['London'] });
    await topUp(company.token, 200);
    const lead = await createLead({ region: 'London' });
    const { secret, key } = await createKey(company.token, { name: 'Revoke me', scopes: ALL_SCOPES });
    // Both instances have used it, so neither could be answering from a first read.
    for (const instance of [0, 1]) expect((await withKey(secret, LEADS, {}, instance)).body.errors).toBeUndefined();

    const revoked = await gql(REVOKE, { id: key.id }, { token: company.token, baseUrl: pair.first.url });
    expect(revoked.body.data!.revokeApiKey).toMatchObject({ id: key.id, status: 'REVOKED' });
    const refused = await withKey(secret, BUY_NO_CONTACT, { id: lead.leadId }, 1);
    expect({ status: refused.status, message: refused.body.errors?.[0]?.message }).toEqual({ status: 401, message: ApiKeyRefusal.REVOKED });
    expect(await purchasesOf(lead.leadId)).toBe(0);
    expect((await withKey(secret, LEADS, {}, 0)).status).toBe(401);

    const other = await createCompany({ regions: ['London'] });
    const foreign = await gql(
      REVOKE,
      { id: (await createKey(other.token, { name: 'Theirs', scopes: ['LEADS_READ'] })).key.id },
      { token: company.token },
    );
    expect(foreign.body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  }, 60_000);

  it('acts with its creator’s current role: refused once the creator is demoted or removed, with the reason and nothing written', async () => {
    const { company, second } = await companyWithTwoOwners();
    await topUp(company.token, 200);
    const lead = await createLead({ region: 'London' });
    const { secret } = await createKey(second.token, { name: 'Second’s key', scopes: ALL_SCOPES });
    const before = await balanceOf(company.token);

    expect((await gql(CHANGE_ROLE, { uid: second.uid, role: 'VIEWER' }, { token: company.token })).body.errors).toBeUndefined();
    const demoted = await withKey(secret, BUY_NO_CONTACT, { id: lead.leadId }, 1);
    expect(demoted.body.errors?.[0]).toMatchObject({
      message: companyRoleRefusal('viewer', 'buy_leads', true),
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await purchasesOf(lead.leadId)).toBe(0);
    expect(await balanceOf(company.token)).toBe(before);
    // Reading is still within a viewer's role.
    expect((await withKey(secret, LEADS, {}, 0)).body.errors).toBeUndefined();

    expect((await gql(REMOVE, { uid: second.uid }, { token: company.token })).body.errors).toBeUndefined();
    const removed = await withKey(secret, LEADS, {}, 1);
    expect(removed.body.errors?.[0]).toMatchObject({ message: ApiKeyRefusal.CREATOR_REMOVED, extensions: { code: 'FORBIDDEN' } });
    expect(removed.body.data?.marketplaceLeads ?? null).toBeNull();
  }, 60_000);

  it('stops while its creator’s account is disabled, on both instances, and works again once it is enabled', async () => {
    const { company, second } = await companyWithTwoOwners();
    const { secret } = await createKey(second.token, { name: 'Disabled creator’s key', scopes: ALL_SCOPES });
    expect((await withKey(secret, LEADS, {}, 0)).body.errors).toBeUndefined();

    // Still on the team, so only the account says the key must stop (each instance rereads it within its recheck).
    await adminAuth().updateUser(second.uid, { disabled: true });
    for (const instance of [0, 1]) {
      const refused = await eventually(
        async () => {
          const answer = await withKey(secret, LEADS, {}, instance);
          return answer.body.errors ? answer : null;
        },
        `instance ${instance} to refuse the key`,
        ACCOUNT_RECHECK_MS + 10_000,
        1_000,
      );
      expect({
        status: refused.status,
        message: refused.body.errors?.[0]?.message,
        code: refused.body.errors?.[0]?.extensions?.code,
      }).toEqual({
        status: 403,
        message: ApiKeyRefusal.CREATOR_DISABLED,
        code: 'FORBIDDEN',
      });
    }
    const stored = await adminDb().collection('companies').doc(company.id).get();
    expect(stored.get('userIds')).toContain(second.uid);

    await adminAuth().updateUser(second.uid, { disabled: false });
    // Polled once a second: the key's rate limit counts every call.
    await eventually(
      async () => !(await withKey(secret, LEADS, {}, 1)).body.errors,
      'the key to work again',
      ACCOUNT_RECHECK_MS + 10_000,
      1_000,
    );
  }, 60_000);

  it('lets only owners manage keys, and keys never reach the HTTP routes', async () => {
    const { company, second } = await companyWithTwoOwners();
    await adminDb()
      .collection('companies')
      .doc(company.id)
      .update({ [`userRoles.${second.uid}`]: 'buyer' });
    for (const query of [LIST, CREATE]) {
      const { body } = await gql(query, { input: { name: 'Mine', scopes: ['LEADS_READ'] } }, { token: second.token });
      expect(body.errors?.[0]).toMatchObject({
        message: companyRoleRefusal('buyer', 'manage_api_keys'),
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const bad = await gql(CREATE, { input: { name: ' ', scopes: [], expiresInDays: 0 } }, { token: company.token });
    expect(bad.body.errors?.[0].extensions?.fieldErrors.map((error: { path: string }) => error.path)).toEqual([
      'input.name',
      'input.scopes',
      'input.expiresInDays',
    ]);
    expect((await gql(LIST, {}, { token: company.token })).body.data!.myApiKeys).toEqual([]);

    const { secret } = await createKey(company.token, { name: 'Route probe', scopes: ALL_SCOPES });
    const route = await fetch(`${pair.first.url}/invoices/inv-none.pdf`, { headers: { authorization: `Bearer ${secret}` } });
    expect(route.status).toBe(401);
  }, 60_000);

  it('limits each key to its requests a minute on both instances together: RateLimit headers, then 429 with Retry-After', async () => {
    const company = await createCompany({ regions: ['London'] });
    const { secret } = await createKey(company.token, { name: 'Busy', scopes: ['LEADS_READ'] });
    const other = await createKey(company.token, { name: 'Quiet', scopes: ['LEADS_READ'] });
    const remaining: number[] = [];
    for (let i = 0; i < API_KEY_RATE_LIMIT.max; i++) {
      const answer = await withKey(secret, LEADS, {}, i % 2);
      expect(answer.status).toBe(200);
      remaining.push(Number(answer.headers.get('ratelimit-remaining')));
    }
    expect(remaining).toEqual(Array.from({ length: API_KEY_RATE_LIMIT.max }, (_, i) => API_KEY_RATE_LIMIT.max - 1 - i));
    for (const instance of [0, 1]) {
      const refused = await withKey(secret, LEADS, {}, instance);
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('retry-after')).toBe(refused.headers.get('ratelimit-reset'));
    }
    // Another key of the same company has its own count.
    expect((await withKey(other.secret, LEADS)).status).toBe(200);
  }, 120_000);
});
