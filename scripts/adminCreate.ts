import 'reflect-metadata';
import crypto from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { loadConfig } from '../server/platform/config';
import { initFirestore } from '../server/platform/firestore/firestore';
import { createAdmin } from '../server/modules/auth/auth.service';

/**
 * `npm run admin:create -- someone@example.com [password]`: creates an administrator. Against the embedded
 * default it talks to the emulators of the running server (default ports); otherwise to the configured project.
 */
async function main() {
  const [email, givenPassword] = process.argv.slice(2);
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Usage: npm run admin:create -- someone@example.com [password]');
    process.exit(2);
  }
  const config = loadConfig();
  if (config.firebase.embedded) {
    process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${config.firebase.firestorePort}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${config.firebase.authEmulatorPort}`;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    try {
      await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/`);
    } catch {
      console.error(
        `The embedded Auth emulator is not reachable at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}: start the site (npm start) first.`,
      );
      process.exit(1);
    }
  }
  const app = initializeApp({ projectId: config.firebase.projectId });
  initFirestore(app);
  const password = givenPassword ?? crypto.randomBytes(12).toString('base64url');
  try {
    const admin = await createAdmin(getAuth(app), email.toLowerCase(), password);
    console.log(`Created admin ${admin.email} (uid ${admin.uid})${givenPassword ? '' : `\nPassword: ${password}`}`);
    process.exit(0);
  } catch (error) {
    const fieldErrors = (error as { extensions?: { fieldErrors?: Array<{ message: string }> } }).extensions?.fieldErrors;
    console.error(fieldErrors?.map((e) => e.message).join('\n') ?? (error as Error).message);
    process.exit(1);
  }
}

void main();
