import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_PHONE, type SiteOperator } from '../../common/siteOperator';

/** An optional variable where an empty value means unset. */
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => ['true', '1', 'yes'].includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** Embedded Firestore + Auth emulators; on unless a real Firebase project is configured. */
  EMBEDDED_FIREBASE: bool.optional(),
  FIREBASE_PROJECT_ID: z.string().optional(),
  FIRESTORE_PORT: z.coerce.number().int().min(0).default(8181),
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(0).default(9099),
  /** An already running Firestore/Auth emulator (e.g. `firebase emulators:exec`). */
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /**
   * Tests only: reach FIREBASE_AUTH_EMULATOR_HOST directly, without the proxy that signs its tokens, so the
   * server checks tokens exactly as on a real project (tests/api/productionTokenCheck.test.ts).
   */
  AUTH_EMULATOR_UNPROXIED_TEST_ONLY: bool.default(false),
  /** Keep embedded data on disk under DATA_DIR; off by default only under NODE_ENV=test. */
  PERSIST_EMBEDDED_DATA: bool.optional(),
  /** When the embedded Firestore's journal reaches the disk itself: every second, or on every commit. */
  EMBEDDED_FSYNC: z.enum(['everysec', 'always']).default('everysec'),
  /** The embedded Firestore refuses queries firestore.indexes.json would not serve, as Cloud Firestore does. */
  EMBEDDED_ENFORCE_INDEXES: bool.default(true),
  /** The embedded default on a non-loopback HOST is refused unless the operator accepts an open demo. */
  ALLOW_PUBLIC_EMBEDDED_DEMO: bool.default(false),
  PUBLIC_FIREBASE_API_KEY: z.string().default('demo-api-key'),
  PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  PUBLIC_FIREBASE_APP_ID: z.string().optional(),
  /** Google Tag Manager container id; the browser loads the tag manager only with it, and after consent. */
  PUBLIC_GTM_ID: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'PUBLIC_GTM_ID must be a Tag Manager container id, like GTM-AB12CD3')
      .optional(),
  ),
  ADMIN_REGISTRATION_KEY: z.string().min(12, 'ADMIN_REGISTRATION_KEY must be at least 12 characters').optional(),
  SEED_DEMO_DATA: bool.optional(),
  /** New leads go straight to the marketplace (true) or wait for an admin to verify them (false). */
  LEAD_AUTO_PUBLISH: bool.default(true),
  /** Public forms sent faster than this after they appeared are treated as scripted. */
  MIN_FILL_TIME_MS: z.coerce.number().int().min(0).default(3000),
  /**
   * How many proxies in front of the server add themselves to X-Forwarded-For (the peer counts as one):
   * 2 behind Firebase Hosting (its CDN, then Google's front end). Unset: trust loopback and private peers.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).optional(),
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_IP_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  RATE_LIMIT_PHONE_MAX: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_PHONE_WINDOW_HOURS: z.coerce.number().positive().default(24),
  /** Failed sign-ins through the embedded Auth front, per account and per client address in one window (docs/auth-front.md). */
  SIGN_IN_RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  SIGN_IN_RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).default(50),
  SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().positive().default(900),
  /** IndexNow key: answered at /{key}.txt so search engines can verify submissions from this site. */
  INDEXNOW_KEY: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,128}$/, 'INDEXNOW_KEY must be 8 to 128 characters: letters, digits or hyphens')
    .optional(),
  /** Where IndexNow submissions are POSTed, e.g. https://api.indexnow.org/indexnow; unset: submissions are recorded, not sent. */
  INDEXNOW_ENDPOINT: optionalText(z.string().url('INDEXNOW_ENDPOINT must be a URL')),
  /** Secret header value (X-Publish-Due-Secret) a scheduler sends to POST /internal/publish-due; unset: the endpoint is off. */
  PUBLISH_DUE_SECRET: optionalText(z.string().min(24, 'PUBLISH_DUE_SECRET must be at least 24 characters')),
  /** Secret header value (X-Vetting-Reminders-Secret) a scheduler sends to POST /internal/vetting-reminders; unset: the endpoint is off. */
  VETTING_REMINDERS_SECRET: optionalText(z.string().min(24, 'VETTING_REMINDERS_SECRET must be at least 24 characters')),
  /** How often an embedded server publishes scheduled posts whose time has come. */
  SCHEDULED_PUBLISH_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
  /** HMAC key for expiring download links; unset: a random key kept in Firestore `meta/secrets`. */
  DOWNLOAD_SIGNING_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'DOWNLOAD_SIGNING_SECRET must be at least 32 characters').optional(),
  ),
  /** HMAC key for the public forms' tokens (their fill time); unset: a random key kept in Firestore `meta/secrets`. */
  FORM_TOKEN_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'FORM_TOKEN_SECRET must be at least 32 characters').optional(),
  ),
  /**
   * Where uploads (certification documents, cover images) are kept: `file` (<DATA_DIR>/uploads) or `gcs` (the
   * Firebase Storage bucket). Default: `gcs` on a real project, where instances share nothing but the bucket.
   */
  UPLOAD_STORE: z.enum(['file', 'gcs']).optional(),
  /** A real project that runs exactly one instance on a lasting disk may keep uploads on it. */
  ALLOW_SINGLE_INSTANCE_UPLOADS: bool.default(false),
  /** The bucket of UPLOAD_STORE=gcs; default `<project id>.firebasestorage.app`. */
  UPLOAD_BUCKET: z.string().min(3).optional(),
  /** How long the private certification links (upload and documents pages) work, in days. */
  CERTIFICATION_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a server-rendered public page is kept in this instance's memory; 0 turns the cache off. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** SMTP server that delivers the mail outbox, e.g. `smtps://user:pass@smtp.example.com:465`. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Spray Foam Removal UK <no-reply@sprayfoamremoval.uk>'),
  /** Who receives the alert for each new removal request: comma-separated e-mail addresses. */
  ADMIN_ALERT_EMAILS: z
    .string()
    .default('leads@sprayfoamremoval.uk')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.email('ADMIN_ALERT_EMAILS must be comma-separated e-mail addresses'))
        .min(1, 'ADMIN_ALERT_EMAILS needs at least one address'),
    ),
  /** Poll the outbox on a timer in this process (off on Cloud Run, where a scheduler calls POST /internal/send-due-mail). */
  MAIL_WORKER: bool.default(true),
  /** Secret header value (X-Send-Due-Mail-Secret) a scheduler sends to POST /internal/send-due-mail; unset: the endpoint is off. */
  SEND_DUE_MAIL_SECRET: optionalText(z.string().min(24, 'SEND_DUE_MAIL_SECRET must be at least 24 characters')),
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Wait after the first failed attempt; it doubles after each further failure. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(86_400_000).default(30_000),
  /** Who takes payments: `stripe` (needs the two keys below) or `local` (a built-in test checkout). Default: stripe when STRIPE_SECRET_KEY is set. */
  PAYMENTS_PROVIDER: z.enum(['stripe', 'local']).optional(),
  STRIPE_SECRET_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  /** Stripe's API origin; only changed to point at a local stand-in in tests. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Who runs the site (docs/requirements/operator-identity.md); required in production on a real project. */
  OPERATOR_LEGAL_NAME: optionalText(z.string().min(2).max(160)),
  OPERATOR_COMPANY_NUMBER: optionalText(
    z.string().regex(/^(\d{8}|[A-Z]{2}\d{6})$/, 'OPERATOR_COMPANY_NUMBER must be a Companies House number, like 12345678 or SC123456'),
  ),
  OPERATOR_REGISTERED_ADDRESS: optionalText(z.string().min(10).max(300)),
  OPERATOR_ICO_REGISTRATION: optionalText(
    z.string().regex(/^[A-Z]{1,2}\d{6,8}$/, 'OPERATOR_ICO_REGISTRATION must be an ICO registration number, like ZA123456'),
  ),
  OPERATOR_EMAIL: optionalText(z.email('OPERATOR_EMAIL must be an e-mail address')),
  OPERATOR_PHONE: optionalText(z.string().regex(/^\+?[\d ]{10,16}$/, 'OPERATOR_PHONE must be a phone number, like 0113 496 0000')),
  /** The operator's VAT registration number, printed on every VAT invoice and credit note; required in production on a real project. */
  OPERATOR_VAT_NUMBER: optionalText(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .regex(/^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, 'OPERATOR_VAT_NUMBER must be a UK VAT registration number, like GB123456789'),
      ),
  ),
  /** The supplier's address on invoices when it is not the registered address (default: OPERATOR_REGISTERED_ADDRESS). */
  OPERATOR_INVOICE_ADDRESS: optionalText(z.string().min(10).max(300)),
  /** An OpenAI-compatible API (OpenAI, Azure OpenAI's /openai/v1, a self-hosted server); unset with no AI_API_KEY: the AI tools are off. */
  AI_BASE_URL: optionalText(z.string().url('AI_BASE_URL must be a URL, e.g. https://api.openai.com/v1')),
  AI_API_KEY: optionalText(z.string().min(1)),
  AI_TEXT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  /** How long one provider call may take before it is abandoned (each retry gets as long again). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Retries of a call answered 429 or 5xx (the SDK's backoff, honouring retry-after). */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** Prices per model in USD: JSON {"model": {"inputPerMillion": n, "outputPerMillion": n, "perImage": n}}, merged over the defaults. */
  AI_PRICES_JSON: optionalText(z.string()),
  /** USD to GBP for the cost estimates and the budget. */
  AI_USD_TO_GBP: z.coerce.number().positive().default(0.79),
  /** The month's AI spend in GBP after which calls are refused; 0: no budget. */
  AI_MONTHLY_BUDGET_GBP: z.coerce.number().min(0).default(50),
  /** AI calls one admin may make per hour. */
  AI_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** NODE_ENV=test only: host:port pairs the URL analyzer may fetch although they are loopback (a local test site). */
  AI_URL_ANALYZER_TEST_ALLOW: optionalText(z.string()),
  /** Deliver webhooks from this process on a timer (docs/integrations.md#webhooks). */
  WEBHOOK_WORKER: bool.default(true),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  /** The wait after a failed delivery: doubled at each attempt up to WEBHOOK_RETRY_MAX_MS, for 72 hours. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(86_400_000).default(30_000),
  WEBHOOK_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  /** How long a receiver has to answer one delivery. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(10_000),
  /** How long a claim keeps other instances off a delivery: longer than WEBHOOK_TIMEOUT_MS. */
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Deliveries one process sends at once. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  /** The embedded default only: endpoints may be http://127.0.0.1:<port>, to try webhooks locally. Never on a real project. */
  WEBHOOK_ALLOW_LOCAL_HTTP: bool.optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Failed sign-ins allowed through the embedded Auth front (server/platform/auth/signInThrottle.ts). */
