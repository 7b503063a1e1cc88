// shared-ui/live/testing: the change stream as component tests see it, served through MSW.
import { HttpResponse, apiServer, plainHttp } from '@video-admin/shared-ui/testing';
import { CHANGES_PATH, type LiveChange } from './change-stream';

export interface ServedConnection {
  request: Request;
  /** Whether the client still reads it. */
  open: boolean;
}

/**
 * Answers the change stream (or another stream of the feed, at `path`) with one that stays open:
 * `send` writes an event to every open connection, `drop` ends them (as a server restart does),
 * `refuse` makes the next connections fail with `status`.
 */
export function serveChangeStream(path = CHANGES_PATH) {
  const encoder = new TextEncoder();
  const connections: (ServedConnection & { controller: ReadableStreamDefaultController<Uint8Array> })[] = [];
  let refusal: number | null = null;
  let sequence = 0;
  apiServer.use(
    plainHttp.get(`*${path}`, ({ request }) => {
      if (refusal !== null) return HttpResponse.json({ detail: 'refused' }, { status: refusal });
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const connection = { request, open: true, controller };
          connections.push(connection);
          request.signal.addEventListener('abort', () => (connection.open = false));
          controller.enqueue(encoder.encode(': connected\n\n'));
        },
        cancel() {
          for (const connection of connections) if (connection.request === request) connection.open = false;
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  const write = (text: string) => {
    for (const connection of connections) if (connection.open) connection.controller.enqueue(encoder.encode(text));
  };
  return {
    connections: (): ServedConnection[] => connections,
    openConnections: () => connections.filter((connection) => connection.open).length,
    send(change: LiveChange) {
      write(`id: test-${++sequence}\nevent: ${change.kind === 'reset' ? 'reset' : 'change'}\ndata: ${JSON.stringify(change)}\n\n`);
    },
    heartbeat: () => write(': heartbeat\n\n'),
    drop() {
      for (const connection of connections) {
        if (!connection.open) continue;
        connection.open = false;
        connection.controller.close();
      }
    },
    refuse(status: number | null) {
      refusal = status;
    },
  };
}
