/** What a develop link asks for: one module, loaded from one development server's manifest. */
export interface OverrideRequest {
  module: string;
  url: string;
  /** The server the browser will load the module's code from, as people read it. */
  origin: string;
}

const MODULE_NAME = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * The request a develop link's query names (`?module=remote-items&url=http://localhost:3002/mf-manifest.json`),
 * or null when it names none: the server decides whether that server may be used (loopback or an
 * allowed origin); this only refuses what is not a module and an http(s) address at all.
 */
export function overrideRequestOf(search: URLSearchParams): OverrideRequest | null {
  const module = search.get('module') ?? '';
  const given = search.get('url') ?? '';
  if (!MODULE_NAME.test(module)) return null;
  try {
    const url = new URL(given);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { module, url: url.href, origin: url.origin };
  } catch {
    return null;
  }
}
