import type { FastifyPluginAsync, preValidationAsyncHookHandler } from 'fastify';
import { bulkJobsRoutes } from '../modules/bulk-jobs/bulk-jobs.routes.js';
import { changesRoutes } from '../modules/changes/changes.routes.js';
import { videoTasksRoutes } from '../modules/video-tasks/video-tasks.routes.js';
import { videoTemplatesRoutes } from '../modules/video-templates/video-templates.routes.js';

/**
 * An empty query value (`?template_platform=`) means "no filter", as a cleared filter box sends
 * it; dropping it before validation keeps `''` from failing an enum or integer check.
 */
const dropEmptyQueryValues: preValidationAsyncHookHandler = async (request) => {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [name, value] of Object.entries(query)) {
    // A repeated parameter keeps its non-empty values.
    const kept = Array.isArray(value) ? value.filter((item) => item !== '') : value;
    if (kept === '' || (Array.isArray(kept) && kept.length === 0)) delete query[name];
    else if (Array.isArray(kept)) query[name] = kept;
  }
};

/** The admin back office, mounted at /api/backend: every call needs a superuser. */
export const apiBackend: FastifyPluginAsync = async (app) => {
  // Several calls are POSTs whose input is the query string (list). A client that still sends
  // `Content-Type: application/json` with no body gets an empty body, not a JSON error; a call
  // that needs a body then answers the usual 422 "Field required".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  // Authentication first (401/403 before any validation), then the query clean-up.
  app.addHook('preValidation', app.requireSuperuser);
  app.addHook('preValidation', dropEmptyQueryValues);
  await app.register(videoTemplatesRoutes, { prefix: '/video-template' });
  await app.register(videoTasksRoutes, { prefix: '/video-tasks' });
  await app.register(bulkJobsRoutes, { prefix: '/bulk-jobs' });
  await app.register(changesRoutes, { prefix: '/video-tasks' });
};
