import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common.js';
import { Token } from '../login/login.schemas.js';
import { PasskeyCeremony, PasskeySignIn } from './passkeys.schemas.js';

/** Signing in with a passkey: /api/v1/login/passkey/options, then /api/v1/login/passkey. */
export const passkeySignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const passkeys = app.passkeysService;
  const tags = ['login'];

  app.post(
    '/login/passkey/options',
    {
      schema: {
        tags,
        operationId: 'login-passkey_options',
        summary: 'Passkey Sign-In Options',
        description:
          'Options for the browser to sign in with any passkey of this site it holds (navigator.credentials.get), and the ticket to send back with its answer.',
        response: { 200: PasskeyCeremony, ...errorResponses() },
      },
    },
    async () => passkeys.signInOptions(),
  );

  app.post(
    '/login/passkey',
    {
      schema: {
        tags,
        operationId: 'login-login_passkey',
        summary: 'Login Passkey',
        description: 'Signs in with a passkey (both factors at once): the same token as the password sign-in, its session marked passkey.',
        body: PasskeySignIn,
        response: { 200: Token, ...errorResponses(400) },
      },
    },
    async (request) => passkeys.signIn(request.ip, request.headers['user-agent'], request.body.ticket, request.body.response),
  );
};
