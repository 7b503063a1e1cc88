import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../../lib/bearer-token.js';
import { browserIdFrom } from '../rollouts/browser-cookies.js';
import { createFrontendOverridesRepository } from './frontend-overrides.repository.js';
import { frontendOverridesRoutes } from './frontend-overrides.routes.js';
import {
  createFrontendOverridesService,
  type FrontendOverridesService,
  type OverrideInForce,
  type OverrideRequest,
} from './frontend-overrides.service.js';
import { OVERRIDE_COOKIE, overrideIdFrom } from './override-cookie.js';

export interface FrontendOverrides {
  service: FrontendOverridesService;
  /** The browser id of the request's signed fe_browser cookie, or null. */
  browserIdOf(request: FastifyRequest): string | null;
  /** What the request's cookies name: the override row and the browser. */
  cookiesOf(request: FastifyRequest): Pick<OverrideRequest, 'overrideId' | 'browserId'>;
  /** The override in force for this request (see FrontendOverridesService.inForce); null at once without an fe_dev cookie. */
  inForce(request: FastifyRequest): Promise<OverrideInForce | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    frontendOverrides: FrontendOverrides;
  }
}

/**
 * Developers' overrides: a person with releases.develop points one remote, in their own browser
 * only, at their development server or a stored release (/api/v1/frontend-overrides). The pages,
 * /config.json, the remotes' files and the load reports ask `app.frontendOverrides.inForce`.
 */
export const frontendOverridesPlugin = fp(
  async (app) => {
    const { config } = app;
    const service = createFrontendOverridesService({
      repo: createFrontendOverridesRepository(app.db),
      users: app.usersRepository,
      modules: app.frontendModules,
      audit: app.hasDecorator('auditLog') ? app.auditLog : null,
      allowedOrigins: config.devOverrides.origins,
      ttlHours: config.devOverrides.ttlHours,
      log: (message) => app.log.info(`frontend overrides: ${message}`),
    });
    const browserIdOf = (request: FastifyRequest) => browserIdFrom(request.headers.cookie, config.secretKey);
    const cookiesOf = (request: FastifyRequest) => ({
      overrideId: overrideIdFrom(request.headers.cookie, config.secretKey),
      browserId: browserIdOf(request),
    });
    app.decorate('frontendOverrides', {
      service,
      browserIdOf,
      cookiesOf,
      async inForce(request: FastifyRequest) {
        // Most requests carry no override cookie: they cost nothing here.
        if (!request.headers.cookie?.includes(`${OVERRIDE_COOKIE}=`)) return null;
        const cookies = cookiesOf(request);
        if (!cookies.overrideId) return null;
        const token = bearerToken(request);
        const caller = token ? await app.tokens.verifyAccessToken(token) : null;
        return service.inForce({ ...cookies, caller });
      },
    });
    await app.register(frontendOverridesRoutes, { prefix: '/api/v1/frontend-overrides' });
  },
  { name: 'frontend-overrides', dependencies: ['config', 'db', 'users', 'frontend-modules', 'audit'] },
);
