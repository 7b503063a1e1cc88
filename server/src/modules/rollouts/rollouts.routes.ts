import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { releaseCallerHook } from '../releases/release-callers.js';
import { FrontendParams } from '../releases/releases.schemas.js';
import { clearedPreviewCookie, previewCookie } from './browser-cookies.js';
import { PER_BROWSER_CACHE, secureCookies } from './browser-state.js';
import { PreviewBody, PreviewLink, PreviewTokenParams, RolloutBody, RolloutState } from './rollouts.schemas.js';

/**
 * A remote's rollout (release managers, or the module's deploy key that may promote) and preview
 * links (release managers, or any deploy key of the module). Mounted at /api/v1/releases.
 */
export const rolloutsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { rollouts } = app;
  const tags = ['releases'];
  const promoter = releaseCallerHook(app, () => true);
  const publisher = releaseCallerHook(app, () => false);

  app.post(
    '/:frontend/rollout',
    {
      schema: {
        tags,
        operationId: 'releases-rollout',
        summary: 'Roll Out A Release',
        security: BEARER,
        description:
          "Gives a remote's published release to a share of browsers instead of the live one (each browser keeps its side): 1..99 starts or changes the module's rollout, 0 aborts it, 100 completes it (a promote). " +
          'Refused (409) like a promote when it does not fit the live shell or remotes, for the live release and for the shell.',
        params: FrontendParams,
        body: RolloutBody,
        response: { 200: RolloutState, ...errorResponses(...AUTH_ERRORS, 409) },
      },
      onRequest: promoter,
    },
    async (request) =>
      rollouts.rollout(request.params.frontend, request.body.release_id, request.body.percent, request.releaseCaller.actor),
  );

  app.post(
    '/:frontend/preview',
    {
      schema: {
        tags,
        operationId: 'releases-preview',
        summary: 'Create A Preview Link',
        security: BEARER,
        description:
          "A link that pins a remote's published, not-live release in the browser that opens it (every other module stays live) until it expires (PREVIEW_TTL_MINUTES). " +
          'Refused (409) like a promote when it does not fit the live shell or remotes, for the live release and for the shell.',
        params: FrontendParams,
        body: PreviewBody,
        response: { 201: PreviewLink, ...errorResponses(...AUTH_ERRORS, 409) },
      },
      onRequest: publisher,
    },
    async (request, reply) =>
      reply.code(201).send(await rollouts.preview(request.params.frontend, request.body.release_id, request.releaseCaller.actor)),
  );
};

/** Opening a preview link, and leaving the preview (the page's bar). Mounted at the root. */
export const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { rollouts, config } = app;

  // A page route: a valid link sets the preview cookie; any other clears it. Both go to the app.
  app.get('/preview/:token', { schema: { hide: true, params: PreviewTokenParams } }, async (request, reply) => {
    const secure = secureCookies(request, config.frontendHost);
    const pin = await rollouts.openPreview(request.params.token);
    const cookie = pin ? previewCookie(request.params.token, pin.expiresAt, Date.now(), secure) : clearedPreviewCookie(secure);
    return reply.header('set-cookie', cookie).header('cache-control', PER_BROWSER_CACHE).redirect('/', 303);
  });

  app.delete(
    '/api/v1/frontend-preview',
    {
      schema: {
        tags: ['releases'],
        operationId: 'releases-leave_preview',
        summary: 'Leave The Preview',
        description: 'Clears the preview cookie: the next page load gets the live releases.',
        response: { 204: Type.Null({ description: 'No content' }) },
      },
    },
    async (request, reply) =>
      reply
        .code(204)
        .header('set-cookie', clearedPreviewCookie(secureCookies(request, config.frontendHost)))
        .send(null),
  );
};
