import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: from a fast cached answer to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route a request matched, as declared ('/api/v1/items/:id'); never the raw URL, whose ids and queries would make a label per request. */
const routeLabel = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Counts every answer and its latency per route pattern, method and status (an onResponse hook on
 * the whole app: it sees the routes of every plugin registered after it).
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
