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
// firebase-admin reaches the ESM-only `jose` through jwks-rsa; jest's CommonJS runtime needs it compiled.
const transformIgnorePatterns = ['/node_modules/(?!(jose)/)'];

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
      testMatch: ['<rootDir>/tests/client/**/*.test.tsx'],
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
