/**
 * What the server answers to /config.json from now on (the live releases), for code that asks
 * it afresh with a plain fetch of the relative URL, which mockFetch cannot take.
 */
export function serveConfig(body: unknown, status = 200) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}
