import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse, ServerHttp2Session } from 'node:http2';

/**
 * The HTTP/2 sessions of the TLS server, so a shutdown can end them: on Node before 24 its close()
 * waits for every session, idle or not, and Fastify closes none there by default, so an idle
 * browser tab would hold the process until the force timeout. (Idle HTTP/1.1 connections, from
 * clients without h2, are closed by the server's close() itself, as on the plain HTTP server.)
 *
 * Once closing, a session is sent GOAWAY (session.close()): the streams it carries finish (an
 * event stream ends with app.close()), no new one starts, and the client moves to a new
 * connection. A session that comes meanwhile answers its first request, then gets the same.
 */
export class TlsConnections {
  private readonly sessions = new Set<ServerHttp2Session>();
  private closing = false;

  /** `server` is the Http2SecureServer under app.server (typed there as the plain HTTP server). */
  constructor(server: EventEmitter) {
    server.on('session', (session: ServerHttp2Session) => {
      this.sessions.add(session);
      session.once('close', () => this.sessions.delete(session));
    });
    server.on('request', (request: IncomingMessage | Http2ServerRequest, response: ServerResponse | Http2ServerResponse) => {
      if (!('stream' in request)) return;
      response.once('finish', () => {
        if (this.closing) request.stream.session?.close();
      });
    });
  }

  /** Sends GOAWAY to every session now, and from now on to each new one once it has answered a request. */
  close(): void {
    this.closing = true;
    for (const session of this.sessions) session.close();
  }
}
