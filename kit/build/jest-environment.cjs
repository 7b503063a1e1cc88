// jsdom, plus the fetch family from Node itself: the screens call the API through ky, which
// needs fetch, Request and Response, and jsdom has none of them.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  // What Node's fetch rejects with on abort, so instanceof checks hold as in a browser.
  'DOMException',
  // MSW's WebSocket support reads it when loaded.
  'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
