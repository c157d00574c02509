/** jest projects: server (unit, node), client (jsdom + Testing Library), api (the real server over HTTP). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc };
// ESM-only packages jest's CommonJS runtime needs compiled: `jose` (firebase-admin reaches it through jwks-rsa) and `marked`.
const transformIgnorePatterns = ['/node_modules/(?!(jose|marked)/)'];

module.exports = {
  testTimeout: 60000,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/tests/client/environment.js',
      testMatch: ['<rootDir>/tests/client/**/*.test.{ts,tsx}'],
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/tests/client/setup.ts'],
      // Relative imports may name a TypeScript file by its .js output (dynamic imports must, see usePublicForm.ts).
      moduleNameMapper: { '\\.css$': '<rootDir>/tests/client/styleStub.js', '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/tests/api/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/api/globalTeardown.ts',
    },
  ],
};
