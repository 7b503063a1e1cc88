import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toWireTimestamp } from '../../lib/time.js';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import type { FrontendModule } from './frontend-modules.service.js';
import { ListModulesQuery, ModuleList, ModuleNameParams, ModulePublic, RegisterModuleBody } from './frontend-modules.schemas.js';

/** A module on the wire; `retired_at` only where retired modules can appear. */
export function toPublicModule(module: FrontendModule, withRetiredAt = false): ModulePublic {
  return {
    name: module.name,
    segment: module.segment,
    config_key: module.configKey,
    display_name: { en: module.displayName.en, 'zh-CN': module.displayName['zh-CN'] },
    is_host: module.isHost,
    created_at: toWireTimestamp(module.createdAt),
    created_by: module.createdBy,
    ...(withRetiredAt ? { retired_at: module.retiredAt === null ? null : toWireTimestamp(module.retiredAt) } : {}),
  };
}

/** The module registry for release managers (and superusers): list, register and retire remotes. */
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
        description: 'The shell (the host) first, then the remotes by name. Enabled ones only, unless include_retired=true.',
        querystring: ListModulesQuery,
        response: { 200: ModuleList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const includeRetired = request.query.include_retired ?? false;
      const list = includeRetired ? await modules.listAll() : await modules.list();
      return { data: list.map((module) => toPublicModule(module, includeRetired)) };
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
          'Registers a remote. Its name, segment and config key must be free: 409 naming which is taken, also by a retired module.',
        body: RegisterModuleBody,
        response: { 201: ModulePublic, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request, reply) => {
      const { name, segment, config_key: configKey, display_name: displayName } = request.body;
      const module = await modules.register({ name, segment, configKey, displayName }, request.user.email);
      return reply.code(201).send(toPublicModule(module));
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
          'The remote leaves the runtime config at the next page load and its deploy keys are revoked; its records stay. The host cannot be retired (409).',
        params: ModuleNameParams,
        response: { 200: ModulePublic, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => toPublicModule(await modules.retire(request.params.name, request.user.email), true),
  );
};
