import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VIEW_DELETED } from '../../lib/messages.js';
import { toWireTimestamp } from '../../lib/time.js';
import { AUTH_ERRORS, BEARER, Message, errorResponses } from '../../schemas/common.js';
import {
  CreateViewBody,
  ListViewsQuery,
  UpdateViewBody,
  UserViewList,
  UserViewPublic,
  ViewIdParams,
  type ViewList,
} from './user-views.schemas.js';
import type { UserView } from './user-views.service.js';

const toPublicView = (view: UserView): UserViewPublic => ({
  id: view.id,
  list: view.list as ViewList,
  name: view.name,
  state: view.state,
  is_default: view.is_default,
  shared_with_role: view.shared_with_role,
  owner_id: view.owner_id,
  read_only: view.read_only,
  created_at: toWireTimestamp(view.created_at),
  updated_at: toWireTimestamp(view.updated_at),
});

/** The signed-in person's saved views of the lists, and those shared with a role of theirs. */
export const userViewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const views = app.userViews;
  const tags = ['users'];
  app.addHook('preValidation', app.currentUser);

  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'users-list_my_views',
        summary: 'List My Views',
        security: BEARER,
        description: "The caller's own views and the views shared with a role they hold (read_only), of one list or all.",
        querystring: ListViewsQuery,
        response: { 200: UserViewList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      const data = (await views.list(request.user, request.query.list)).map(toPublicView);
      return { data, count: data.length };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        operationId: 'users-create_my_view',
        summary: 'Save A View',
        security: BEARER,
        description:
          'Saves a view of a list (at most 50 per list). is_default makes it the one the list opens with (the previous default of that list stops being one). Only a superuser may give shared_with_role.',
        body: CreateViewBody,
        response: { 201: UserViewPublic, ...errorResponses(...AUTH_ERRORS, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(toPublicView(await views.create(request.user, request.body))),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'users-update_my_view',
        summary: 'Change A View',
        security: BEARER,
        description: "Changes the fields given of one of the caller's own views. A view shared with the caller is read-only (403).",
        params: ViewIdParams,
        body: UpdateViewBody,
        response: { 200: UserViewPublic, ...errorResponses(...AUTH_ERRORS, 422) },
      },
    },
    async (request) => toPublicView(await views.update(request.user, request.params.id.toLowerCase(), request.body)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'users-delete_my_view',
        summary: 'Delete A View',
        security: BEARER,
        description: "Deletes one of the caller's own views.",
        params: ViewIdParams,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await views.remove(request.user, request.params.id.toLowerCase());
      return { message: VIEW_DELETED };
    },
  );
};