export interface SignInThrottleConfig {
  accountMax: number;
  addressMax: number;
  windowMs: number;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string | null;
  dataDir: string;
  firebase: {
    projectId: string;
    embedded: boolean;
    firestorePort: number;
    authEmulatorPort: number;
    firestoreEmulatorHost?: string;
    authEmulatorHost?: string;
    /** Tests only: the external Auth emulator without the proxy (tokens checked as on a real project). */
    authEmulatorUnproxied: boolean;
    persistEmbeddedData: boolean;
    embeddedFsync: 'everysec' | 'always';
    /** Refuse, as Cloud Firestore would, queries no index in firestore.indexes.json serves (decision 0024). */
    enforceIndexes: boolean;
    /** Failed sign-ins allowed through the embedded Auth front per account and per client address in one window. */
    signInThrottle: SignInThrottleConfig;
  };
  publicFirebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  gtmId?: string;
  adminRegistrationKey?: string;
  seedDemoData: boolean;
  leadAutoPublish: boolean;
  submissions: { minFillTimeMs: number; ipMax: number; ipWindowMs: number; phoneMax: number; phoneWindowMs: number };
  /** Null when IndexNow is not configured (no key file is served). */
  indexNowKey: string | null;
  /** Null: IndexNow submissions are recorded as not sent. */
  indexNowEndpoint: string | null;
  /** Express `trust proxy` hop count (server/platform/http/clientAddress.ts); null: trust loopback and private peers. */
  trustedProxyHops: number | null;
  /** Null: POST /internal/publish-due is refused (embedded servers publish due posts on a timer). */
  publishDueSecret: string | null;
  /** Null: POST /internal/vetting-reminders is refused. */
  vettingRemindersSecret: string | null;
  scheduledPublishIntervalMs: number;
  downloadSigningSecret?: string;
  formTokenSecret?: string;
  uploads: { store: 'file' | 'gcs'; directory: string; bucket: string };
  certificationLinkDays: number;
  /** 0: server-rendered pages are not cached. */
  pageCacheTtlSeconds: number;
  logLevel: string;
  operator: SiteOperator;
  invoicing: InvoicingConfig;
  payments: PaymentsConfig;
  ai: AiConfig;
  webhooks: WebhooksConfig;
  mail: {
    /** Unset: the embedded transport keeps each message readable on its outbox document instead of sending it. */
    smtpUrl?: string;
    from: string;
    adminAlertEmails: string[];
    /** Poll the outbox on a timer in this process. */
    worker: boolean;
    /** Null: POST /internal/send-due-mail is refused. */
    sendDueSecret: string | null;
    pollMs: number;
    maxAttempts: number;
    retryBaseMs: number;
  };
}

