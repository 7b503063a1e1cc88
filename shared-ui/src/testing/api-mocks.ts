// The API as component tests see it: MSW intercepts every fetch, and handlers are typed by the
// generated contract, so a canned reply that no longer matches the server fails the type check.
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../api/contract.gen';

// `plainHttp` answers what the contract does not describe, such as /config.json.
export { HttpResponse, delay, http as plainHttp } from 'msw';

/**
 * Handlers for the contract's paths on any origin: `api.get('/api/v1/items/', ({ response }) => ...)`.
 * A query parameter arrives as text whatever type the contract gives it (`query.get('skip')` is
 * '0', not 0): convert before comparing.
 */
export const api = createOpenApiHttp<paths>({ baseUrl: '*' });

/** The one MSW server of a test file, started by the shared jest setup; `use` adds handlers for one test. */
export const apiServer = setupServer();

export interface RecordedRequest {
  method: string;
  /** Path and query, without the origin. */
  url: string;
  body: string;
  headers: Headers;
}

/** Records every request from now on, in the order sent, so a test can assert on what a screen sent. */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const pending = new Map<string, RecordedRequest>();
  apiServer.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    const recorded = { method: request.method.toUpperCase(), url: url.pathname + url.search, body: '', headers: request.headers };
    requests.push(recorded);
    pending.set(requestId, recorded);
    void request
      .clone()
      .text()
      .then((body) => (recorded.body = body));
  });
  return requests;
}

/** The requests to one path: 'POST /api/backend/video-template/update' (no query). */
export function callsTo(requests: RecordedRequest[], key: string): RecordedRequest[] {
  const [method, path] = key.split(' ');
  return requests.filter((request) => request.method === method && request.url.split('?')[0] === path);
}
