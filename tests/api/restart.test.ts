import { SUBMIT, gql, idempotencyKey, signIn, validRemovalRequest } from '../support/api';
import { startServer } from '../support/serverProcess';

describe('a restart of the server', () => {
  it('keeps the leads and the accounts created before it', async () => {
    const env = { PERSIST_EMBEDDED_DATA: 'true' };
    const first = await startServer({ env });
    let reference: string;
    try {
      const { body } = await gql(SUBMIT, { input: validRemovalRequest({ homeowner: { name: 'Before Restart' } }), key: idempotencyKey() }, { baseUrl: first.url });
      reference = body.data!.submitRemovalRequest.reference;
    } finally {
      await first.stop();
    }

    const second = await startServer({ dataDir: first.dataDir, env });
    try {
      const token = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', second);
      const { body } = await gql('{ leads(first: 10) { total items { ref homeowner { name } } } }', {}, { token, baseUrl: second.url });
      expect(body.data!.leads.items).toContainEqual({ ref: reference, homeowner: { name: 'Before Restart' } });
      // The demo seed ran once: 4 demo leads plus the one submitted.
      expect(body.data!.leads.total).toBe(5);
      // The demo blog posts are seeded by slug, so the second start adds none.
      const posts = await gql('{ posts { total } }', {}, { baseUrl: second.url });
      expect(posts.body.data!.posts.total).toBe(10);
    } finally {
      await second.stop();
    }
    // Two servers start one after the other, each with its Auth emulator: allow for a busy machine.
  }, 120_000);
});
