import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
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
  /** Whether this caller may make a release live: a release manager always, a deploy key when created so. */
  mayPromote: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the release routes' caller hook. */
    releaseCaller: ReleaseCaller;
  }
}

type ModuleRequest = FastifyRequest<{ Params: { frontend: string }; Querystring: { promote?: boolean } }>;

/** Whether an action needs the promote right; it reads the validated request (its query as the validator converted it). */
export type PromoteNeed = (request: ModuleRequest) => boolean;

/** The promote need each authenticated request was given by its route's caller hook. */
const promoteNeeds = new WeakMap<FastifyRequest, PromoteNeed>();
/** The plugin instances that already check the promote right before their handlers. */
const checkingInstances = new WeakSet<FastifyInstance>();

/** ?promote as the validator read it (1, yes, on, TRUE... are all true). */
export const asksToPromote: PromoteNeed = (request) => request.query.promote === true;

/**
 * Lets in a release manager (or a superuser), or a deploy key of the module named in the path. A
 * key that is unknown, revoked or expired is refused like any bad credential; a key of another
 * module gets 403 naming why. Runs on request, before any body is read, so a refused upload
 * stores nothing.
 *
 * Whether the action needs the promote right can depend on the query (?promote), which is only
 * read as the validator reads it once validation has run: comparing the raw text here would let
 * "1" or "yes" through as false while the handler takes it for true. So the right is checked
 * before the handler (a preHandler this function adds to the routes' plugin once), still before
 * any byte of an archive is read; a deploy key that may not promote gets 403 there.
 */
export function releaseCallerHook(app: FastifyInstance, needsPromote: PromoteNeed): onRequestAsyncHookHandler {
  const requireReleaseManager = app.requirePermission('releases.manage');
  if (!checkingInstances.has(app)) {
    checkingInstances.add(app);
    app.addHook('preHandler', checkPromoteRight);
  }
  return async function (request, reply) {
    const token = bearerToken(request);
    if (token && isDeployKeySecret(token)) {
      const key = await app.deployKeys.authenticate(token);
      if (!key) throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
      const { frontend } = (request as ModuleRequest).params;
      if (key.module !== frontend) throw new HttpError(403, deployKeyForOther(key.module, frontend));
      request.releaseCaller = { actor: deployKeyActor(key), keyId: key.id, mayPromote: key.canPromote };
    } else {
      await requireReleaseManager.call(this, request, reply);
      request.releaseCaller = { actor: request.user.email, keyId: null, mayPromote: true };
    }
    promoteNeeds.set(request, needsPromote);
  };
}

/** Refuses (403) a caller without the promote right an action of this request needs; requests of other routes pass. */
const checkPromoteRight: preHandlerAsyncHookHandler = async (request) => {
  const needsPromote = promoteNeeds.get(request);
  if (needsPromote?.(request as ModuleRequest) && !request.releaseCaller.mayPromote) throw new HttpError(403, DEPLOY_KEY_MAY_NOT_PROMOTE);
};

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
