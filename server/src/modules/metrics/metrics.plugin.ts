import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { bearerToken } from '../../lib/bearer-token.js';
import { NOT_AUTHENTICATED, NOT_FOUND } from '../../lib/messages.js';
import { registerWorkFigures } from './metrics.figures.js';
import { countRequests } from './metrics.http.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' metrics: features add their own to this registry (GET /metrics serves it). */
    metrics: { registry: Registry };
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the given token is the configured one, compared in constant time (digests: equal lengths whatever was sent). */
function sameToken(given: string | null, expected: string): boolean {
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}

/**
 * Metrics for operators in Prometheus's text format at GET /metrics: requests and latencies per
 * route, the worker's and the bulk jobs' figures, and what other features register (the remotes'
 * load counts). Only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without
 * METRICS_TOKEN it answers 404, as an unknown API path does. Its own registry, so several apps in one process
 * (tests) never share counters. Registered first: its hook sees every feature's routes.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    app.decorate('metrics', { registry });
    const token = app.config.metricsToken;
    // Nobody can read them without a token: the process figures (a timer sampling the event loop) and the request hook are left out.
    if (token !== null) {
      collectDefaultMetrics({ register: registry });
      countRequests(app, registry);
      registerWorkFigures(registry, app.db);
    }

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Declared without a token too: the pages' catch-all would otherwise answer with the shell.
      if (token === null) return reply.code(404).send({ detail: NOT_FOUND });
      if (!sameToken(bearerToken(request), token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: NOT_AUTHENTICATED });
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
