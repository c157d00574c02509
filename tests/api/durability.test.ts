import { SUBMIT, adminDb, gql, idempotencyKey, validRemovalRequest } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';
import { deferred } from '../support/wait';

/**
 * Nothing acknowledged is lost: quote requests stream into a server that is killed with SIGKILL mid-stream;
 * restarted on the same data directory it has every request it answered "stored", none twice, and the
 * lead references it gave out are never issued again.
 */
describe('a server killed with SIGKILL during a stream of quote requests', () => {
  const env = { PERSIST_EMBEDDED_DATA: 'true' };
  let first: RunningServer | null = null;
  let second: RunningServer | null = null;
  afterAll(async () => {
    await first?.kill('SIGKILL');
    await second?.stop();
  });

  it('keeps every acknowledged submission, stores none twice and never reissues a reference', async () => {
    first = await startServer({ env });
    const run = `Crash ${Date.now()}`;
    const acknowledged = new Map<string, { reference: string; requestId: string }>();
    const inFlight = new Set<string>();
    let killed = false;
    const sixtyAcknowledged = deferred();

    const submit = async (baseUrl: string, key: string) => {
      const { body } = await gql(SUBMIT, { input: validRemovalRequest({ homeowner: { name: run } }), key }, { baseUrl });
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!.submitRemovalRequest as { reference: string; requestId: string };
    };
    const worker = async () => {
      while (!killed) {
        const key = idempotencyKey();
        inFlight.add(key);
        try {
          const result = await submit(first!.url, key);
          if (!killed) acknowledged.set(key, result);
          if (acknowledged.size >= 60) sixtyAcknowledged.resolve();
          inFlight.delete(key);
        } catch {
          return; // the server is gone: this one was never acknowledged
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    await sixtyAcknowledged.promise;
    await first.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    const acknowledgedBeforeKill = new Map(acknowledged);

    second = await startServer({ dataDir: first.dataDir, env });
    // A browser retries what it never heard back about, with the same idempotency key.
    for (const key of inFlight) await submit(second.url, key);
    const after = await Promise.all(Array.from({ length: 5 }, () => submit(second!.url, idempotencyKey())));

    const leads = (await adminDb(second).collection('leads').get()).docs.map((doc) => doc.data());
    const ours = leads.filter((lead) => lead.homeowner?.name === run);
    const refs = ours.map((lead) => lead.ref as string);
    const found = [...acknowledgedBeforeKill.values()].filter(({ reference }) => refs.includes(reference)).length;
    const duplicates = refs.length - new Set(refs).size;
    const acknowledgedRefs = new Set([...acknowledgedBeforeKill.values()].map((a) => a.reference));
    const reissued =
      after.filter(({ reference }) => acknowledgedRefs.has(reference)).length + (leads.length - new Set(leads.map((l) => l.ref)).size);
    const requests = await adminDb(second).getAll(
      ...[...acknowledgedBeforeKill.values()].map(({ requestId }) => adminDb(second!).collection('removalRequests').doc(requestId)),
    );

    console.log(
      `crash test: acknowledged ${acknowledgedBeforeKill.size}, found ${found}, requests found ${requests.filter((r) => r.exists).length}, ` +
        `duplicates ${duplicates}, reissued refs ${reissued} (retried after restart: ${inFlight.size})`,
    );
    expect(found).toBe(acknowledgedBeforeKill.size);
    expect(requests.every((r) => r.exists)).toBe(true);
    expect(duplicates).toBe(0);
    expect(reissued).toBe(0);
    // Every request stored once: the acknowledged ones, the retried ones and the five after the restart.
    expect(ours).toHaveLength(acknowledgedBeforeKill.size + inFlight.size + after.length);
  }, 240_000);
});
