import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bearerToken } from '../../lib/bearer-token.js';
import { HttpError, conflict, notFound } from '../../lib/http-errors.js';
import { COULD_NOT_VALIDATE_CREDENTIALS, OVERRIDE_NEEDS_BROWSER, OVERRIDE_NOT_FOUND } from '../../lib/messages.js';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { PER_BROWSER_CACHE, secureCookies } from '../rollouts/browser-state.js';
import { FrontendOverride, OverrideBody, OverrideEndQuery } from './frontend-overrides.schemas.js';
import { answerOf } from './frontend-overrides.service.js';
import { clearedOverrideCookie, overrideCookie } from './override-cookie.js';

/**
 * A developer's override of one module in their own browser: start it (releases.develop), read
 * the one in force, end it (the shell's bar, and sign-out). Mounted at /api/v1/frontend-overrides.
 */
export const frontendOverridesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, frontendOverrides } = app;
  const tags = ['frontend-overrides'];
  const secure = (request: Parameters<typeof secureCookies>[0]) => secureCookies(request, config.frontendHost);

  app.post(
    '/',
    {
      schema: {
        tags,
        operationId: 'frontend_overrides-start',
        summary: 'Start A Development Override',
        security: BEARER,
        description:
          "Loads one remote, in the caller's browser only, from a development server's manifest (url) or a stored release (release_id), until expires_at (DEV_OVERRIDE_TTL_HOURS); a browser's previous override ends. " +
          'Sets the signed fe_dev cookie. 404 for an unknown or retired module, 422 for the shell and for a url that may not be loaded, 409 when the browser has no fe_browser cookie (a page load gives one) or the release was withdrawn.',
        body: OverrideBody,
        response: { 201: FrontendOverride, ...errorResponses(...AUTH_ERRORS, 409, 422) },
      },
      preValidation: app.requirePermission('releases.develop'),
    },
    async (request, reply) => {
      const browserId = frontendOverrides.browserIdOf(request);
      if (!browserId) throw conflict(OVERRIDE_NEEDS_BROWSER);
      // The hook verified this token a moment ago (the verification is cached).
      const claims = await app.tokens.verifyAccessToken(bearerToken(request)!);
      if (!claims) throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
      const row = await frontendOverrides.service.start({ user: request.user, claims, browserId }, request.body);
      const now = Date.now();
      return reply
        .code(201)
        .header('set-cookie', overrideCookie(config.secretKey, row.id, Date.parse(row.expires_at), now, secure(request)))
        .header('cache-control', 'no-store')
        .send(answerOf(row));
    },
  );

  app.get(
    '/current',
    {
      schema: {
        tags,
        operationId: 'frontend_overrides-current',
        summary: 'The Development Override In Force',
        security: BEARER,
        description:
          "The override in force in this browser for the caller (it must be the caller's, in this browser, unexpired and still allowed), or 404.",
        response: { 200: FrontendOverride, ...errorResponses(...AUTH_ERRORS) },
      },
      preValidation: app.currentUser,
    },
    async (request, reply) => {
      const current = await frontendOverrides.inForce(request);
      if (!current) throw notFound(OVERRIDE_NOT_FOUND);
      const row = await frontendOverrides.service.row(current.id);
      if (!row) throw notFound(OVERRIDE_NOT_FOUND);
      return reply.header('cache-control', PER_BROWSER_CACHE).send(answerOf(row));
    },
  );

  app.delete(
    '/current',
    {
      schema: {
        tags,
        operationId: 'frontend_overrides-end',
        summary: 'End The Development Override',
        description:
          "Ends the override this browser's cookies name and clears its cookie: the next page load gets the live release. 204 also when there is none. The shell calls it on sign-out (reason=signed-out).",
        querystring: OverrideEndQuery,
        response: { 204: Type.Null({ description: 'No content' }) },
      },
    },
    async (request, reply) => {
      await frontendOverrides.service.endCurrent(frontendOverrides.cookiesOf(request), request.query.reason ?? 'ended');
      return reply
        .code(204)
        .header('set-cookie', clearedOverrideCookie(secure(request)))
        .send(null);
    },
  );
};
