/** Hosts that are the developer's own machine, whatever the port. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type OverrideUrlCheck =
  { ok: true; url: string; origin: string } | { ok: false; problem: 'not-http' | 'credentials' | 'origin' | 'not-manifest' | 'malformed' };

/**
 * Whether a module may be loaded from `given` (a development server's manifest): an http(s) URL
 * without credentials, whose path ends in `.json`, on a loopback origin (any port) or one of the
 * allowed origins (DEV_OVERRIDE_ORIGINS, as URL.origin spells them). The URL is kept as the URL
 * parser normalises it.
 */
export function checkOverrideUrl(given: string, allowedOrigins: readonly string[]): OverrideUrlCheck {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'not-http' };
  if (url.username || url.password) return { ok: false, problem: 'credentials' };
  if (!LOOPBACK_HOSTS.has(url.hostname) && !allowedOrigins.includes(url.origin)) return { ok: false, problem: 'origin' };
  if (!url.pathname.endsWith('.json')) return { ok: false, problem: 'not-manifest' };
  return { ok: true, url: url.href, origin: url.origin };
}

/** The origin of the development server's hot-reload socket: the same host and port, over ws:// or wss://. */
export const socketTwinOf = (origin: string) => origin.replace(/^http/, 'ws');
