import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ERRORS, BEARER, backendErrorResponses } from '../../schemas/common.js';
import { EventStreamAnswer, EventStreamHeaders, sendChangeStream } from './stream-answer.js';

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
          200: EventStreamAnswer,
          ...backendErrorResponses(...AUTH_ERRORS, 406, 429),
        },
      },
    },
    async (request, reply) => sendChangeStream(app, request, reply, {}),
  );
};
