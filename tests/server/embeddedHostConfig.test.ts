import { loadConfig } from '../../server/platform/config';

describe('where the embedded default may listen', () => {
  it('listens on loopback addresses', () => {
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) expect(loadConfig({ HOST }).host).toBe(HOST);
  });

  it('refuses any other address, and says why and what to set', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5']) {
      expect(() => loadConfig({ HOST })).toThrow(
        /only listens on this machine.*could sign in as the demo admin.*FIREBASE_PROJECT_ID.*ALLOW_PUBLIC_EMBEDDED_DEMO=true/s,
      );
    }
  });

  it('listens anywhere once the operator accepts an open demo, or with a real Firebase project', () => {
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_PUBLIC_EMBEDDED_DEMO: 'true' }).firebase.embedded).toBe(true);
    const real = loadConfig({ HOST: '0.0.0.0', FIREBASE_PROJECT_ID: 'sprayfoam-prod', PAYMENTS_PROVIDER: 'local' });
    expect(real.firebase.embedded).toBe(false);
    expect(real.host).toBe('0.0.0.0');
  });

  it('keeps embedded data on disk except under NODE_ENV=test, and syncs the journal every second unless told otherwise', () => {
    expect(loadConfig({}).firebase).toMatchObject({ persistEmbeddedData: true, embeddedFsync: 'everysec' });
    expect(loadConfig({ NODE_ENV: 'test' }).firebase.persistEmbeddedData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PERSIST_EMBEDDED_DATA: 'true', EMBEDDED_FSYNC: 'always' }).firebase).toMatchObject({
      persistEmbeddedData: true,
      embeddedFsync: 'always',
    });
  });
});