/** Webhook delivery (server/modules/webhooks, docs/integrations.md#webhooks). */
export interface WebhooksConfig {
  worker: boolean;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
  leaseMs: number;
  concurrency: number;
  /** True only on the embedded default: endpoints may be http://127.0.0.1:<port>. */
  allowLocalHttp: boolean;
}

function webhooksConfig(env: Env, embedded: boolean): WebhooksConfig {
  if (env.WEBHOOK_ALLOW_LOCAL_HTTP && !embedded) {
    throw new Error(
      'Invalid configuration:\n  WEBHOOK_ALLOW_LOCAL_HTTP: only the embedded default may deliver webhooks to http://127.0.0.1',
    );
  }
  if (env.WEBHOOK_LEASE_MS <= env.WEBHOOK_TIMEOUT_MS) {
    throw new Error('Invalid configuration:\n  WEBHOOK_LEASE_MS: must be longer than WEBHOOK_TIMEOUT_MS');
  }
  return {
    worker: env.WEBHOOK_WORKER,
    pollMs: env.WEBHOOK_POLL_MS,
    retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
    retryMaxMs: Math.max(env.WEBHOOK_RETRY_BASE_MS, env.WEBHOOK_RETRY_MAX_MS),
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    leaseMs: env.WEBHOOK_LEASE_MS,
    concurrency: env.WEBHOOK_CONCURRENCY,
    allowLocalHttp: embedded && (env.WEBHOOK_ALLOW_LOCAL_HTTP ?? true),
  };
}

