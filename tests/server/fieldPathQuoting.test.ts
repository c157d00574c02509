import { FieldPath } from 'firebase-admin/firestore';
import { db } from '../../server/platform/firestore/firestore';
import { withEmbeddedFirestore } from '../support/embeddedStore';

withEmbeddedFirestore('field-path-quoting');

/**
 * Map keys that are not plain identifiers (a user id starting with a digit, a key with a dash) travel as quoted
 * field paths (`roles.\`3abc\``): updates and merges through them must reach the key, as on Cloud Firestore.
 */
describe('the embedded store and quoted field paths', () => {
  it.each(['3abcDEF', 'a-b', 'plain', '_under'])('updates and merges the map key %s', async (key) => {
    const ref = db().collection('quoting').doc(key);
    await ref.set({ roles: { owner: 'owner' } });
    await ref.update({ [`roles.${key}`]: 'buyer' });
    expect((await ref.get()).get('roles')).toEqual({ owner: 'owner', [key]: 'buyer' });
    await ref.update(new FieldPath('roles', key), 'viewer');
    expect((await ref.get()).get('roles')).toEqual({ owner: 'owner', [key]: 'viewer' });
    await ref.set({ roles: { [key]: 'owner' } }, { merge: true });
    expect((await ref.get()).get('roles')).toEqual({ owner: 'owner', [key]: 'owner' });
  });
});
