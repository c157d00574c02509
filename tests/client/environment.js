const { TestEnvironment } = require('jest-environment-jsdom');
const util = require('node:util');

/** jsdom without the web platform pieces react-router 7 needs (TextEncoder, fetch), which Node provides. */
module.exports = class ClientEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.TextEncoder ??= util.TextEncoder;
    this.global.TextDecoder ??= util.TextDecoder;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream']) this.global[name] ??= globalThis[name];
  }
};
