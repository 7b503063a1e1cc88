import type { preValidationAsyncHookHandler } from 'fastify';
import { bearerToken } from '../../lib/bearer-token.js';
import { HttpError } from '../../lib/http-errors.js';
import {
  COULD_NOT_VALIDATE_CREDENTIALS,
  INACTIVE_USER,
  NOT_AUTHENTICATED,
  NOT_ENOUGH_PRIVILEGES,
  USER_NOT_FOUND,
} from '../../lib/messages.js';
import { issuedBeforePasswordChange, type TokenService } from '../../lib/tokens.js';
import type { UsersRepository } from './users.repository.js';

/**
 * The starter's dependency chain, with its exact answers: no token 401 (with the challenge
 * header), a token that does not verify 403, a deleted user 404, an inactive one 400.
 * Used as preValidation hooks so, as in FastAPI, authentication is decided before the body is
 * validated: an anonymous caller learns nothing from validation errors.
 */
export function authenticationHooks(tokens: TokenService, users: Pick<UsersRepository, 'findById'>) {
  const currentUser: preValidationAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, NOT_AUTHENTICATED, { 'www-authenticate': 'Bearer' });
    const claims = await tokens.verifyAccessToken(token);
    if (!claims) throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
    const user = await users.findById(claims.userId);
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

  return { currentUser, requireSuperuser };
}