export interface AiModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
  perImage: number;
}

export interface AiConfig {
  /** False: no endpoint configured; every AI tool says so and how to configure it. */
  configured: boolean;
  baseUrl: string | null;
  apiKey: string | null;
  textModel: string;
  imageModel: string;
  timeoutMs: number;
  maxRetries: number;
  /** USD per model, defaults merged with AI_PRICES_JSON. */
  prices: Record<string, AiModelPrice>;
  usdToGbp: number;
  monthlyBudgetGbp: number;
  ratePerHour: number;
  /** host:port pairs the URL analyzer may fetch on loopback; always empty outside NODE_ENV=test. */
  urlAnalyzerTestAllow: string[];
}

/** Rough list prices (USD) of common models; an unknown model is priced as DEFAULT_AI_PRICE. */
export const DEFAULT_AI_PRICES: Record<string, AiModelPrice> = {
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6, perImage: 0 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10, perImage: 0 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6, perImage: 0 },
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8, perImage: 0 },
  'gpt-image-1': { inputPerMillion: 5, outputPerMillion: 40, perImage: 0.04 },
  'dall-e-3': { inputPerMillion: 0, outputPerMillion: 0, perImage: 0.04 },
};
export const DEFAULT_AI_PRICE: AiModelPrice = { inputPerMillion: 2.5, outputPerMillion: 10, perImage: 0.04 };

const AiPriceSchema = z.record(
  z.string(),
  z.object({
    inputPerMillion: z.number().min(0).default(0),
    outputPerMillion: z.number().min(0).default(0),
    perImage: z.number().min(0).default(0),
  }),
);

