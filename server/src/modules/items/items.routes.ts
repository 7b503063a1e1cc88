import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ERRORS, BEARER, Message, errorResponses } from '../../schemas/common.js';
import { toPublicItem } from './items.service.js';
import { CreateItemBody, Item, ItemIdParams, ItemList, ListItemsQuery, UpdateItemBody } from './items.schemas.js';
import { ITEM_DELETED } from '../../lib/messages.js';

export const itemsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const items = app.itemsService;
  const tags = ['items'];
  // Every items call needs a signed-in user.
  app.addHook('preValidation', app.currentUser);

  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'items-read_items',
        summary: 'Read Items',
        security: BEARER,
        querystring: ListItemsQuery,
        response: { 200: ItemList, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => items.list(request.user, request.query.skip, request.query.limit),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        operationId: 'items-create_item',
        summary: 'Create Item',
        security: BEARER,
        body: CreateItemBody,
        response: { 200: Item, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicItem(await items.create(request.user, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'items-read_item',
        summary: 'Read Item',
        security: BEARER,
        params: ItemIdParams,
        response: { 200: Item, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicItem(await items.get(request.user, request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'items-update_item',
        summary: 'Update Item',
        security: BEARER,
        params: ItemIdParams,
        body: UpdateItemBody,
        response: { 200: Item, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicItem(await items.update(request.user, request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'items-delete_item',
        summary: 'Delete Item',
        security: BEARER,
        params: ItemIdParams,
        response: { 200: Message, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await items.delete(request.user, request.params.id);
      return { message: ITEM_DELETED };
    },
  );
};
