import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { EventStreamAnswer, EventStreamHeaders, sendChangeStream } from './stream-answer.js';

/**
 * GET /me/events (under /api/v1/users): the signed-in person's own rights as server-sent events,
 * for anyone signed in. The back office's stream (/api/backend/video-tasks/events) says the same
 * to those who may read templates or tasks; this one reaches everybody else, so a role given to
 * a person who had none shows in their open tabs within seconds.
 */
export const ownRightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/events',
    {
      preValidation: app.currentUser,
      // A stream is sent as it happens: compressing it would hold events back in the compressor.
      compress: false,
      schema: {
        tags: ['users'],
        operationId: 'users-read_user_me_events',
        summary: 'Read User Me Events',
        description:
          'Server-sent events: `change` with `{kind: "user", op: "updated", id}` when the signed-in person\'s roles, superuser or active ' +
          'flag change (fetch /api/v1/users/me again), `reset` when changes may have been missed (fetch it again too); a comment line ' +
          'every 15 s. Send Last-Event-ID to resume after an event. Needs `Accept: text/event-stream` (otherwise 406). Counts toward ' +
          "the same open-stream limits as the back office's stream (429 with Retry-After beyond); ends when the person is deactivated, " +
          'deleted or changes password.',
        security: BEARER,
        headers: EventStreamHeaders,
        response: { 200: EventStreamAnswer, ...errorResponses(...AUTH_ERRORS, 406, 429) },
      },
    },
    async (request, reply) => sendChangeStream(app, request, reply, { ownRightsOnly: true }),
  );
};
