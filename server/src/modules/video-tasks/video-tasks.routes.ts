import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CSV_DOWNLOAD, sendCsv } from '../../lib/csv-download.js';
import { TASK_DELETED } from '../../lib/messages.js';
import { AUTH_ERRORS, BEARER, Message, backendErrorResponses } from '../../schemas/common.js';
import { toPublicTask } from './video-tasks.service.js';
import {
  CreateTaskBody,
  ExportTasksQuery,
  ListTasksQuery,
  TaskIdParams,
  TaskStats,
  TaskStatsQuery,
  UpdateTaskBody,
  VideoTask,
  VideoTaskList,
} from './video-tasks.schemas.js';

export const videoTasksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tasks = app.videoTasksService;
  const tags = ['video-tasks'];

  app.get(
    '/',
    {
      config: { permission: 'tasks.read' },
      schema: {
        tags,
        operationId: 'video_tasks-list',
        summary: 'List Video Tasks',
        security: BEARER,
        querystring: ListTasksQuery,
        response: { 200: VideoTaskList, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => tasks.list(request.query),
  );

  app.get(
    '/export',
    {
      config: { permission: 'tasks.read' },
      schema: {
        tags,
        operationId: 'video_tasks-export',
        summary: 'Export Video Tasks',
        description: 'Every task the filters match, in the list order, as CSV (UTF-8 with a byte-order mark), streamed.',
        security: BEARER,
        querystring: ExportTasksQuery,
        response: {
          200: CSV_DOWNLOAD,
          ...backendErrorResponses(...AUTH_ERRORS),
        },
      },
    },
    async (request, reply) => sendCsv(reply, 'video-tasks', tasks.exportCsv(request.query)),
  );

  app.post(
    '/',
    {
      config: { permission: 'tasks.edit' },
      schema: {
        tags,
        operationId: 'video_tasks-create',
        summary: 'Create Video Task',
        security: BEARER,
        body: CreateTaskBody,
        response: { 200: VideoTask, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicTask(await tasks.create(request.body)),
  );

  app.get(
    '/stats/summary',
    {
      config: { permission: 'tasks.read' },
      schema: {
        tags,
        operationId: 'video_tasks-stats',
        summary: 'Video Task Statistics',
        description: "Counts of the tasks the list's filters (but the status) match, by status and by platform; all tasks without filters.",
        security: BEARER,
        querystring: TaskStatsQuery,
        response: { 200: TaskStats, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => tasks.stats(request.query),
  );

  app.get(
    '/:id',
    {
      config: { permission: 'tasks.read' },
      schema: {
        tags,
        operationId: 'video_tasks-get',
        summary: 'Get Video Task',
        security: BEARER,
        params: TaskIdParams,
        response: { 200: VideoTask, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicTask(await tasks.get(request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { permission: 'tasks.edit' },
      schema: {
        tags,
        operationId: 'video_tasks-update',
        summary: 'Update Video Task',
        security: BEARER,
        params: TaskIdParams,
        body: UpdateTaskBody,
        response: { 200: VideoTask, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicTask(await tasks.update(request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: { permission: 'tasks.delete' },
      schema: {
        tags,
        operationId: 'video_tasks-delete',
        summary: 'Delete Video Task',
        security: BEARER,
        params: TaskIdParams,
        response: { 200: Message, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await tasks.delete(request.params.id);
      return { message: TASK_DELETED };
    },
  );
};
