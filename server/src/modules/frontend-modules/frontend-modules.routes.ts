import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toWireTimestamp } from '../../lib/time.js';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import type { FrontendModule } from './frontend-modules.service.js';
import type { PathClaim } from './module-paths.js';
import {
  ClaimPathBody,
  ListModulesQuery,
  ModuleList,
  ModuleNameParams,
  ModulePublic,
  ModuleRetirement,
  RegisterModuleBody,
} from './frontend-modules.schemas.js';

/** A module on the wire, with its path claims (of `claims`, every module's); `retired_at` only where retired modules can appear. */
export function toPublicModule(module: FrontendModule, claims: readonly PathClaim[], withRetiredAt = false): ModulePublic {
  return {
    name: module.name,
    segment: module.segment,
    config_key: module.configKey,
    display_name: { en: module.displayName.en, 'zh-CN': module.displayName['zh-CN'] },
    is_host: module.isHost,
    created_at: toWireTimestamp(module.createdAt),
    created_by: module.createdBy,
    paths: claims
      .filter((claim) => claim.module === module.name)
      .map((claim) => ({
        path: claim.path,
        explicit: claim.explicit,
        granted_by: claim.grantedBy,
        granted_at: toWireTimestamp(claim.grantedAt),
      })),
    ...(withRetiredAt ? { retired_at: module.retiredAt === null ? null : toWireTimestamp(module.retiredAt) } : {}),
  };
}

/**
 * The module registry for release managers (and superusers): list, register, retire and restore
 * remotes, and claim the paths they mount under (under another module's claim: superusers only).
 */
export const frontendModulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const modules = app.frontendModules;
  const tags = ['modules'];
  app.addHook('preValidation', app.requirePermission('releases.manage'));

  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'modules-list_modules',
        summary: 'List Modules',
        security: BEARER,
        description:
          'The shell (the host) first, then the remotes by name, each with its path claims. Enabled ones only, unless include_retired=true.',
        querystring: ListModulesQuery,
        response: { 200: ModuleList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const includeRetired = request.query.include_retired ?? false;
      const [list, claims] = await Promise.all([includeRetired ? modules.listAll() : modules.list(), modules.claims()]);
      return { data: list.map((module) => toPublicModule(module, claims, includeRetired)) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        operationId: 'modules-register_module',
        summary: 'Register A Module',
        security: BEARER,
        description:
          'Registers a remote with its path claims (/<segment> when none are given). Its name, segment and config key must be free, ' +
          "and its paths neither claimed nor under another module's claim: 409 naming which is taken and by whom, also by a retired module.",
        body: RegisterModuleBody,
        response: { 201: ModulePublic, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      const { name, segment, config_key: configKey, display_name: displayName, paths } = request.body;
      const module = await modules.register({ name, segment, configKey, displayName, paths }, request.user.email);
      return reply.code(201).send(toPublicModule(module, await modules.claims()));
    },
  );

  app.post(
    '/:name/paths',
    {
      schema: {
        tags,
        operationId: 'modules-claim_path',
        summary: 'Claim A Path',
        security: BEARER,
        description:
          "Adds a path the remote's releases may mount under. A path claimed already: 409. A path under another module's claim: 409 " +
          'naming it, unless a superuser passes under_other_module (anyone else: 403); such grants are listed as explicit and audited.',
        params: ModuleNameParams,
        body: ClaimPathBody,
        response: { 201: ModulePublic, ...errorResponses(...AUTH_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const { path, under_other_module: underOtherModule = false } = request.body;
      await modules.claim(request.params.name, path, {
        actor: request.user.email,
        superuser: Boolean(request.user.is_superuser),
        underOtherModule,
      });
      const module = await modules.findOrThrow(request.params.name);
      return reply.code(201).send(toPublicModule(module, await modules.claims()));
    },
  );

  app.get(
    '/:name/retirement',
    {
      schema: {
        tags,
        operationId: 'modules-get_retirement',
        summary: 'What Retiring A Module Would Take Away',
        security: BEARER,
        description:
          'The routes and menu entries of its live release, which leave the page if it is retired, and blocked_by: the paths the product ' +
          'needs that it owns (retiring answers 409 while there are any). Changes nothing.',
        params: ModuleNameParams,
        response: { 200: ModuleRetirement, ...errorResponses(...AUTH_ERRORS, 404) },
      },
    },
    async (request) => {
      const { routes, menu, blockedBy } = await modules.retirement(request.params.name);
      return { routes, menu, blocked_by: blockedBy };
    },
  );

  app.post(
    '/:name/retire',
    {
      schema: {
        tags,
        operationId: 'modules-retire_module',
        summary: 'Retire A Module',
        security: BEARER,
        description:
          'The remote leaves the runtime config at the next page load and its deploy keys are revoked; its records and path claims stay. ' +
          'The host, or a module owning a path the product needs (GET .../retirement), cannot be retired (409).',
        params: ModuleNameParams,
        response: { 200: ModulePublic, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => toPublicModule(await modules.retire(request.params.name, request.user.email), await modules.claims(), true),
  );

  app.post(
    '/:name/restore',
    {
      schema: {
        tags,
        operationId: 'modules-restore_module',
        summary: 'Restore A Retired Module',
        security: BEARER,
        description:
          'Brings a retired remote back at the next page load, with its releases, history and path claims. Its old deploy keys stay ' +
          'revoked: make new ones. Unknown: 404; not retired: 409.',
        params: ModuleNameParams,
        response: { 200: ModulePublic, ...errorResponses(...AUTH_ERRORS, 404, 409) },
      },
    },
    async (request) => toPublicModule(await modules.restore(request.params.name, request.user.email), await modules.claims(), true),
  );
};
