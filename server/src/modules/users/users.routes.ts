import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ERRORS, BEARER, ErrorDetail, Message, errorResponses } from '../../schemas/common.js';
import { toPublicUser, toUserMe } from './users.service.js';
import {
  CreateUserBody,
  ListUsersQuery,
  RegisterUserBody,
  UpdateMeBody,
  UpdatePasswordBody,
  UpdateUserBody,
  User,
  UserIdParams,
  UserList,
  UserMe,
} from './users.schemas.js';
import { PASSWORD_UPDATED, USER_DELETED } from '../../lib/messages.js';
import { mailLanguagesFor } from '../../mail/mail-languages.js';

// operationIds follow the starter ("<tag>-<function>") so clients generated from either
// OpenAPI document share method names.
export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.usersService;
  const tags = ['users'];

  app.get(
    '/',
    {
      preValidation: app.requirePermission('users.manage'),
      schema: {
        tags,
        operationId: 'users-read_users',
        summary: 'Read Users',
        security: BEARER,
        querystring: ListUsersQuery,
        response: { 200: UserList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => users.list(request.query),
  );

  app.post(
    '/',
    {
      preValidation: app.requirePermission('users.manage'),
      schema: {
        tags,
        operationId: 'users-create_user',
        summary: 'Create User',
        security: BEARER,
        description:
          'With `password`, or with `"invite": true` instead: the user is mailed a link to choose their own password (the password-recovery page), ' +
          'naming their roles, in the language of the Accept-Language header (English or Chinese; both when it names neither).',
        body: CreateUserBody,
        response: { 200: User, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicUser(await users.create(request.body, request.user, mailLanguagesFor(request.headers['accept-language']))),
  );

  app.get(
    '/me',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-read_user_me',
        summary: 'Read User Me',
        security: BEARER,
        response: { 200: UserMe, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toUserMe(request.user),
  );

  app.delete(
    '/me',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-delete_user_me',
        summary: 'Delete User Me',
        security: BEARER,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await users.deleteMe(request.user);
      return { message: USER_DELETED };
    },
  );

  app.patch(
    '/me',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-update_user_me',
        summary: 'Update User Me',
        security: BEARER,
        body: UpdateMeBody,
        response: { 200: User, ...errorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => toPublicUser(await users.updateMe(request.user, request.body)),
  );

  app.patch(
    '/me/password',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-update_password_me',
        summary: 'Update Password Me',
        security: BEARER,
        body: UpdatePasswordBody,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await users.changePassword(request.user, request.body.current_password, request.body.new_password);
      return { message: PASSWORD_UPDATED };
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        tags,
        operationId: 'users-register_user',
        summary: 'Register User',
        description:
          'Refused (403) when USERS_OPEN_REGISTRATION is false; limited per source address (429 with Retry-After past SIGNUP_RATE_LIMIT_IP_MAX).',
        body: RegisterUserBody,
        response: { 200: User, 429: ErrorDetail, ...errorResponses(400, 403) },
      },
    },
    async (request) => toPublicUser(await users.register(request.ip, request.body)),
  );

  app.get(
    '/:user_id',
    {
      preValidation: app.currentUser,
      schema: {
        tags,
        operationId: 'users-read_user_by_id',
        summary: 'Read User By Id',
        security: BEARER,
        params: UserIdParams,
        response: { 200: User, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicUser(await users.getById(request.user, request.params.user_id)),
  );

  app.patch(
    '/:user_id',
    {
      preValidation: app.requirePermission('users.manage'),
      schema: {
        tags,
        operationId: 'users-update_user',
        summary: 'Update User',
        security: BEARER,
        params: UserIdParams,
        body: UpdateUserBody,
        response: { 200: User, ...errorResponses(...AUTH_ERRORS, 400, 409) },
      },
    },
    async (request) => toPublicUser(await users.update(request.params.user_id, request.body)),
  );

  app.delete(
    '/:user_id',
    {
      preValidation: app.requirePermission('users.manage'),
      schema: {
        tags,
        operationId: 'users-delete_user',
        summary: 'Delete User',
        security: BEARER,
        params: UserIdParams,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await users.delete(request.user, request.params.user_id);
      return { message: USER_DELETED };
    },
  );
};
