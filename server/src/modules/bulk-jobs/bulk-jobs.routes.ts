import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ERRORS, BEARER, ErrorDetail, backendErrorResponses } from '../../schemas/common.js';
import {
  BulkJob,
  BulkJobDetail,
  BulkJobIdParams,
  BulkJobList,
  CancelBulkJobBody,
  CountChanged,
  CreateBulkJobBody,
  ListBulkJobsQuery,
} from './bulk-jobs.schemas.js';
import { CountChangedError } from './bulk-jobs.service.js';
import { isJsonMediaType, mediaTypeOf } from '../../lib/media-types.js';

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
          "Starts an action on many templates or tasks, run by the server row by row (each row as the single action would, with its history); answers at once with the job, whose progress GET /bulk-jobs/{id} reports. Needs bulk.run and the permission of the action: templates approve/reject templates.review, publish/take_down/relist templates.publish, delete templates.delete; tasks set_status/mark_read tasks.edit, delete tasks.delete (403 with missing_permission naming it). The job runs with its starter's rights, checked again before each batch: it stops (status stopped, stop_reason) when they are gone, deactivated, lack either permission or changed their password since. 409 with expected_count and matching_count when the rows matching the filters now differ from the confirmed count by more than 1 % (exact below 100). 429 when the caller already has BULK_JOBS_MAX_QUEUED_PER_USER (3 by default) jobs queued or running: a limit on work waiting, not on a rate, so there is no Retry-After; start again once one finishes or is cancelled.",
        security: BEARER,
        body: CreateBulkJobBody,
        response: { 202: BulkJob, 409: CountChanged, ...backendErrorResponses(...AUTH_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      try {
        const job = await jobs.create(request.body, request.user);
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
        description:
          'Progress (total, done, succeeded, failed) and every failed row with its reason. Only for its starter or a superuser: anyone else gets 404, as for an unknown job.',
        security: BEARER,
        params: BulkJobIdParams,
        response: { 200: BulkJobDetail, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => jobs.get(request.params.id, request.user),
  );

  app.post(
    '/:id/cancel',
    {
      config: { permission: 'bulk.run' },
      schema: {
        tags,
        operationId: 'bulk_jobs-cancel',
        summary: 'Cancel A Bulk Job',
        description:
          "Cancels a queued or running job: it is final at once (status cancelled, stop_reason cancelled) and answers with what it had done (done, succeeded, failed and the failed rows). No further row starts; a row already under way finishes and is counted. Only the job's starter or a superuser may cancel it: anyone else gets 403 The user doesn't have enough privileges, without missing_permission (no permission would let them). 409 when the job is already completed, stopped or cancelled.",
        security: BEARER,
        params: BulkJobIdParams,
        body: CancelBulkJobBody,
        response: { 200: BulkJobDetail, 409: ErrorDetail, ...backendErrorResponses(...AUTH_ERRORS) },
      },
      // No body at all is the empty object; a body that is not JSON stays a 422, as on every call
      // (even an empty form: the body parsers relabel it as opaque, and it is missing).
      preValidation: async (request) => {
        const type = request.headers['content-type'];
        if (request.body === undefined && (type === undefined || isJsonMediaType(mediaTypeOf(type)))) request.body = {};
      },
    },
    async (request) => jobs.cancel(request.params.id, request.user),
  );
};
