import { loadConfig, loopbackOrigin } from '../../server/platform/config';

/** A production start on a real project with everything it requires. */
const realProduction = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'sprayfoam-prod',
  HOST: '0.0.0.0',
  PAYMENTS_PROVIDER: 'local',
  PUBLIC_URL: 'https://www.example.co.uk',
  OPERATOR_LEGAL_NAME: 'A Ltd',
  OPERATOR_REGISTERED_ADDRESS: '1 High Street, Leeds LS1 1AA',
  OPERATOR_VAT_NUMBER: 'GB123456789',
  OPERATOR_PHONE: '0113 496 0000',
};

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

  it('takes the site’s origin from PUBLIC_URL, required in production on a real project, else the loopback address listened on', () => {
    const { PUBLIC_URL, ...withoutPublicUrl } = realProduction;
    expect(() => loadConfig(withoutPublicUrl)).toThrow(
      /PUBLIC_URL: required in production on a real Firebase project.*never takes its origin from a request's Host/s,
    );
    expect(loadConfig(realProduction).publicUrl).toBe(PUBLIC_URL);
    expect(loopbackOrigin('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(loopbackOrigin('::1', 3000)).toBe('http://[::1]:3000');
    expect(loopbackOrigin('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
  });

  it('keeps uploads in the shared bucket on a real project, and refuses the instance’s disk there unless told it is the only instance', () => {
    expect(loadConfig(realProduction).uploads).toMatchObject({ store: 'gcs', bucket: 'sprayfoam-prod.firebasestorage.app' });
    expect(() => loadConfig({ ...realProduction, UPLOAD_STORE: 'file' })).toThrow(
      /UPLOAD_STORE=file.*Remove UPLOAD_STORE \(the default is gcs\)/s,
    );
    expect(loadConfig({ ...realProduction, UPLOAD_STORE: 'file', ALLOW_SINGLE_INSTANCE_UPLOADS: 'true' }).uploads.store).toBe('file');
    expect(loadConfig({}).uploads.store).toBe('file');
  });

  it('bypasses the Auth proxy only in tests against an external emulator', () => {
    expect(() => loadConfig({ AUTH_EMULATOR_UNPROXIED_TEST_ONLY: 'true' })).toThrow(/only for tests/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        EMBEDDED_FIREBASE: 'false',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
        AUTH_EMULATOR_UNPROXIED_TEST_ONLY: 'true',
      }),
    ).toThrow(/only for tests/);
    const test = {
      NODE_ENV: 'test',
      EMBEDDED_FIREBASE: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      AUTH_EMULATOR_UNPROXIED_TEST_ONLY: 'true',
    };
    expect(loadConfig(test).firebase.authEmulatorUnproxied).toBe(true);
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

describe('what a real project on Cloud Run is set up for', () => {
  it('takes the visitor’s address from behind Firebase Hosting (two proxies) on a real project, from nearby proxies otherwise', () => {
    expect(loadConfig(realProduction).trustedProxyHops).toBe(2);
    expect(loadConfig({ ...realProduction, TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops).toBe(1);
    expect(loadConfig({}).trustedProxyHops).toBeNull();
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: '0' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('opens POST /internal/send-due-mail only with a long enough SEND_DUE_MAIL_SECRET', () => {
    expect(loadConfig(realProduction).mail.sendDueSecret).toBeNull();
    expect(loadConfig({ SEND_DUE_MAIL_SECRET: 'a'.repeat(24) }).mail.sendDueSecret).toBe('a'.repeat(24));
    expect(() => loadConfig({ SEND_DUE_MAIL_SECRET: 'short' })).toThrow(/SEND_DUE_MAIL_SECRET must be at least 24 characters/);
  });
});
