import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import type { Caller } from './view-as.service.js';
import { CurrentViewAs, StartViewAs, ViewAsPublic } from './view-as.schemas.js';

const callerOf = (request: FastifyRequest): Caller => ({
  real: request.actor ?? request.user,
  sessionId: request.sessionId,
  view: request.viewAs,
});

/** /api/v1/view-as: what the caller's session views as; a superuser starts and ends it. */
export const viewAsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.viewAsService;
  const tags = ['view-as'];

  app.get(
    '/view-as',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'view_as-current',
        summary: 'Current View-As',
        security: BEARER,
        description: "What the caller's session views the product as (a role or a person), or null: the shell's bar reads it.",
        response: { 200: CurrentViewAs, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => service.current(callerOf(request)),
  );

  app.post(
    '/view-as',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'view_as-start',
        summary: 'Start View-As',
        security: BEARER,
        description:
          "A superuser's session views the product as a role or as an active person who is not a superuser: every read answers as them, every write is refused (403) until it ends. Audited. A token without a session cannot (409).",
        body: StartViewAs,
        response: { 200: ViewAsPublic, ...errorResponses(...AUTH_ERRORS, 409, 422) },
      },
    },
    async (request) => service.start(callerOf(request), request.body),
  );

  app.delete(
    '/view-as',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'view_as-end',
        summary: 'End View-As',
        security: BEARER,
        description: "Ends the session's view-as (the one change allowed while viewing); 204 also when there is none. Audited.",
        response: { 204: Type.Null({ description: 'Ended' }), ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      await service.end(callerOf(request));
      return reply.code(204).send(null);
    },
  );
};