function aiConfig(env: Env): AiConfig {
  let custom: Record<string, AiModelPrice> = {};
  if (env.AI_PRICES_JSON) {
    let json: unknown;
    try {
      json = JSON.parse(env.AI_PRICES_JSON);
    } catch {
      throw new Error('Invalid configuration:\n  AI_PRICES_JSON: not valid JSON');
    }
    const parsed = AiPriceSchema.safeParse(json);
    if (!parsed.success) {
      throw new Error(
        'Invalid configuration:\n  AI_PRICES_JSON: expected {"model": {"inputPerMillion": 0.15, "outputPerMillion": 0.6, "perImage": 0}}',
      );
    }
    custom = parsed.data;
  }
  const allow =
    env.AI_URL_ANALYZER_TEST_ALLOW?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [];
  if (allow.length && env.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  AI_URL_ANALYZER_TEST_ALLOW: only allowed with NODE_ENV=test');
  }
  return {
    configured: Boolean(env.AI_API_KEY || env.AI_BASE_URL),
    baseUrl: env.AI_BASE_URL ?? null,
    apiKey: env.AI_API_KEY ?? null,
    textModel: env.AI_TEXT_MODEL,
    imageModel: env.AI_IMAGE_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    prices: { ...DEFAULT_AI_PRICES, ...custom },
    usdToGbp: env.AI_USD_TO_GBP,
    monthlyBudgetGbp: env.AI_MONTHLY_BUDGET_GBP,
    ratePerHour: env.AI_RATE_LIMIT_PER_HOUR,
    urlAnalyzerTestAllow: env.NODE_ENV === 'test' ? allow : [],
  };
}

export type PaymentsConfig = { provider: 'local' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl?: string };

/**
 * The payment provider. The local test checkout takes no money, so a production server on a real Firebase
 * project only uses it when PAYMENTS_PROVIDER=local says so explicitly.
 */
function paymentsConfig(env: Env, embedded: boolean): PaymentsConfig {
  const provider = env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (provider === 'local') {
    if (!env.PAYMENTS_PROVIDER && env.NODE_ENV === 'production' && !embedded) {
      throw new Error(
        'Invalid configuration:\n  PAYMENTS_PROVIDER: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=local to take test payments only',
      );
    }
    return { provider: 'local' };
  }
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both needed for PAYMENTS_PROVIDER=stripe');
  }
  return { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL };
}

/**
 * The site's phone number (OPERATOR_PHONE, default DEFAULT_SITE_PHONE), for server-written messages that are
 * not handed the configuration; the same value as `config.operator.phone`.
 */
export function sitePhone(source: NodeJS.ProcessEnv = process.env): string {
  const phone = source.OPERATOR_PHONE?.trim();
  return phone && EnvSchema.shape.OPERATOR_PHONE.safeParse(phone).success ? phone : DEFAULT_SITE_PHONE;
}

/**
 * The site operator's identity. A production server on a real project must be given at least the legal name
 * and registered address; the embedded demo says plainly that it has not been.
 */
function operatorConfig(env: Env, embedded: boolean): SiteOperator {
  const configured = Boolean(env.OPERATOR_LEGAL_NAME && env.OPERATOR_REGISTERED_ADDRESS);
  if (!configured && env.NODE_ENV === 'production' && !embedded) {
    throw new Error(
      'Invalid configuration:\n  OPERATOR_LEGAL_NAME and OPERATOR_REGISTERED_ADDRESS: the site must say who runs it (UK GDPR Article 13, the E-Commerce Regulations)',
    );
  }
  if (!env.OPERATOR_PHONE && env.NODE_ENV === 'production' && !embedded) {
    throw new Error(
      'Invalid configuration:\n  OPERATOR_PHONE: every page shows homeowners a number to call; set the number your team answers (e.g. 0113 496 0000)',
    );
  }
  return {
    legalName: env.OPERATOR_LEGAL_NAME ?? 'Spray Foam Removal UK (demonstration installation)',
    companyNumber: env.OPERATOR_COMPANY_NUMBER ?? null,
    registeredAddress: env.OPERATOR_REGISTERED_ADDRESS ?? null,
    icoRegistration: env.OPERATOR_ICO_REGISTRATION ?? null,
    email: env.OPERATOR_EMAIL ?? null,
    phone: env.OPERATOR_PHONE ?? DEFAULT_SITE_PHONE,
    configured,
  };
}

/** The supplier on VAT invoices and credit notes (docs/decisions/0047-vat-invoices.md). */
export interface InvoicingConfig {
  supplierName: string;
  supplierAddress: string;
  vatNumber: string;
  /** False on the embedded demo without OPERATOR_VAT_NUMBER: every document says it is not a real VAT invoice. */
  configured: boolean;
}

