// Lint rules that keep the layout one way (docs/decisions/0010-module-and-feature-boundaries.md, and
// docs/decisions/0033-module-order-and-public-faces.md and 0053-modules-register-themselves.md for the server modules):
// client features never import each other and code flows app → features → shared (ui, lib, gql);
// on the server only repositories and the platform reach Firestore, a module imports only modules below it in
// the layer its module.ts states, and only through their faces (index.ts) and types files; no import cycles anywhere.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const features = folders('client/src/features');
const modules = folders('server/modules');

/** Each feature may import only itself among the features. */
const featureZones = features.map((feature) => ({
  target: `./client/src/features/${feature}`,
  from: './client/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move what both need to client/src/ui or client/src/lib, or compose them in client/src/app.',
}));

/**
 * The module order (docs/decisions/0053-modules-register-themselves.md, which supersedes the list of 0033): each
 * module states its layer in its own server/modules/<module>/module.ts, and imports only modules of lower layers,
 * never one beside it or above it, so no two modules can import each other, however indirectly.
 */
const ORDER_RECORD = 'docs/decisions/0053-modules-register-themselves.md';
const layerOf = new Map(
  modules.map((module) => {
    const file = `server/modules/${module}/module.ts`;
    const stated = fs.existsSync(file) ? /^\s*layer:\s*(\d+),/m.exec(fs.readFileSync(file, 'utf8')) : null;
    if (!stated) throw new Error(`${file} must exist and state the module's layer (layer: <number>,): see ${ORDER_RECORD}`);
    return [module, Number(stated[1])];
  }),
);

/** A module never imports one beside it or above it in the module order. */
const moduleOrderZones = modules.flatMap((module) =>
  modules
    .filter((other) => other !== module && layerOf.get(other) >= layerOf.get(module))
    .map((other) => ({
      target: `./server/modules/${module}`,
      from: `./server/modules/${other}`,
      message:
        `${module} may not import ${other}: ${other} sits ${layerOf.get(other) === layerOf.get(module) ? 'beside' : 'above'} ${module} ` +
        `in the module order (the layer each module.ts states, ${ORDER_RECORD}). Move the code down into ${module} or a lower ` +
        `module, or have ${other} call ${module} (a higher module may extend a lower module's GraphQL type with its own field resolver).`,
    })),
);

/**
 * A module uses a lower module only through its public face (`index.ts`, the names other modules may call)
 * and its types files; the rest of the folder, its repositories first, is private.
 */
const faceZones = modules
  .filter((module) => layerOf.get(module) > 0)
  .map((module) => ({
    target: `./server/modules/${module}`,
    from: modules.filter((other) => layerOf.get(other) < layerOf.get(module)).map((other) => `./server/modules/${other}/**`),
    except: [path.resolve('server/modules/*/index.ts'), path.resolve('server/modules/*/*.types.ts')],
    message: `Another module is reached only through its face (server/modules/<module>/index.ts) or its *.types.ts files (${ORDER_RECORD}): add the name to that module's index.ts, or import its types file.`,
  }));

const DATA_LAYER_MESSAGE =
  'Only repositories (server/modules/*/*.repository.ts) and server/platform reach Firestore: add a repository function (a service opens a transaction with runTransaction from server/platform/firestore/unitOfWork.ts and passes it on).';

const layerZones = [
  ...featureZones,
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'Code flows app → features → shared: a feature never imports the app.',
  },
  {
    target: ['./client/src/ui', './client/src/lib'],
    from: ['./client/src/app', './client/src/features'],
    message: 'Shared code (ui, lib) never imports features or the app.',
  },
  { target: './client/src/lib', from: './client/src/ui', message: 'lib is below ui: move what lib needs from ui into lib.' },
  {
    target: './common',
    from: ['./client', './server'],
    message: 'common/ holds pure rules shared by the browser and the server: it imports neither.',
  },
  { target: './client', from: './server', message: 'The browser bundle never imports server code.' },
  { target: './server/platform', from: './server/modules', message: 'The platform is below the modules: it never imports one.' },
];
/**
 * A service opens a unit of work (unitOfWork.ts: runTransaction, the Transaction it hands to repositories,
 * Timestamp) and pages through a list a repository built (connection.ts); nothing else of the data layer.
 */
const dataLayerZone = {
  target: './server',
  from: './server/platform/firestore',
  except: ['./unitOfWork.ts', './connection.ts'],
  message: DATA_LAYER_MESSAGE,
};

