import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TWO_FACTOR_DISABLED } from '../../lib/messages.js';
import { AUTH_ERRORS, BEARER, Message, errorResponses } from '../../schemas/common.js';
import { RecoveryCodes, TwoFactorCodeBody, TwoFactorDisableBody, TwoFactorSetup, TwoFactorStatus } from './two-factor.schemas.js';

/** The caller's own second factor: /api/v1/users/me/two-factor. */
export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const twoFactor = app.twoFactor;
  const tags = ['users'];

  app.get(
    '/me/two-factor',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-read_my_two_factor',
        summary: 'Read My Two Factor',
        security: BEARER,
        description:
          'Whether my second factor is on, whether my role requires one (not in a session signed in through single sign-on or with a ' +
          'passkey), and how many recovery codes are left.',
        response: { 200: TwoFactorStatus, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const session = request.sessionId ? await app.sessionsRepository.findById(request.sessionId) : undefined;
      return twoFactor.status(request.user, session?.method);
    },
  );

  app.post(
    '/me/two-factor/setup',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-set_up_my_two_factor',
        summary: 'Set Up My Two Factor',
        security: BEARER,
        description:
          'A new authenticator secret, waiting for its first code (POST /me/two-factor) before it counts; with its QR code. 409 while the second factor is on.',
        response: { 200: TwoFactorSetup, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return twoFactor.setUp(request.user);
    },
  );

  app.post(
    '/me/two-factor',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-enable_my_two_factor',
        summary: 'Enable My Two Factor',
        security: BEARER,
        description: 'A right code of the secret set up turns the second factor on; the ten recovery codes are answered this once.',
        body: TwoFactorCodeBody,
        response: { 200: RecoveryCodes, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return twoFactor.enable(request.user, request.body.code);
    },
  );

  app.post(
    '/me/two-factor/recovery-codes',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-renew_my_recovery_codes',
        summary: 'Renew My Recovery Codes',
        security: BEARER,
        description: 'Ten new recovery codes for a right code of the authenticator; the old ones stop working.',
        body: TwoFactorCodeBody,
        response: { 200: RecoveryCodes, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return twoFactor.renewRecoveryCodes(request.user, request.body.code);
    },
  );

  app.delete(
    '/me/two-factor',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-disable_my_two_factor',
        summary: 'Disable My Two Factor',
        security: BEARER,
        description: "Turns the second factor off, for the caller's password. 409 when the caller's role requires one.",
        body: TwoFactorDisableBody,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => {
      await twoFactor.disable(request.user, request.body.password);
      return { message: TWO_FACTOR_DISABLED };
    },
  );
};
