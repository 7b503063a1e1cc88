import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Backend {
  /** Named in the x-served-by header of every answer the proxy passes on. */
  name: string;
  url: string;
}

export interface RoundRobinProxy {
  url: string;
  /** The backends currently in rotation (their last readiness check answered 200). */
  inRotation(): string[];
  close(): Promise<void>;
}

const READY_PATH = '/api/v1/utils/ready/';

/**
 * A load balancer in miniature, in front of server instances on loopback: each request goes to
 * the next backend in rotation (strictly alternating while all are in), with its method, headers
 * and body, plus the client's address in X-Forwarded-For; the answer streams back with an
 * x-served-by header naming the backend. Like a real balancer it asks each backend's readiness
 * every `checkEveryMs` and keeps only the ready ones in rotation, and sends a request that could
 * not reach a backend at all (refused, reset before any answer) to the next one once.
 */
export async function startRoundRobinProxy(backends: Backend[], options: { checkEveryMs?: number } = {}): Promise<RoundRobinProxy> {
  const ready = new Set(backends.map((backend) => backend.name));
  let turn = 0;
  const nextBackend = (exclude?: Backend): Backend | null => {
    const candidates = backends.filter((backend) => ready.has(backend.name) && backend !== exclude);
    if (candidates.length === 0) return null;
    return candidates[turn++ % candidates.length]!;
  };

  let stopped = false;
  const checkReadiness = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        const answer = await fetch(new URL(READY_PATH, backend.url), { signal: AbortSignal.timeout(2500) }).catch(() => null);
        if (answer?.status === 200) ready.add(backend.name);
        else ready.delete(backend.name);
        await answer?.body?.cancel();
      }),
    );
  };
  const checker = (async () => {
    while (!stopped) {
      await checkReadiness();
      await new Promise((wait) => setTimeout(wait, options.checkEveryMs ?? 100));
    }
  })();

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
      // Connection is about the client's hop only.
      const { connection: _hop, ...passed } = incoming.headers;
      const headers: OutgoingHttpHeaders = { ...passed, 'x-forwarded-for': forwardedFor };

      const send = (backend: Backend | null, retried: boolean) => {
        if (!backend) {
          outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('no backend in rotation');
          return;
        }
        const target = new URL(incoming.url ?? '/', backend.url);
        // A fresh connection per request: a draining backend closes its connections after each answer.
        const upstream = httpRequest(target, { method: incoming.method, headers, agent: false }, (answer: IncomingMessage) => {
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': backend.name });
          answer.pipe(outgoing);
        });
        upstream.on('error', (error) => {
          if (outgoing.headersSent) {
            outgoing.destroy(error);
          } else if (!retried) {
            // Nothing reached the client: the request may go to another backend.
            ready.delete(backend.name);
            send(nextBackend(backend), true);
          } else {
            outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`backend ${backend.name}: ${error.message}`);
          }
        });
        upstream.end(body);
      };
      send(nextBackend(), false);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    inRotation: () => backends.filter((backend) => ready.has(backend.name)).map((backend) => backend.name),
    async close() {
      stopped = true;
      await checker;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
