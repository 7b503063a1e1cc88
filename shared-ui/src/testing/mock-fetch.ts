// A small fetch stand-in for component tests: routes (method + path) to canned responses and
// records every request, so a test can assert on what a screen sent.
export interface RecordedRequest {
  method: string;
  url: string;
  body: string;
  headers: Headers;
}

type Responder = (request: RecordedRequest) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

export function mockFetch(routes: Record<string, Responder | { status?: number; body?: unknown }>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method.toUpperCase(),
      url: url.pathname + url.search,
      body: request.body ? await request.text() : '',
      headers: request.headers,
    };
    requests.push(recorded);
    const key = `${recorded.method} ${url.pathname}`;
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ detail: `No mock for ${key}` }), { status: 404 });
    // Like a real fetch, an aborted signal rejects the call even while the response is pending.
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) abort();
      request.signal.addEventListener('abort', abort);
    });
    const { status = 200, body } = await Promise.race([typeof route === 'function' ? route(recorded) : route, aborted]);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
}
