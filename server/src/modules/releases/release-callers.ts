import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { bearerToken } from '../../lib/bearer-token.js';
import { HttpError } from '../../lib/http-errors.js';
import { DatabaseRateLimiter, retryAfterSeconds } from '../../lib/rate-limits/database-rate-limiter.js';
import { deployKeyActor, isDeployKeySecret } from '../deploy-keys/deploy-keys.service.js';
import { COULD_NOT_VALIDATE_CREDENTIALS, DEPLOY_KEY_MAY_NOT_PROMOTE, TOO_MANY_PUBLISHES, deployKeyForOther } from '../../lib/messages.js';

/** Who is acting on a module's releases: a superuser, or a deploy key of that module. */
export interface ReleaseCaller {
  actor: string;
  /** The deploy key's id; null for a user. */
  keyId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the release routes' caller hook. */
    releaseCaller: ReleaseCaller;
  }
}

type ModuleRequest = FastifyRequest<{ Params: { frontend: string }; Querystring: { promote?: unknown } }>;

/**
 * Lets in a release manager (or a superuser), or a deploy key of the module named in the path. A key that is unknown,
 * revoked or expired is refused like any bad credential; a key of another module, or one that
 * may not promote asking to, gets 403 naming why. Runs on request, before any body is read, so
 * a refused upload stores nothing.
 */
export function releaseCallerHook(app: FastifyInstance, needsPromote: (request: ModuleRequest) => boolean): onRequestAsyncHookHandler {
  const requireReleaseManager = app.requirePermission('releases.manage');
  return async function (request, reply) {
    const token = bearerToken(request);
    if (token && isDeployKeySecret(token)) {
      const key = await app.deployKeys.authenticate(token);
      if (!key) throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
      const { frontend } = (request as ModuleRequest).params;
      if (key.module !== frontend) throw new HttpError(403, deployKeyForOther(key.module, frontend));
      if (needsPromote(request as ModuleRequest) && !key.canPromote) throw new HttpError(403, DEPLOY_KEY_MAY_NOT_PROMOTE);
      request.releaseCaller = { actor: deployKeyActor(key), keyId: key.id };
      return;
    }
    await requireReleaseManager.call(this, request, reply);
    request.releaseCaller = { actor: request.user.email, keyId: null };
  };
}

/** Publishes over HTTP allowed per caller (deploy key or user) in an hour; 429 with Retry-After beyond. */
export function publishLimiter(app: FastifyInstance): (caller: ReleaseCaller, userId: string | null) => Promise<void> {
  const limiter = new DatabaseRateLimiter({
    db: app.db,
    keyPrefix: 'release-publish',
    points: app.config.releases.publishRateLimitMax,
    duration: 60 * 60,
  });
  return async (caller, userId) => {
    try {
      await limiter.consume(caller.keyId ? `key:${caller.keyId}` : `user:${userId}`);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new HttpError(429, TOO_MANY_PUBLISHES, { 'retry-after': String(retryAfterSeconds(error)) });
    }
  };
}
