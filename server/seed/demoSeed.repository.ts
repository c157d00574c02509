import { db, Timestamp } from '../platform/firestore/firestore';

/** `meta/demoSeed`: set once the demo data is in, so a restart does not seed it again. */
const marker = () => db().collection('meta').doc('demoSeed');

export async function demoSeeded(): Promise<boolean> {
  return (await marker().get()).exists;
}

export async function markDemoSeeded(at: Timestamp = Timestamp.now()) {
  await marker().set({ seededAt: at });
}
