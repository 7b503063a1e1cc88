import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { contentSecurityDirectives, type CspSettings } from '../config/content-security-policy.js';

/**
 * Helmet's options for every answer (pages, API, files). Referrer-Policy keeps the path and
 * query of a page (say /reset-password?token=...) from leaking to the image hosts it loads from.
 * Cross-Origin-Resource-Policy stays off: pictures under /media are shown by frontends on other
 * origins (a remote's own dev server, a separate admin host). HSTS is sent only over HTTPS (see
 * below), so a plain-http development server never pins itself.
 */
export function helmetOptions(config: CspSettings): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: false,
    strictTransportSecurity: false,
  };
}

/** A year, the usual minimum for HSTS preload lists; subdomains are the deployer's to decide. */
const HSTS = 'max-age=31536000';

/**
 * Security headers through @fastify/helmet. A route that needs its own policy (stored media, the
 * API docs) sets its header later in the request and so keeps it.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, helmetOptions(app.config));
    // request.protocol honours X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);

/**
 * The same headers on an answer made before any hook runs (a URL the router cannot read):
 * helmet's own middleware, applied to the raw response.
 */
export function applyHelmetHeaders(config: CspSettings, request: FastifyRequest, reply: FastifyReply): void {
  helmet(helmetOptions(config) as Parameters<typeof helmet>[0])(request.raw, reply.raw, () => {});
}
