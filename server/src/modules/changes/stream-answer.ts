import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { HttpError } from '../../lib/http-errors.js';
import { EVENT_STREAM_ONLY } from '../../lib/messages.js';
import type { ReaderOptions } from './event-streams.js';
import { viewAsReload } from '../viewing/viewed-streams.js';

const EVENT_STREAM = 'text/event-stream';

export const EventStreamHeaders = Type.Object({
  'last-event-id': Type.Optional(Type.String({ maxLength: 100, description: 'The id of the last event received, to resume after it' })),
});

export const EventStreamAnswer = {
  description: 'The event stream',
  content: { [EVENT_STREAM]: { schema: Type.Unsafe<Readable>(Type.String()) } },
};

/** Answers `request` with an event stream of the change feed for the signed-in person (see EventStreams.open). */
export function sendChangeStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<ReaderOptions, 'ownRightsOnly'>,
): FastifyReply {
  // Only a client that reads a stream gets one: any other would wait for an answer that never ends.
  if (!(request.headers.accept ?? '').includes(EVENT_STREAM)) {
    throw new HttpError(406, EVENT_STREAM_ONLY);
  }
  const lastEventId = request.headers['last-event-id'];
  const stream = app.eventStreams.open(typeof lastEventId === 'string' ? lastEventId : undefined, {
    user: request.user,
    // While viewing as someone (modules/view-as), each recheck reads the viewed identity again.
    reload: viewAsReload(app, request) ?? ((id) => app.usersRepository.findById(id)),
    viewedThrough: request.viewAs ? request.sessionId : null,
    sessionId: request.sessionId,
    sessionLive: async (sessionId) => (await app.sessionsRepository.findById(sessionId))?.ended_at === null,
    ...options,
  });
  reply.raw.once('close', () => stream.destroy());
  return (
    reply
      .type(`${EVENT_STREAM}; charset=utf-8`)
      .header('cache-control', 'no-cache, no-transform')
      // Proxies such as nginx would otherwise buffer the answer and hold the events back.
      .header('x-accel-buffering', 'no')
      .send(stream)
  );
}