/** firebase-admin loads at first use (docs/decisions/0036-firestore-loaded-at-first-use.md). */
const FIRST_USE_IMPORTS = ['firebase-admin', 'firebase-admin/app', 'firebase-admin/firestore', 'firebase-admin/auth'].map((name) => ({
  name,
  allowTypeImports: true,
  message: `${name} loads at first use: take its values from server/platform/firestore/firestore.ts (Timestamp, FieldValue, AggregateField) or the Auth that startFirebase gives (docs/decisions/0036-firestore-loaded-at-first-use.md).`,
}));

const CREDENTIALS_MESSAGE =
  'Only server/platform reads a request’s credentials: declare the route with signedInRoute (or requireAdmin / requireCompanyUser) from server/platform/auth/routeAccess.ts, the same check as the API’s (docs/http-routes.md).';

const DATA_LAYER_SYNTAX = [
  {
    selector: "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(collection|collectionGroup|doc)$/]",
    message: DATA_LAYER_MESSAGE,
  },
  {
    selector:
      'ImportDeclaration[source.value=/\\.repository$/] > ImportSpecifier[imported.name=/(Collection|CollectionGroup|Ref|Counter)$/]',
    message: `A collection or document helper stays in its repository: ${DATA_LAYER_MESSAGE}`,
  },
];

const CREDENTIALS_SYNTAX = [
  { selector: 'MemberExpression[property.name=/^(authorization|cookie|cookies|idTokens)$/]', message: CREDENTIALS_MESSAGE },
  {
    selector: 'CallExpression[callee.property.name=/^(get|header)$/][arguments.0.value=/^(authorization|cookie)$/i]',
    message: CREDENTIALS_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'client/src/gql/**', 'coverage/**', 'docs/lighthouse/**', '.data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      // import-x parses each imported file itself (for cycles): TypeScript files need the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'client/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleOrderZones, ...faceZones, dataLayerZone] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-namespace': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // The data layer itself, repositories and the rest of the platform reach Firestore.
    files: ['server/platform/**', 'server/**/*.repository.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleOrderZones, ...faceZones] }] },
  },
  {
    // The Firestore and Auth SDKs load at first use (docs/decisions/0036-firestore-loaded-at-first-use.md).
    files: ['server/**/*.ts'],
    ignores: ['server/platform/firestore/firestore.ts', 'server/platform/runtime/firebase.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: FIRST_USE_IMPORTS }] },
  },
  {
    // Only repositories and the platform name a collection or a document, even with a reference another file
    // built (docs/decisions/0011-data-access.md): a service hands a repository function its transaction instead.
    files: ['server/**/*.ts'],
    ignores: ['server/platform/**', 'server/**/*.repository.ts'],
    rules: { 'no-restricted-syntax': ['error', ...DATA_LAYER_SYNTAX] },
  },
  {
    // Only the platform reads a request's credentials: a module's route says who may call it with signedInRoute
    // or declareRoute (server/platform/auth/routeAccess.ts), which run the API's own check (docs/http-routes.md).
    files: ['server/modules/**/*.ts'],
    ignores: ['server/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: FIRST_USE_IMPORTS,
          patterns: [
            {
              group: ['**/platform/graphql/context', '**/platform/auth/idTokens'],
              importNames: ['createContext', 'createViewer', 'createIdTokenVerifier'],
              message: CREDENTIALS_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...DATA_LAYER_SYNTAX, ...CREDENTIALS_SYNTAX],
    },
  },
  {
    files: ['client/src/**/*.tsx', 'client/src/**/*.ts'],
    ignores: ['client/src/ui/Link.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from client/src/ui/Link.tsx (docs/decisions/0043-uncached-render-cost.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // One Markdown renderer with one sanitiser policy (docs/decisions/0052-one-markdown-renderer.md).
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    ignores: ['server/platform/safeMarkdown.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['marked', 'sanitize-html'].map((name) => ({
            name,
            message: `${name} is used only by the one Markdown renderer, server/platform/safeMarkdown.ts: call renderMarkdown, sanitiseHtml or markdownTokens there (docs/decisions/0052-one-markdown-renderer.md).`,
          })),
        },
      ],
    },
  },
  {
    // HTML that came as data reaches the page only through the renderer's output (docs/decisions/0052-one-markdown-renderer.md).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/ui/RenderedHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML'], Property[key.name='dangerouslySetInnerHTML']",
          message:
            'Show HTML only through RenderedHtml (client/src/ui/RenderedHtml.tsx), and only HTML the server rendered with server/platform/safeMarkdown.ts; show text as text (docs/decisions/0052-one-markdown-renderer.md).',
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '**/*.config.*', 'codegen.ts', 'jest.config.js'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'tests/client/environment.js', 'tests/client/styleStub.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  prettier,
);
