import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_ENDED, sessionsEnded } from '../../lib/messages.js';
import { AUTH_ERRORS, BEARER, Message, errorResponses } from '../../schemas/common.js';
import { PersonIdParams, SessionIdParams, SessionList, SessionsEnded } from './sessions.schemas.js';

/** The caller's signed-in sessions (/api/v1/users/me/sessions) and a superuser's end of someone's. */
export const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = app.sessionsService;
  const tags = ['users'];

  app.get(
    '/me/sessions',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-list_my_sessions',
        summary: 'List My Sessions',
        security: BEARER,
        description: "The caller's live sessions, newest first; `current` marks the one the call's token belongs to.",
        response: { 200: SessionList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const data = await sessions.listMine(request.user.id, request.sessionId);
      return { data, count: data.length };
    },
  );

  app.delete(
    '/me/sessions/:id',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-end_my_session',
        summary: 'End My Session',
        security: BEARER,
        description: "Ends one of the caller's sessions: its token is refused from now on. Another person's session is not found.",
        params: SessionIdParams,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      // Signing out while viewing as someone (modules/view-as) ends the superuser's own session.
      await sessions.endMine((request.actor ?? request.user).id, request.params.id);
      return { message: SESSION_ENDED };
    },
  );

  app.delete(
    '/me/sessions',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-end_my_other_sessions',
        summary: 'End My Other Sessions',
        security: BEARER,
        description: "Ends every session of the caller's but the one making the call.",
        response: { 200: SessionsEnded, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const ended = await sessions.endMyOthers(request.user.id, request.sessionId);
      return { message: sessionsEnded(ended), ended };
    },
  );

  app.delete(
    '/:user_id/sessions',
    {
      preValidation: app.requirePermission('users.manage'),
      schema: {
        tags,
        operationId: 'users-end_user_sessions',
        summary: 'End A Person’s Sessions',
        security: BEARER,
        description: "Ends every session of a person (a superuser's call): each of their tokens is refused from now on.",
        params: PersonIdParams,
        response: { 200: SessionsEnded, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const ended = await sessions.endAllOf(request.params.user_id);
      return { message: sessionsEnded(ended), ended };
    },
  );
};
