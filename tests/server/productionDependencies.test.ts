import fs from 'node:fs';
import path from 'node:path';

/**
 * A production install (`npm ci --omit=dev`, the Docker image) leaves out the Firestore and Auth emulators and
 * the firebase-tools CLI: only the embedded default runs them (docs/decisions/0030-lean-image-and-cold-start.md).
 * tests/api/productionInstall.test.ts starts the built server without them.
 */
const ROOT = path.resolve(__dirname, '../..');
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean; dependencies?: Record<string, string> }>;
};
const EMBEDDED_ONLY = /^(firebase-tools|@firestore-emulator\/.+)$/;
const emulatorPackages = ['firebase-tools', '@firestore-emulator/server', '@firestore-emulator/proto'];

describe('production dependencies', () => {
  it('leave out the emulators and firebase-tools, which npm ci still installs for npm start', () => {
    expect(Object.keys(packageJson.dependencies).filter((name) => EMBEDDED_ONLY.test(name))).toEqual([]);
    for (const name of emulatorPackages) expect(packageJson.devDependencies[name]).toBeDefined();
  });

  it('agree with the lockfile, which marks the emulators dev-only (what npm ci --omit=dev leaves out)', () => {
    const root = lock.packages[''];
    expect(root.dependencies).toEqual(packageJson.dependencies);
    for (const name of emulatorPackages) expect(lock.packages[`node_modules/${name}`]).toMatchObject({ dev: true });
  });
});
