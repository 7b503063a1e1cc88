import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const EVENTS = '/api/backend/video-tasks/events';
/** The stream of one's own rights, for anyone signed in. */
export const OWN_EVENTS = '/api/v1/users/me/events';

/** The address of an app listening on a free loopback port. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far. */
  text(): string;
  /** Waits until the received text matches `pattern` (from `from` on); the match. */
  waitFor(pattern: RegExp, timeoutMs?: number, from?: number): Promise<RegExpExecArray>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens the event stream over real HTTP, as the screens do (a GET with the Bearer token, the body
 * read as it comes). Through node:http on a connection of its own, closed with the stream (fetch's
 * pool would keep a spare connection open, which app.close() then waits for).
 */
export async function openStream(base: string, headers: Record<string, string>, path = EVENTS): Promise<OpenStream> {
  const request = get(`${base}${path}`, { agent: false, headers: { accept: 'text/event-stream', ...headers } });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => {}); // close() destroys it
  let received = '';
  const waiters = new Set<() => void>();
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    received += chunk;
    for (const wake of waiters) wake();
  });
  const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    text: () => received,
    ended,
    close: () => request.destroy(),
    waitFor(pattern, timeoutMs = 2000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(received.slice(from));
          if (!match) return;
          cleanup();
          resolve(match);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${pattern} within ${timeoutMs} ms; received:\n${received}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
