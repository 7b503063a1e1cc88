import type { Config } from './types.js';

/** The origin of an absolute http(s) URL; null for site-relative paths and anything else. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export type CspSettings = Pick<Config, 'apiUrl' | 'remoteUrls'> & Partial<Pick<Config, 'releases' | 'storage'>>;

/**
 * The page's Content-Security-Policy, built from the settings: scripts only from this origin and
 * the configured remotes (Module Federation loads each remote's chunks from where /config.json
 * points), API calls to the API and the remotes (manifests are fetched), pictures and videos
 * also from any https origin (templates point at CDNs). Styles need 'unsafe-inline': Fluent's
 * Griffel injects <style> elements at run time. No plugins, no framing, no <base> hijack, and
 * never a data: or javascript: source for a script.
 */
export function contentSecurityDirectives(config: CspSettings): Record<string, string[]> {
  // Remotes load from their REMOTE_*_URL, or from the CDN that holds the release store.
  const remoteUrls = [...Object.values(config.remoteUrls), config.releases?.baseUrl ?? ''];
  const remotes = [...new Set(remoteUrls.map(originOf).filter((origin) => origin !== null))];
  const api = originOf(config.apiUrl);
  // /media redirects to a public bucket or CDN when one is set (S3_PUBLIC_BASE_URL), maybe plain http.
  const media = config.storage?.kind === 's3' && config.storage.publicBaseUrl ? originOf(config.storage.publicBaseUrl) : null;
  const list = (...sources: (string | null)[]) => [...new Set(sources.filter((source) => source !== null))];
  return {
    'default-src': ["'self'"],
    'script-src': list("'self'", ...remotes),
    'style-src': list("'self'", "'unsafe-inline'", ...remotes),
    'connect-src': list("'self'", api, ...remotes),
    'img-src': list("'self'", 'https:', 'blob:', api, media, ...remotes),
    'media-src': list("'self'", 'https:', 'blob:', api, media, ...remotes),
    'font-src': list("'self'", ...remotes),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The same policy as one header value; a page with an inline script names it in `scriptSources`
 * (its hash). A page for a browser with a developer's override in force names its development
 * origin too (`developmentOrigin`): that server's scripts, styles, pictures and fonts, and calls to
 * it and to its hot-reload socket (the same host over ws:// or wss://). Only that page's answer
 * carries it; every other page's policy names no development origin.
 */
export function contentSecurityPolicy(config: CspSettings, scriptSources: string[] = [], developmentOrigin: string | null = null): string {
  const directives = contentSecurityDirectives(config);
  directives['script-src'] = [...directives['script-src']!, ...scriptSources];
  if (developmentOrigin) {
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      directives[name] = [...new Set([...directives[name]!, developmentOrigin])];
    directives['connect-src'] = [...new Set([...directives['connect-src']!, developmentOrigin.replace(/^http/, 'ws')])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
