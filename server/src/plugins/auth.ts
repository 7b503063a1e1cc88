import type { preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../lib/bearer-token.js';
import { HttpError } from '../lib/http-errors.js';
import { issuedBeforePasswordChange } from '../lib/tokens.js';
import type { UserRow } from '../db/rows.js';
import {
  COULD_NOT_VALIDATE_CREDENTIALS,
  INACTIVE_USER,
  NOT_AUTHENTICATED,
  NOT_ENOUGH_PRIVILEGES,
  USER_NOT_FOUND,
} from '../lib/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook: requires a valid bearer token of an active user; sets request.user. */
    currentUser: preValidationAsyncHookHandler;
    /** Route hook: as currentUser, and the user must be a superuser. */
    requireSuperuser: preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by the currentUser / requireSuperuser hooks; only read it in routes that use them. */
    user: UserRow;
  }
}

/**
 * The starter's dependency chain, with its exact answers: no token 401 (with the challenge
 * header), a token that does not verify 403, a deleted user 404, an inactive one 400.
 * Registered as preValidation hooks so, as in FastAPI, authentication is decided before the
 * body is validated: an anonymous caller learns nothing from validation errors.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null as unknown as UserRow);

    const currentUser: preValidationAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, NOT_AUTHENTICATED, { 'www-authenticate': 'Bearer' });
      const claims = await app.tokens.verifyAccessToken(token);
      if (!claims) throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
      const user = await app.usersRepository.findById(claims.userId);
      if (!user) throw new HttpError(404, USER_NOT_FOUND);
      // A password change or reset signs out every session that signed in before it.
      if (issuedBeforePasswordChange(claims.issuedAt, user.password_changed_at)) throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
      if (!user.is_active) throw new HttpError(400, INACTIVE_USER);
      request.user = user;
    };

    const requireSuperuser: preValidationAsyncHookHandler = async function (request, reply) {
      await currentUser.call(this, request, reply);
      if (!request.user.is_superuser) throw new HttpError(403, NOT_ENOUGH_PRIVILEGES);
    };

    app.decorate('currentUser', currentUser);
    app.decorate('requireSuperuser', requireSuperuser);
  },
  { name: 'auth', dependencies: ['security', 'users-repository'] },
);
