import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { onSendAsyncHookHandler } from 'fastify';

/** What a refused upload may still send, read and dropped before the answer goes out. */
export const DRAIN_MAX_BYTES = 1024 * 1024;
export const DRAIN_MAX_MS = 5_000;

/**
 * The upload as a stream of its own, to hand to a reader that gives up half way (the archive's
 * extraction destroys its source when it refuses an entry). Destroying the request itself would
 * destroy its connection, so the client would get a reset instead of the refusal. A request cut
 * off by the client still ends the copy, with an error.
 */
export function detachedBody(request: Readable): Readable {
  const copy = new PassThrough();
  request.once('error', (error) => copy.destroy(error));
  request.once('close', () => {
    if (!request.readableEnded) copy.destroy(new Error('The upload was cut off'));
  });
  request.pipe(copy);
  return copy;
}

/**
 * Ends a refused upload cleanly for the client. When the answer (403, 413, 415, 422, 429...) goes
 * out before the client has sent its whole body, the rest would either block the next request on
 * a kept-alive connection or, once the server closes, reach a closed socket whose reset can make
 * the client lose the answer it has not read yet. So the rest is read and dropped first (up to
 * DRAIN_MAX_BYTES and DRAIN_MAX_MS), and the answer says Connection: close: the client opens a
 * new connection for its next call.
 */
export const endRefusedUpload: onSendAsyncHookHandler = async (request, reply, payload) => {
  const raw = request.raw;
  if (reply.statusCode < 400 || raw.complete || raw.readableEnded || raw.destroyed) return payload;
  void reply.header('connection', 'close');
  await dropRest(raw);
  return payload;
};

function dropRest(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let dropped = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', count);
      raw.off('end', finish);
      raw.off('close', finish);
      resolve();
    };
    const count = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    raw.unpipe();
    raw.on('data', count);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
