import { REQUEST_FREE_GUIDE, SUBMIT, gql, idempotencyKey, signIn, uniqueEmail, validRemovalRequest } from '../support/api';
import { signDownloadToken } from '../../server/modules/freeGuide/downloadToken';
import { DOWNLOAD_SIGNING_SECRET, startServer } from '../support/serverProcess';

describe('a restart of the server', () => {
  it('keeps the leads, the accounts and the download links created before it', async () => {
    // No configured signing key: download links are signed with the key the server keeps in Firestore.
    const env = { PERSIST_EMBEDDED_DATA: 'true', DOWNLOAD_SIGNING_SECRET: '' };
    const first = await startServer({ env });
    let reference: string;
    let downloadUrl: string;
    try {
      const { body } = await gql(
        SUBMIT,
        { input: validRemovalRequest({ homeowner: { name: 'Before Restart' } }), key: idempotencyKey() },
        { baseUrl: first.url },
      );
      reference = body.data!.submitRemovalRequest.reference;
      const guide = await gql(
        REQUEST_FREE_GUIDE,
        { input: { name: 'Before Restart', email: uniqueEmail('restart'), consent: { terms: true } }, key: idempotencyKey() },
        { baseUrl: first.url },
      );
      downloadUrl = guide.body.data!.requestFreeGuide.downloadUrl;
    } finally {
      await first.stop();
    }

    const second = await startServer({ dataDir: first.dataDir, env });
    try {
      const token = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', second);
      const { body } = await gql(
        '{ leads(first: 10) { totalCount nodes { ref homeowner { name } } } }',
        {},
        { token, baseUrl: second.url },
      );
      expect(body.data!.leads.nodes).toContainEqual({ ref: reference, homeowner: { name: 'Before Restart' } });
      // The demo seed ran once: 4 demo leads plus the one submitted.
      expect(body.data!.leads.totalCount).toBe(5);
      // The demo blog posts are seeded by slug, so the second start adds none.
      const posts = await gql('{ posts { totalCount } }', {}, { baseUrl: second.url });
      expect(posts.body.data!.posts.totalCount).toBe(10);

      const download = await fetch(`${second.url}${downloadUrl}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      // The kept key is a random one, not the suite's configured key: a link signed with that is refused.
      const foreign = signDownloadToken({ leadId: 'pl_x', expiresAt: Date.now() + 3600_000 }, DOWNLOAD_SIGNING_SECRET);
      expect((await fetch(`${second.url}/downloads/free-guide.pdf?token=${foreign}`)).status).toBe(403);
    } finally {
      await second.stop();
    }
    // Two servers start one after the other, each with its Auth emulator: allow for a busy machine.
  }, 150_000);
});
