import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/common.js';
import { User } from '../users/users.schemas.js';
import { toPublicUser } from '../users/users.service.js';
import { PrivateUserCreate } from './private.schemas.js';

/** POST /api/v1/private/users/, as the FastAPI full-stack template has it (operationId included). */
export const privateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/',
    {
      schema: {
        tags: ['private'],
        operationId: 'private-create_user',
        summary: 'Create User',
        description: 'Only with ENVIRONMENT=local: creates a user with no one signed in, for end-to-end tests.',
        body: PrivateUserCreate,
        response: { 200: User, ...errorResponses(400) },
      },
    },
    async (request) => toPublicUser(await app.usersService.createForTests(request.body)),
  );
};
