import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toWireTimestamp } from '../../lib/time.js';
import { AUTH_ERRORS, BEARER, Message, errorResponses } from '../../schemas/common.js';
import {
  CreateDeployKeyBody,
  DeployKeyCreated,
  DeployKeyIdParams,
  DeployKeyList,
  type DeployKeyPublic,
  ListDeployKeysQuery,
} from './deploy-keys.schemas.js';
import type { DeployKeyInfo } from './deploy-keys.service.js';
import { DEPLOY_KEY_REVOKED } from '../../lib/messages.js';

const wireOrNull = (stored: string | null) => (stored === null ? null : toWireTimestamp(stored));

function toPublicFields(key: DeployKeyInfo) {
  return {
    id: key.id,
    module: key.module,
    name: key.name,
    can_promote: key.canPromote,
    created_at: toWireTimestamp(key.createdAt),
    created_by: key.createdBy,
    expires_at: wireOrNull(key.expiresAt),
    last_used_at: wireOrNull(key.lastUsedAt),
  };
}

export const toPublicDeployKey = (key: DeployKeyInfo): DeployKeyPublic => ({
  ...toPublicFields(key),
  revoked_at: wireOrNull(key.revokedAt),
});

/** Deploy keys for release managers (and superusers): make one for a module's CI (its secret shown once), list, revoke. */
export const deployKeysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deployKeys = app.deployKeys;
  const tags = ['deploy-keys'];
  app.addHook('preValidation', app.requirePermission('releases.manage'));

  app.post(
    '/',
    {
      schema: {
        tags,
        operationId: 'deploy_keys-create_deploy_key',
        summary: 'Create A Deploy Key',
        security: BEARER,
        description:
          "Makes a key that lets one module's CI publish that module (and promote it, with can_promote). The answer's `key` is the secret: it is shown only this once.",
        body: CreateDeployKeyBody,
        response: { 201: DeployKeyCreated, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      const { module, name, expires_in_days: expiresInDays, can_promote: canPromote } = request.body;
      const created = await deployKeys.create(
        { module, name, expiresInDays: expiresInDays ?? null, canPromote: canPromote ?? false },
        request.user.email,
      );
      return reply.code(201).send({ ...toPublicFields(created), key: created.key });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'deploy_keys-list_deploy_keys',
        summary: 'List Deploy Keys',
        security: BEARER,
        description: 'Newest first, revoked and expired ones included. Never the secrets.',
        querystring: ListDeployKeysQuery,
        response: { 200: DeployKeyList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => ({ data: (await deployKeys.list(request.query.module || undefined)).map(toPublicDeployKey) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'deploy_keys-revoke_deploy_key',
        summary: 'Revoke A Deploy Key',
        security: BEARER,
        description: 'Refused from its next request on. The record stays, with revoked_at.',
        params: DeployKeyIdParams,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await deployKeys.revoke(request.params.id.toLowerCase(), request.user.email);
      return { message: DEPLOY_KEY_REVOKED };
    },
  );
};
