/**
 * What the server answers to /config.json from now on (the live releases): the fetch itself is
 * replaced, so a test can assert how the page asked for it (no-store).
 */
export function serveConfig(body: unknown, status = 200) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}