/**
 * A production server on a real project must be given the operator's VAT registration number, and an address
 * (OPERATOR_INVOICE_ADDRESS, else the registered address, itself required): an invoice without them is not a
 * valid VAT invoice. The embedded demo prints visible placeholders instead.
 */
function invoicingConfig(env: Env, embedded: boolean, operator: SiteOperator): InvoicingConfig {
  const address = env.OPERATOR_INVOICE_ADDRESS ?? operator.registeredAddress;
  if (env.NODE_ENV === 'production' && !embedded && (!env.OPERATOR_VAT_NUMBER || !address)) {
    throw new Error(
      'Invalid configuration:\n  OPERATOR_VAT_NUMBER (and OPERATOR_INVOICE_ADDRESS or OPERATOR_REGISTERED_ADDRESS): a VAT invoice must show the supplier’s VAT registration number and address',
    );
  }
  return {
    supplierName: operator.legalName,
    supplierAddress: address ?? 'PLACEHOLDER ADDRESS: set OPERATOR_INVOICE_ADDRESS',
    vatNumber: env.OPERATOR_VAT_NUMBER ?? 'PLACEHOLDER: set OPERATOR_VAT_NUMBER',
    configured: Boolean(env.OPERATOR_VAT_NUMBER && address),
  };
}

function operatorAndInvoicing(env: Env, embedded: boolean) {
  const operator = operatorConfig(env, embedded);
  return { operator, invoicing: invoicingConfig(env, embedded, operator) };
}

export const DEMO_PROJECT_ID = 'demo-sprayfoam';
/** Firebase Hosting in front of Cloud Run: X-Forwarded-For ends `<visitor>, <Hosting's edge>`, from a link-local peer. */
export const FIREBASE_HOSTING_PROXY_HOPS = 2;

