import fs from 'node:fs';
import path from 'node:path';
import { adminDb } from '../support/api';
import { createCompany } from '../support/marketplace';
import { startInstancePair, startServer, type InstancePair, type RunningServer } from '../support/serverProcess';
import { eventually } from '../support/wait';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver';
import { registerEndpoint, sendTestEvent, verifierFromDocs } from '../support/webhooks';

/**
 * Webhooks delivered by several instances on one store (docs/decisions/0060-webhooks.md): 200 events raised across two
 * instances reach each of two endpoints once (by event id), with the receiver down for a minute in the middle; then an
 * instance killed with SIGKILL while it holds deliveries loses none of them. Retries are shortened by the instances'
 * settings (1 s doubling to 4 s) and the lease to 12 s; the receiver is genuinely down for 60 s.
 */
const ENV = {
  SEED_DEMO_DATA: 'false',
  WEBHOOK_RETRY_BASE_MS: '1000',
  WEBHOOK_RETRY_MAX_MS: '4000',
  WEBHOOK_POLL_MS: '250',
  WEBHOOK_LEASE_MS: '12000',
};
const EVENTS = 200;
const DOWN_MS = 60_000;

let receiver: WebhookReceiver;
let pair: InstancePair;
let third: RunningServer;
let previousInfo: string | undefined;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  pair = await startInstancePair(ENV);
  third = await startServer({ dataDir: pair.dataDir, env: ENV });
  const file = path.join(pair.dataDir, 'server-info.json');
  fs.writeFileSync(file, JSON.stringify({ url: pair.first.url, firestore: pair.first.firestore, auth: pair.first.auth }));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
}, 300_000);

afterAll(async () => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
  await third?.kill('SIGKILL');
  await pair?.stop();
  await receiver?.stop();
});

/** Each event id answered 2xx at `path`, with how many times. */
function answeredCounts(path: string) {
  const counts = new Map<string, number>();
  for (const r of receiver.answeredOk(path)) counts.set(r.eventId, (counts.get(r.eventId) ?? 0) + 1);
  return counts;
}

async function raise(token: string, sites: string[], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => sendTestEvent(token, null, sites[(i + j) % sites.length]));
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

describe('webhooks delivered by several instances', () => {
  let company: Awaited<ReturnType<typeof createCompany>>;
  let secrets: Record<string, string>;

  beforeAll(async () => {
    company = await createCompany({ regions: ['London'] });
    const a = await registerEndpoint(company.token, receiver.url('/a'), ['PURCHASE_COMPLETED'], pair.first.url);
    const b = await registerEndpoint(company.token, receiver.url('/b'), ['PURCHASE_COMPLETED'], pair.second.url);
    secrets = { '/a': a.secret, '/b': b.secret };
  });

  it('delivers 200 events raised on two instances once per endpoint, with the receiver down for a minute in the middle', async () => {
    const sites = [pair.first.url, pair.second.url];
    const before = await raise(company.token, sites, 80);
    await eventually(
      () => before.every((id) => answeredCounts('/a').has(id) && answeredCounts('/b').has(id)),
      'the first 80 events',
      60_000,
    );

    await receiver.stop();
    const downSince = Date.now();
    const during = await raise(company.token, sites, EVENTS - 80);
    // Attempts are refused while it is down, and retried.
    await eventually(
      async () => {
        const snap = await adminDb().collection('webhookDeliveries').where('eventId', '==', during[0]).get();
        return snap.size === 2 && snap.docs.every((doc) => doc.get('status') === 'pending' && (doc.get('log') as unknown[]).length >= 2);
      },
      'failed attempts while the receiver is down',
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, DOWN_MS - (Date.now() - downSince))));
    await receiver.start();

    const all = [...before, ...during];
    expect(new Set(all).size).toBe(EVENTS);
    await eventually(
      () => ['/a', '/b'].every((path) => all.every((id) => answeredCounts(path).has(id))),
      'every event at both endpoints after the receiver came back',
      90_000,
      250,
    );
    const verify = verifierFromDocs();
    for (const path of ['/a', '/b']) {
      const counts = answeredCounts(path);
      expect([...counts.keys()].sort()).toEqual([...all].sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      for (const r of receiver.answeredOk(path)) expect(verify(r.body, r.signature, secrets[path])).toBe(true);
    }
    const nothingAnsweredWhileDown = receiver.received.filter((r) => r.at > downSince && r.at < downSince + DOWN_MS - 1000);
    expect(nothingAnsweredWhileDown).toEqual([]);

    const stored = await adminDb().collection('webhookDeliveries').where('companyId', '==', company.id).get();
    expect(stored.size).toBe(EVENTS * 2);
    expect(stored.docs.every((doc) => doc.get('status') === 'delivered')).toBe(true);
    const retried = stored.docs.filter((doc) => doc.get('attempts') > 1);
    expect(retried.length).toBeGreaterThanOrEqual((EVENTS - 80) * 2);
    const deliveredBy = new Set(stored.docs.flatMap((doc) => (doc.get('log') as Array<{ by: string }>).map((entry) => entry.by)));
    expect(deliveredBy.size).toBeGreaterThanOrEqual(2);
  }, 300_000);

  it('loses nothing when the instance holding deliveries is killed with SIGKILL', async () => {
    // The receiver holds every request open: the instances' attempts hang until their 10 s timeout.
    receiver.answer('/a', 200, 120_000);
    receiver.answer('/b', 200, 120_000);
    const ids = await raise(company.token, [pair.first.url, pair.second.url, third.url], 30);
    const held = await eventually(
      async () => {
        const snap = await adminDb().collection('webhookDeliveries').where('status', '==', 'pending').get();
        const mine = snap.docs.filter(
          (doc) => ids.includes(doc.get('eventId')) && String(doc.get('claim.by') ?? '').endsWith(`:${third.process.pid}`),
        );
        return mine.length ? mine.map((doc) => doc.id) : null;
      },
      'deliveries claimed by the third instance',
      30_000,
    );
    await third.kill('SIGKILL');
    receiver.answer('/a', 200);
    receiver.answer('/b', 200);

    await eventually(
      () => ['/a', '/b'].every((path) => ids.every((id) => answeredCounts(path).has(id))),
      'every event after the kill',
      90_000,
      250,
    );
    for (const path of ['/a', '/b']) expect(ids.every((id) => answeredCounts(path).get(id) === 1)).toBe(true);
    const snaps = await adminDb().getAll(...held.map((id) => adminDb().collection('webhookDeliveries').doc(id)));
    for (const snap of snaps) {
      expect(snap.get('status')).toBe('delivered');
      // The killed instance's attempt was counted when claimed and never recorded.
      expect(snap.get('attempts')).toBeGreaterThan((snap.get('log') as unknown[]).length);
      expect((snap.get('log') as Array<{ by: string }>).every((entry) => !entry.by.endsWith(`:${third.process.pid}`))).toBe(true);
    }
  }, 180_000);
});
