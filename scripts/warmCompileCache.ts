// Fills the compile cache (server/platform/runtime/compileCache.ts) with every module a production start
// loads, without starting the server: the Docker image runs it once at build, so an instance's first start
// reads compiled code (docs/decisions/0058-every-page-fast.md). `node dist/node/scripts/warmCompileCache.js`.
import '../server/platform/runtime/compileCache';
import 'reflect-metadata';
import nodeModule from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

async function main() {
  // What the two phases of the start load (server/app.ts, server/appLate.ts), the modules and their schema.
  require('../server/app');
  require('../server/appLate');
  require('../server/modules');
  // The Firebase SDKs the server loads at first use.
  require('firebase-admin/app');
  require('firebase-admin/auth');
  require('firebase-admin/firestore');
  // The server renderer, an ES module.
  await import(pathToFileURL(path.resolve(__dirname, '../../ssr/entry-server.mjs')).href);
  (nodeModule as { flushCompileCache?: () => void }).flushCompileCache?.();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
