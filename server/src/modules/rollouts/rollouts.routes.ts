import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { releaseCallerHook } from '../releases/release-callers.js';
import { FrontendParams } from '../releases/releases.schemas.js';
import { clearedPreviewCookie } from './browser-cookies.js';
import { secureCookies } from './browser-state.js';
import {
  PreviewBody,
  PreviewIdParams,
  PreviewLink,
  ReleaseWithdrawn,
  RolloutBody,
  RolloutState,
  WithdrawParams,
} from './rollouts.schemas.js';

/**
 * A remote's rollout, withdrawing a release and ending a preview link (release managers, or the
 * module's deploy key that may promote), and making preview links (release managers, or any
 * deploy key of the module). Mounted at /api/v1/releases.
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
      reply
        .code(201)
        .send(
          await rollouts.preview(
            request.params.frontend,
            request.body.release_id,
            request.releaseCaller.actor,
            request.releaseCaller.keyId,
          ),
        ),
  );

  app.post(
    '/:frontend/:release_id/withdraw',
    {
      schema: {
        tags,
        operationId: 'releases-withdraw',
        summary: 'Withdraw A Release',
        security: BEARER,
        description:
          'Stops serving a release that is not live, to everyone, even if it was live once: its files answer 404, its preview links and its rollout end, ' +
          'and it can no longer be promoted, rolled back to, rolled out or previewed (409). Refused (409) for the live release. Withdrawing it again changes nothing.',
        params: WithdrawParams,
        response: { 200: ReleaseWithdrawn, ...errorResponses(...AUTH_ERRORS, 404, 409) },
      },
      onRequest: promoter,
    },
    async (request) => rollouts.withdraw(request.params.frontend, request.params.release_id, request.releaseCaller.actor),
  );

  app.delete(
    '/:frontend/previews/:id',
    {
      schema: {
        tags,
        operationId: 'releases-end_preview',
        summary: 'End A Preview Link',
        security: BEARER,
        description:
          'Ends a preview link (GET /api/v1/releases/{frontend} lists them with their id): from the next page load and file request on, it loads nothing, ' +
          'in the browsers that opened it too. Ending an ended one changes nothing; 404 for an id the module has no link of.',
        params: PreviewIdParams,
        response: { 204: Type.Null({ description: 'No content' }), ...errorResponses(...AUTH_ERRORS, 404) },
      },
      onRequest: promoter,
    },
    async (request, reply) => {
      await rollouts.endPreview(request.params.frontend, request.params.id, request.releaseCaller.actor);
      return reply.code(204).send(null);
    },
  );
};

/** Leaving the preview (the page's bar). Mounted at the root; opening a link is previewConsentRoutes. */
export const previewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

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
