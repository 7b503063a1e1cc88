import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PASSKEY_REMOVED } from '../../lib/messages.js';
import { AUTH_ERRORS, BEARER, Message, errorResponses } from '../../schemas/common.js';
import { PasskeyCeremony, PasskeyCreate, PasskeyIdParams, PasskeyList, PasskeyPublic, PasskeyRename } from './passkeys.schemas.js';

/** The caller's passkeys: /api/v1/users/me/passkeys. */
export const passkeysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const passkeys = app.passkeysService;
  const tags = ['users'];

  app.get(
    '/me/passkeys',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-list_my_passkeys',
        summary: 'List My Passkeys',
        security: BEARER,
        description: "The caller's passkeys, oldest first.",
        response: { 200: PasskeyList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const data = await passkeys.listMine(request.user.id);
      return { data, count: data.length };
    },
  );

  app.post(
    '/me/passkeys/options',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-passkey_registration_options',
        summary: 'Passkey Registration Options',
        security: BEARER,
        description:
          "Options for the browser to make a new passkey (navigator.credentials.create), leaving out the caller's own, and the ticket to send back with its answer.",
        response: { 200: PasskeyCeremony, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => passkeys.registrationOptions(request.user),
  );

  app.post(
    '/me/passkeys',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-add_my_passkey',
        summary: 'Add My Passkey',
        security: BEARER,
        description: "Adds the passkey the browser made with the options' ticket, under the name given.",
        body: PasskeyCreate,
        response: { 201: PasskeyPublic, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const added = await passkeys.add(request.user, body.ticket, body.response, body.name);
      return reply.code(201).send(added);
    },
  );

  app.patch(
    '/me/passkeys/:id',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-rename_my_passkey',
        summary: 'Rename My Passkey',
        security: BEARER,
        description: "Renames one of the caller's passkeys; another person's is not found.",
        params: PasskeyIdParams,
        body: PasskeyRename,
        response: { 200: PasskeyPublic, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => passkeys.rename(request.user.id, request.params.id, request.body.name),
  );

  app.delete(
    '/me/passkeys/:id',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-remove_my_passkey',
        summary: 'Remove My Passkey',
        security: BEARER,
        description: "Removes one of the caller's passkeys: it no longer signs in. Another person's is not found.",
        params: PasskeyIdParams,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await passkeys.remove(request.user, request.params.id);
      return { message: PASSKEY_REMOVED };
    },
  );
};
