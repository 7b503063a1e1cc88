import fp from 'fastify-plugin'
import type { Config } from '../config.js'

/** The origin of an absolute http(s) URL; null for site-relative paths and anything else. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

type CspSettings = Pick<Config, 'apiUrl' | 'remoteUrls'> & Partial<Pick<Config, 'releases'>>

/**
 * The page's Content-Security-Policy, built from the settings: scripts only from this origin and
 * the configured remotes (Module Federation loads each remote's chunks from where /config.json
 * points), API calls to the API and the remotes (manifests are fetched), pictures and videos
 * also from any https origin (templates point at CDNs). Styles need 'unsafe-inline': Fluent's
 * Griffel injects <style> elements at run time. No plugins, no framing, no <base> hijack, and
 * never a data: or javascript: source for a script.
 */
export function contentSecurityPolicy(config: CspSettings): string {
  // Remotes load from their REMOTE_*_URL, or from the CDN that holds the release store.
  const remoteUrls = [...Object.values(config.remoteUrls), config.releases?.baseUrl ?? '']
  const remotes = [...new Set(remoteUrls.map(originOf).filter((origin) => origin !== null))]
  const api = originOf(config.apiUrl)
  const list = (...sources: (string | null)[]) => [...new Set(sources.filter((source) => source !== null))].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `connect-src ${list("'self'", api, ...remotes)}`,
    `img-src ${list("'self'", 'https:', 'blob:', api, ...remotes)}`,
    `media-src ${list("'self'", 'https:', 'blob:', api, ...remotes)}`,
    `font-src ${list("'self'", ...remotes)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/**
 * Security headers on every answer (pages, API, files). Referrer-Policy keeps the path and query
 * of a page (say /reset-password?token=...) from leaking to the image hosts it loads from.
 */
export function securityHeaders(config: CspSettings): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  }
}

/** Sets them on every reply; a route that needs its own policy (stored media, the API docs) keeps it. */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = securityHeaders(app.config)
    app.addHook('onSend', async (_request, reply) => {
      for (const [name, value] of Object.entries(headers)) {
        if (name !== 'content-security-policy' || !reply.hasHeader(name)) reply.header(name, value)
      }
    })
  },
  { name: 'security-headers', dependencies: ['config'] },
)
