import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { FrontendParams, FrontendReleases, FrontendReleasesList, PointerMoved, PromoteBody, RollbackQuery } from './releases.schemas.js';

/** The frontends' releases for superusers: what is published and live, promote and roll back. */
export const releasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const releases = app.releases;
  const tags = ['releases'];
  app.addHook('preValidation', app.requireSuperuser);

  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'releases-list_releases',
        summary: 'List Releases',
        security: BEARER,
        response: { 200: FrontendReleasesList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async () => ({ data: await releases.list() }),
  );

  app.get(
    '/:frontend',
    {
      schema: {
        tags,
        operationId: 'releases-list_frontend_releases',
        summary: 'List Releases Of One Frontend',
        security: BEARER,
        params: FrontendParams,
        response: { 200: FrontendReleases, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => (await releases.list(request.params.frontend))[0]!,
  );

  app.post(
    '/:frontend/promote',
    {
      schema: {
        tags,
        operationId: 'releases-promote',
        summary: 'Promote A Release',
        security: BEARER,
        description: 'Makes a published release the one new page loads get. Refused (409) when it does not fit the live shell or remotes.',
        params: FrontendParams,
        body: PromoteBody,
        response: { 200: PointerMoved, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) =>
      releases.promote(request.params.frontend, request.body.release_id, { actor: request.user.email, force: request.body.force ?? false }),
  );

  app.post(
    '/:frontend/rollback',
    {
      schema: {
        tags,
        operationId: 'releases-rollback',
        summary: 'Roll Back',
        security: BEARER,
        description: 'Makes the release that was live before the current one live again.',
        params: FrontendParams,
        querystring: RollbackQuery,
        response: { 200: PointerMoved, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => releases.rollback(request.params.frontend, { actor: request.user.email, force: request.query.force ?? false }),
  );
};