/** The IndexNow key of the embedded demo: stable, so a restarted demo keeps answering the same key file. */
export const DEMO_INDEXNOW_KEY = 'de30f04a8c1e4b7f9a2c6e0b5d8f1a37';

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The site's origin without PUBLIC_URL: the loopback address listened on (127.0.0.1 when listening on every address). */
export function loopbackOrigin(host: string, port: number): string {
  if (!isLoopbackHost(host)) return `http://127.0.0.1:${port}`;
  return host === '::1' ? `http://[::1]:${port}` : `http://${host}:${port}`;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const usesRealProject = Boolean(env.FIREBASE_PROJECT_ID) && !env.FIREBASE_PROJECT_ID!.startsWith('demo-');
  const externalEmulators = Boolean(env.FIRESTORE_EMULATOR_HOST);
  const embedded = env.EMBEDDED_FIREBASE ?? (!usesRealProject && !externalEmulators);
  const projectId = env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  if (embedded && !isLoopbackHost(env.HOST) && !env.ALLOW_PUBLIC_EMBEDDED_DEMO) {
    throw new Error(
      `Invalid configuration:\n  HOST: the embedded default (no real Firebase project) only listens on this machine (127.0.0.1). ` +
        `Its Firestore and Auth are local emulators with demo accounts whose passwords are printed at start, so anyone ` +
        `who reached it on ${env.HOST} could sign in as the demo admin. Set FIREBASE_PROJECT_ID to a real project, or set ` +
        `ALLOW_PUBLIC_EMBEDDED_DEMO=true to accept an open demo.`,
    );
  }
  if (env.AUTH_EMULATOR_UNPROXIED_TEST_ONLY && (env.NODE_ENV !== 'test' || embedded || !env.FIREBASE_AUTH_EMULATOR_HOST)) {
    throw new Error(
      `Invalid configuration:\n  AUTH_EMULATOR_UNPROXIED_TEST_ONLY: only for tests (NODE_ENV=test) against an external FIREBASE_AUTH_EMULATOR_HOST: ` +
        `without the proxy, anyone can forge the emulator's unsigned tokens.`,
    );
  }
  const uploadStore = env.UPLOAD_STORE ?? (usesRealProject ? 'gcs' : 'file');
  if (env.NODE_ENV === 'production' && usesRealProject && uploadStore === 'file' && !env.ALLOW_SINGLE_INSTANCE_UPLOADS) {
    throw new Error(
      `Invalid configuration:\n  UPLOAD_STORE=file: on a real project uploads must go to the shared bucket. On Cloud Run each instance ` +
        `has its own disk, lost at every restart: a document uploaded to one instance is missing on the others. Remove ` +
        `UPLOAD_STORE (the default is gcs) or set UPLOAD_STORE=gcs with UPLOAD_BUCKET; set ALLOW_SINGLE_INSTANCE_UPLOADS=true ` +
        `only for a single instance with a lasting disk.`,
    );
  }
  if (env.NODE_ENV === 'production' && usesRealProject && !env.PUBLIC_URL) {
    throw new Error(
      `Invalid configuration:\n  PUBLIC_URL: required in production on a real Firebase project (e.g. https://www.example.co.uk). ` +
        `Canonical links, sitemaps, e-mails and payment returns use it; the server never takes its origin from a request's Host header.`,
    );
  }
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? null,
    dataDir: path.resolve(env.DATA_DIR),
    firebase: {
      projectId,
      embedded,
      firestorePort: env.FIRESTORE_PORT,
      authEmulatorPort: env.AUTH_EMULATOR_PORT,
      firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST,
      authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      authEmulatorUnproxied: env.AUTH_EMULATOR_UNPROXIED_TEST_ONLY,
      persistEmbeddedData: env.PERSIST_EMBEDDED_DATA ?? env.NODE_ENV !== 'test',
      embeddedFsync: env.EMBEDDED_FSYNC,
      enforceIndexes: env.EMBEDDED_ENFORCE_INDEXES,
      signInThrottle: {
        accountMax: env.SIGN_IN_RATE_LIMIT_ACCOUNT_MAX,
        addressMax: env.SIGN_IN_RATE_LIMIT_ADDRESS_MAX,
        windowMs: env.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS * 1000,
      },
    },
    publicFirebase: {
      apiKey: env.PUBLIC_FIREBASE_API_KEY,
      authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      appId: env.PUBLIC_FIREBASE_APP_ID,
    },
    gtmId: env.PUBLIC_GTM_ID,
    adminRegistrationKey: env.ADMIN_REGISTRATION_KEY,
    seedDemoData: env.SEED_DEMO_DATA ?? embedded,
    // A real project is deployed behind Firebase Hosting (README, Deploy): its CDN and Google's front end.
    trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? (usesRealProject ? FIREBASE_HOSTING_PROXY_HOPS : null),
    leadAutoPublish: env.LEAD_AUTO_PUBLISH,
    submissions: {
      minFillTimeMs: env.MIN_FILL_TIME_MS,
      ipMax: env.RATE_LIMIT_IP_MAX,
      ipWindowMs: env.RATE_LIMIT_IP_WINDOW_MINUTES * 60_000,
      phoneMax: env.RATE_LIMIT_PHONE_MAX,
      phoneWindowMs: env.RATE_LIMIT_PHONE_WINDOW_HOURS * 3_600_000,
    },
    indexNowKey: env.INDEXNOW_KEY ?? (embedded ? DEMO_INDEXNOW_KEY : null),
    indexNowEndpoint: env.INDEXNOW_ENDPOINT ?? null,
    publishDueSecret: env.PUBLISH_DUE_SECRET ?? null,
    vettingRemindersSecret: env.VETTING_REMINDERS_SECRET ?? null,
    scheduledPublishIntervalMs: env.SCHEDULED_PUBLISH_INTERVAL_SECONDS * 1000,
    downloadSigningSecret: env.DOWNLOAD_SIGNING_SECRET,
    formTokenSecret: env.FORM_TOKEN_SECRET,
    uploads: {
      store: uploadStore,
      directory: path.join(path.resolve(env.DATA_DIR), 'uploads'),
      bucket: env.UPLOAD_BUCKET ?? `${projectId}.firebasestorage.app`,
    },
    certificationLinkDays: env.CERTIFICATION_LINK_DAYS,
    pageCacheTtlSeconds: env.PAGE_CACHE_TTL_SECONDS,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    payments: paymentsConfig(env, embedded),
    ...operatorAndInvoicing(env, embedded),
    ai: aiConfig(env),
    webhooks: webhooksConfig(env, embedded),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      adminAlertEmails: env.ADMIN_ALERT_EMAILS,
      worker: env.MAIL_WORKER,
      sendDueSecret: env.SEND_DUE_MAIL_SECRET ?? null,
      pollMs: env.MAIL_POLL_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
    },
  };
}
