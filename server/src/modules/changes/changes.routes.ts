import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { HttpError } from '../../lib/http-errors.js';
import { EVENT_STREAM_ONLY } from '../../lib/messages.js';
import { AUTH_ERRORS, BEARER, backendErrorResponses } from '../../schemas/common.js';

const EVENT_STREAM = 'text/event-stream';

const EventStreamHeaders = Type.Object({
  'last-event-id': Type.Optional(Type.String({ maxLength: 100, description: 'The id of the last event received, to resume after it' })),
});

/**
 * GET /events (under /api/backend/video-tasks): the change feed as server-sent events, for the
 * back office's screens. The client sends its Bearer token like any other call (it reads the
 * stream with fetch, not EventSource, which cannot send headers). Each person hears the kinds
 * they may read (templates.read: templates, tasks.read: tasks), within the open-stream limits;
 * see EventStreams.
 */
export const changesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      config: { permission: ['templates.read', 'tasks.read'] },
      // A stream is sent as it happens: compressing it would hold events back in the compressor.
      compress: false,
      schema: {
        tags: ['video-tasks'],
        operationId: 'video_tasks-events',
        summary: 'Video Task And Template Changes',
        description:
          'Server-sent events: `change` with `{kind: "task" | "template", op, id, ...}` after every committed write (id null: many rows), ' +
          '`change` with `{kind: "user", op: "updated", id}` to that person only when their roles, superuser or active flag change (fetch /api/v1/users/me again), ' +
          '`reset` when changes may have been missed (refetch everything); a comment line every 15 s. ' +
          'Send Last-Event-ID to resume after an event. Needs `Accept: text/event-stream` (otherwise 406). ' +
          'Template changes need templates.read, task changes tasks.read. At most EVENT_STREAMS_MAX_PER_USER streams open per person ' +
          'and EVENT_STREAMS_MAX per server (429 with Retry-After beyond). A stream ends when its reader falls behind ' +
          '(resume with Last-Event-ID) and within seconds when its person may no longer read.',
        security: BEARER,
        headers: EventStreamHeaders,
        response: {
          200: { description: 'The event stream', content: { [EVENT_STREAM]: { schema: Type.Unsafe<Readable>(Type.String()) } } },
          ...backendErrorResponses(...AUTH_ERRORS, 406, 429),
        },
      },
    },
    async (request, reply) => {
      // Only a client that reads a stream gets one: any other would wait for an answer that never ends.
      if (!(request.headers.accept ?? '').includes(EVENT_STREAM)) {
        throw new HttpError(406, EVENT_STREAM_ONLY);
      }
      const stream = app.eventStreams.open(request.headers['last-event-id'], {
        user: request.user,
        reload: (id) => app.usersRepository.findById(id),
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
    },
  );
};
