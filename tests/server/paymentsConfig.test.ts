import { loadConfig } from '../../server/platform/config';

describe('payments configuration', () => {
  it('takes test payments on the embedded default, and Stripe payments once Stripe keys are set', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'local' });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
    });
  });

  it('refuses Stripe without its webhook secret, and keys that are not Stripe keys', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both needed/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(
      /must be a Stripe secret key/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /must be a webhook signing secret/,
    );
  });

  it('will not take free test payments in production on a real project unless told to explicitly', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'sprayfoam-prod',
      PUBLIC_URL: 'https://www.example.co.uk',
      OPERATOR_LEGAL_NAME: 'Foam Clear Ltd',
      OPERATOR_REGISTERED_ADDRESS: '1 High Street, Leeds LS1 1AA',
      OPERATOR_VAT_NUMBER: 'GB123456789',
      OPERATOR_PHONE: '0113 496 0000',
    };
    expect(() => loadConfig(production)).toThrow(/set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=local/);
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'local' }).payments).toEqual({ provider: 'local' });
  });
});
