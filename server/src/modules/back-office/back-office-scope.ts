import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginOptions, preValidationAsyncHookHandler } from 'fastify';
import { declaredPermission } from '../users/authentication.js';

/** Where the admin back office's routes are mounted: `${BACK_OFFICE_PREFIX}/video-tasks`. */
export const BACK_OFFICE_PREFIX = '/api/backend';

/**
 * An empty query value (`?template_platform=`) means "no filter", as a cleared filter box sends
 * it; dropping it before validation keeps `''` from failing an enum or integer check.
 */
export const dropEmptyQueryValues: preValidationAsyncHookHandler = async (request) => {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [name, value] of Object.entries(query)) {
    // A repeated parameter keeps its non-empty values.
    const kept = Array.isArray(value) ? value.filter((item) => item !== '') : value;
    if (kept === '' || (Array.isArray(kept) && kept.length === 0)) delete query[name];
    else if (Array.isArray(kept)) query[name] = kept;
  }
};

/**
 * The rules of every back-office route, around one feature's routes: register the result under
 * `${BACK_OFFICE_PREFIX}/<path>`. Every route declares the permission it needs in
 * `config.permission` (the feature's plugin depends on 'users', which decorates `authorize`), and
 * authorization comes first (401/403 before any validation), then the query clean-up, then the
 * routes' own hooks.
 *
 *   await app.register(backOfficeScope(videoTasksRoutes), { prefix: `${BACK_OFFICE_PREFIX}/video-tasks` });
 */
export function backOfficeScope<Options extends FastifyPluginOptions>(
  routes: FastifyPluginAsyncTypebox<Options>,
): FastifyPluginAsyncTypebox<Options> {
  return async (app, options) => {
    // Several calls are POSTs whose input is the query string (list). A client that still sends
    // `Content-Type: application/json` with no body gets an empty body, not a JSON error; a call
    // that needs a body then answers the usual 422 "Field required".
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      return parseJson(request, body as string, done);
    });

    // Every route names the permission it needs (`config.permission`); one that names none is
    // refused when it is declared, so no back-office route is open by omission.
    app.addHook('onRoute', (route) => void declaredPermission({ ...route.config, url: route.url }));
    app.addHook('preValidation', app.authorize);
    app.addHook('preValidation', dropEmptyQueryValues);
    // The prefix is this scope's; the routes get the feature's other options.
    const { prefix: _prefix, ...routeOptions } = options;
    await app.register(routes, routeOptions as Options);
  };
}
