import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SUBMIT, adminDb, gql, idempotencyKey, validRemovalRequest } from '../support/api';
import { submitAndOpenLink } from '../support/homeownerRequest';
import { validJobRecord } from '../support/jobRecords';
import { createCompany, recordPurchase } from '../support/marketplace';
import { startServer, type RunningServer } from '../support/serverProcess';
import { deferred } from '../support/wait';

const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { id } }`;
const SAVE_JOB = `mutation Save($leadId: ID!, $input: JobRecordInput!) { saveJobRecord(leadId: $leadId, input: $input) { id } }`;

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

/**
 * The same for the job record (docs/decisions/0055-quotes-and-removal-records.md): hired companies save their job
 * records over and over into a server killed with SIGKILL; restarted on the same data directory, each record holds
 * the last save it acknowledged, or the one in flight at the kill, never an older one.
 */
describe('a server killed with SIGKILL during a stream of job record saves', () => {
  const env = { PERSIST_EMBEDDED_DATA: 'true' };
  let first: RunningServer | null = null;
  let second: RunningServer | null = null;
  let previousInfo: string | undefined;
  const infoFile = path.join(os.tmpdir(), `sfr-durability-jobs-${process.pid}.json`);
  const pointAt = (server: RunningServer) =>
    fs.writeFileSync(infoFile, JSON.stringify({ url: server.url, firestore: server.firestore, auth: server.auth }));
  afterAll(async () => {
    if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
    await first?.kill('SIGKILL');
    await second?.stop();
  });

  it('keeps every acknowledged save of a job record', async () => {
    first = await startServer({ env });
    previousInfo = process.env.SFR_SERVER_INFO;
    pointAt(first);
    process.env.SFR_SERVER_INFO = infoFile;
    const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const leads = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const request = await submitAndOpenLink();
        await recordPurchase(request.leadId, company.id);
        const hired = await gql(HIRED, { id: request.requestId, token: request.token, companyId: company.id });
        expect(hired.body.errors).toBeUndefined();
        return request.leadId;
      }),
    );

    const acknowledged = new Map<string, string>();
    const inFlight = new Map<string, string>();
    let saves = 0;
    let killed = false;
    const fortyAcknowledged = deferred();
    const worker = async (leadId: string) => {
      for (let n = 1; !killed; n++) {
        const reference = `WTN-${n}`;
        inFlight.set(leadId, reference);
        const input = validJobRecord({ waste: { transferNoteReference: reference, carrier: 'Clearway Waste Ltd' } });
        try {
          const { body } = await gql(SAVE_JOB, { leadId, input }, { token: company.token, baseUrl: first!.url });
          if (body.errors) throw new Error(JSON.stringify(body.errors));
        } catch {
          return; // the server is gone: this save was never acknowledged
        }
        if (killed) return;
        acknowledged.set(leadId, reference);
        inFlight.delete(leadId);
        if (++saves >= 40) fortyAcknowledged.resolve();
      }
    };
    const workers = leads.map(worker);
    await fortyAcknowledged.promise;
    await first.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    const acknowledgedBeforeKill = new Map(acknowledged);

    second = await startServer({ dataDir: first.dataDir, env });
    pointAt(second);
    const stored = await Promise.all(
      leads.map(async (leadId) => {
        const records = await adminDb(second!).collection('jobRecords').where('leadId', '==', leadId).get();
        return records.docs[0]?.get('content.waste.transferNoteReference') as string | undefined;
      }),
    );
    const kept = leads.filter((leadId, i) => {
      const last = acknowledgedBeforeKill.get(leadId);
      return !last || stored[i] === last || stored[i] === inFlight.get(leadId);
    });
    console.log(`crash test (job records): ${saves} saves acknowledged, ${kept.length} of ${leads.length} records hold their last one`);
    expect(kept).toEqual(leads);
    expect(leads.every((leadId) => acknowledgedBeforeKill.has(leadId))).toBe(true);
  }, 240_000);
});
