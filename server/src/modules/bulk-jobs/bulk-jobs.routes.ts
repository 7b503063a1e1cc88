import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ERRORS, BEARER, backendErrorResponses } from '../../schemas/common.js';
import {
  BulkJob,
  BulkJobDetail,
  BulkJobIdParams,
  BulkJobList,
  CountChanged,
  CreateBulkJobBody,
  ListBulkJobsQuery,
} from './bulk-jobs.schemas.js';
import { CountChangedError } from './bulk-jobs.service.js';

/** Bulk actions on templates and tasks, run as server-side jobs; mounted at /api/backend/bulk-jobs. */
export const bulkJobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const jobs = app.bulkJobsService;
  const tags = ['bulk-jobs'];

  app.post(
    '/',
    {
      config: { permission: 'bulk.run' },
      schema: {
        tags,
        operationId: 'bulk_jobs-create',
        summary: 'Start A Bulk Job',
        description:
          'Starts an action on many templates or tasks, run by the server row by row (each row as the single action would, with its history); answers at once with the job, whose progress GET /bulk-jobs/{id} reports. 409 with expected_count and matching_count when the rows matching the filters now differ from the confirmed count by more than 1 % (exact below 100).',
        security: BEARER,
        body: CreateBulkJobBody,
        response: { 202: BulkJob, 409: CountChanged, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request, reply) => {
      try {
        const job = await jobs.create(request.body, { id: request.user.id, email: request.user.email });
        return reply.code(202).send(job);
      } catch (error) {
        if (!(error instanceof CountChangedError)) throw error;
        return reply.code(409).send({ detail: error.message, expected_count: error.expected, matching_count: error.matching });
      }
    },
  );

  app.get(
    '/',
    {
      config: { permission: 'bulk.run' },
      schema: {
        tags,
        operationId: 'bulk_jobs-list',
        summary: 'List My Bulk Jobs',
        description: "The caller's bulk jobs, newest first.",
        security: BEARER,
        querystring: ListBulkJobsQuery,
        response: { 200: BulkJobList, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => jobs.list({ id: request.user.id, email: request.user.email }, request.query.skip, request.query.limit),
  );

  app.get(
    '/:id',
    {
      config: { permission: 'bulk.run' },
      schema: {
        tags,
        operationId: 'bulk_jobs-get',
        summary: 'Get A Bulk Job',
        description: 'Progress (total, done, succeeded, failed) and every failed row with its reason.',
        security: BEARER,
        params: BulkJobIdParams,
        response: { 200: BulkJobDetail, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => jobs.get(request.params.id),
  );
};
