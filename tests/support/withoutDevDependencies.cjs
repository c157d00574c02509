// Preloaded (NODE_OPTIONS=--require) into a server a test starts, to run it as a production install
// (`npm ci --omit=dev`, the Docker image) would: the site's own code cannot resolve a dev dependency, and the
// emulator packages, which no production dependency needs, cannot be resolved from anywhere.
const Module = require('node:module');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const devDependencies = Object.keys(require(path.join(root, 'package.json')).devDependencies);
const EMULATORS = /^(firebase-tools|@firestore-emulator\/[^/]+)(\/|$)/;
const packageOf = (request) => /^(@[^/]+\/[^/]+|[^@./][^/]*)/.exec(request)?.[1];

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const fromSite = Boolean(parent?.filename) && !parent.filename.includes(`${path.sep}node_modules${path.sep}`);
  if (EMULATORS.test(request) || (fromSite && devDependencies.includes(packageOf(request)))) {
    const error = new Error(`Cannot find module '${request}' (a dev dependency, left out of a production install)`);
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolveFilename.call(this, request, parent, ...rest);
};
