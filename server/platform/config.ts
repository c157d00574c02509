import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

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
  PUBLIC_FIREBASE_API_KEY: z.string().default('demo-api-key'),
  PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  PUBLIC_FIREBASE_APP_ID: z.string().optional(),
  PUBLIC_GTM_ID: z.string().optional(),
  ADMIN_REGISTRATION_KEY: z.string().min(12, 'ADMIN_REGISTRATION_KEY must be at least 12 characters').optional(),
  SEED_DEMO_DATA: bool.optional(),
  /** New leads go straight to the marketplace (true) or wait for an admin to verify them (false). */
  LEAD_AUTO_PUBLISH: bool.default(true),
  /** HMAC key for expiring download links; unset: a random key kept in Firestore `meta/secrets`. */
  DOWNLOAD_SIGNING_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'DOWNLOAD_SIGNING_SECRET must be at least 32 characters').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

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
  };
  publicFirebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  gtmId?: string;
  adminRegistrationKey?: string;
  seedDemoData: boolean;
  leadAutoPublish: boolean;
  downloadSigningSecret?: string;
  logLevel: string;
}

export const DEMO_PROJECT_ID = 'demo-sprayfoam';

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
    leadAutoPublish: env.LEAD_AUTO_PUBLISH,
    downloadSigningSecret: env.DOWNLOAD_SIGNING_SECRET,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
}
