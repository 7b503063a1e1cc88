import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../lib/bearer-token.js';
import { HttpError, validationFailed } from '../../lib/http-errors.js';
import { mediaTypeOf } from '../../lib/media-types.js';
import { JSON_DECODE_ERROR } from '../../lib/messages.js';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { FrontendParams } from '../releases/releases.schemas.js';
import { moduleHealth } from './frontend-reports.health.js';
import { LoadReportsBody, ModuleHealth, ReportsCounted } from './frontend-reports.schemas.js';

/** The Content-Type as the client sent it (the body parsers relabel a JSON route's other types as opaque). */
function originalMediaType(rawHeaders: string[]): string | null {
  for (let i = 0; i < rawHeaders.length - 1; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === 'content-type') return mediaTypeOf(rawHeaders[i + 1]!);
  }
  return null;
}

/**
 * The signed-in person a report comes from, by its bearer token as every other route reads it;
 * null without one, or with one that does not hold (a report is never refused for it).
 */
async function personOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  if (!bearerToken(request)) return null;
  try {
    await app.currentUser.call(app, request, reply);
    return request.user.id;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** POST /api/v1/frontend-reports: what pages report of their remotes' loads (anyone may send; only what the signed cookies vouch for counts). */
export const frontendReportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['frontend-reports'],
        operationId: 'frontend_reports-report_loads',
        summary: 'Report Remote Loads',
        description:
          "A page's loads of its remotes, batched. Counted only with a valid signed assignment (or preview) cookie and only for the release the server gives that browser for that module; each browser counts once per release, with its loads capped. A rollout is judged by reporters: the signed-in person (with a bearer token), else the sender's address group, each once however many browsers it has. Nothing from a browser with a development override in force counts.",
        consumes: ['application/json', 'text/plain'],
        body: LoadReportsBody,
        response: { 202: ReportsCounted, ...errorResponses(413) },
      },
      // A beacon may send the JSON as text/plain, which reaches here as opaque text: read it as JSON before validation.
      preValidation: async (request) => {
        if (typeof request.body !== 'string' || originalMediaType(request.raw.rawHeaders) !== 'text/plain') return;
        try {
          request.body = JSON.parse(request.body) as LoadReportsBody;
        } catch {
          throw validationFailed(['body'], JSON_DECODE_ERROR, 'json_invalid');
        }
      },
    },
    async (request, reply) => {
      const { counted } = await app.frontendReports.service.report(request.body.reports, {
        cookie: request.headers.cookie,
        address: request.ip,
        personId: await personOf(app, request, reply),
        overridden: (await app.frontendOverrides.inForce(request)) !== null,
      });
      return reply.code(202).header('cache-control', 'no-store').send({ counted });
    },
  );
};

/** GET /api/v1/releases/{frontend}/health: each release's load health, for release managers. */
export const releaseHealthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:frontend/health',
    {
      schema: {
        tags: ['releases'],
        operationId: 'releases-release_health',
        summary: 'Load Health Of A Module',
        description:
          'Per release of the module that has reports: distinct browsers, signed-in persons and address groups, failing ones, the failure share among persons and address groups, loads and failures, failures by phase, the last hour by minute.',
        security: BEARER,
        params: FrontendParams,
        response: { 200: ModuleHealth, ...errorResponses(...AUTH_ERRORS) },
      },
      preValidation: app.requirePermission('releases.manage'),
    },
    async (request) => {
      const module = await app.frontendModules.findOrThrow(request.params.frontend);
      const data = await moduleHealth(app.frontendReports.repository, module.name, Date.now());
      return { data, count: data.length };
    },
  );
};
