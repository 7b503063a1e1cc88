import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { HttpError, notFound, validationFailed } from '../../lib/http-errors.js';
import { toWireTimestamp } from '../../lib/time.js';
import type { VideoTasksRepository } from '../video-tasks/video-tasks.repository.js';
import { storedTaskFilters } from '../video-tasks/video-tasks.service.js';
import type { Actor, VideoTemplatesRepository } from '../video-templates/video-templates.repository.js';
import { createRowRunner, type RowRunner } from './bulk-actions.js';
import { createBulkJobsRepository, type BulkJobsRepository, type JobRow } from './bulk-jobs.repository.js';
import {
  ACTIONS_OF,
  FILTERS_OF,
  MAX_MATCHING,
  type BulkFilters,
  type BulkJob,
  type BulkJobDetail,
  type BulkList,
  type CreateBulkJobBody,
  type JobStatus,
} from './bulk-jobs.schemas.js';
import type { BulkJobsDatabase } from './bulk-jobs.tables.js';

/**
 * How far the rows matching now may be from the count the admin confirmed: 1 % of it, rounded
 * down, so below 100 rows the count must be exact. Beyond it the job is refused with both
 * numbers, for the screen to ask again with the new one.
 */
export function allowedDrift(expected: number): number {
  return Math.floor(expected / 100);
}

/** A 409 carrying the numbers (the error handler sends `detail` only, so the route answers it). */
export class CountChangedError extends HttpError {
  constructor(
    readonly expected: number,
    readonly matching: number,
  ) {
    super(409, `The selection changed: ${matching} rows match now, ${expected} were confirmed. Confirm again with the new count.`);
  }
}

export function toPublicJob(row: JobRow): BulkJob {
  const params = row.params ? (JSON.parse(row.params) as { task_status?: number }) : null;
  return {
    id: row.id,
    list: row.list,
    action: row.action,
    task_status: params?.task_status ?? null,
    status: row.status as JobStatus,
    total: row.total,
    done: row.succeeded + row.failed,
    succeeded: row.succeeded,
    failed: row.failed,
    actor_email: row.actor_email,
    created_at: toWireTimestamp(row.created_at),
    updated_at: toWireTimestamp(row.updated_at),
    finished_at: row.finished_at ? toWireTimestamp(row.finished_at) : null,
  };
}

export interface BulkJobsServiceDeps {
  repo: BulkJobsRepository;
  templatesRepo: VideoTemplatesRepository;
  tasksRepo: VideoTasksRepository;
  runRow: RowRunner;
  /** Tells the runner a job is waiting (it also looks by itself at every poll). */
  wake: () => void;
}

export function createBulkJobsService({ repo, templatesRepo, tasksRepo, runRow, wake }: BulkJobsServiceDeps) {
  /** The ids of every row the filters match now, in the list's default order; stops past the limit. */
  async function matchingIds(list: BulkList, filters: BulkFilters): Promise<number[]> {
    const ids: number[] = [];
    const batches =
      list === 'templates'
        ? (async function* () {
            for await (const rows of templatesRepo.inBatches(filters)) yield rows.map((row) => row.template_id);
          })()
        : (async function* () {
            const stored = storedTaskFilters(filters, ['body', 'filters', 'created_after']);
            for await (const rows of tasksRepo.inBatches(stored, { by: 'created_at', order: 'desc' })) yield rows.map((row) => row.task_id);
          })();
    for await (const batch of batches) {
      ids.push(...batch);
      if (ids.length > MAX_MATCHING) break;
    }
    return ids;
  }

  /** The checks a schema cannot express: the action and the filters belong to the list, one kind of selection. */
  function checkRequest(body: CreateBulkJobBody): void {
    if (!ACTIONS_OF[body.list].includes(body.action)) {
      throw validationFailed(
        ['body', 'action'],
        `${body.action} is not an action of the ${body.list} list: ${ACTIONS_OF[body.list].join(', ')}`,
      );
    }
    if (body.action === 'set_status' && body.task_status === undefined) {
      throw validationFailed(['body', 'task_status'], 'set_status needs task_status', 'missing');
    }
    if ((body.ids === undefined) === (body.filters === undefined)) {
      throw validationFailed(['body'], 'Give either ids or filters (with expected_count)', 'value_error');
    }
    if (body.filters !== undefined) {
      if (body.expected_count === undefined) {
        throw validationFailed(['body', 'expected_count'], 'An "all matching" selection needs the count the admin confirmed', 'missing');
      }
      for (const name of Object.keys(body.filters)) {
        if (!FILTERS_OF[body.list].includes(name)) {
          throw validationFailed(['body', 'filters', name], `${name} is not a filter of the ${body.list} list`);
        }
      }
    }
  }

  return {
    runRow,

    async create(body: CreateBulkJobBody, actor: Actor): Promise<BulkJob> {
      checkRequest(body);
      let ids: number[];
      let selection: Record<string, unknown>;
      if (body.ids !== undefined) {
        ids = [...new Set(body.ids)];
        selection = { ids: ids.length };
      } else {
        const filters = body.filters!;
        const expected = body.expected_count!;
        ids = await matchingIds(body.list, filters);
        if (ids.length > MAX_MATCHING) {
          throw validationFailed(
            ['body', 'filters'],
            `More than ${MAX_MATCHING} rows match: narrow the filters (a bulk job takes at most ${MAX_MATCHING} rows)`,
          );
        }
        if (Math.abs(ids.length - expected) > allowedDrift(expected)) throw new CountChangedError(expected, ids.length);
        selection = { filters, expected_count: expected, matching_count: ids.length };
      }
      const params = body.action === 'set_status' ? { task_status: body.task_status } : null;
      const job = await repo.create(
        { list: body.list, action: body.action, params, selection, actor_id: actor.id, actor_email: actor.email },
        ids,
      );
      if (job.status !== 'completed') wake();
      return toPublicJob(job);
    },

    async get(id: number): Promise<BulkJobDetail> {
      const job = await repo.findById(id);
      if (!job) throw notFound('Bulk job not found');
      return { ...toPublicJob(job), failures: await repo.failures(id) };
    },

    async list(actor: Actor, skip: number, limit: number) {
      const { rows, count } = await repo.list(actor.id, skip, limit);
      return { data: rows.map(toPublicJob), count };
    },
  };
}

export type BulkJobsService = ReturnType<typeof createBulkJobsService>;

declare module 'fastify' {
  interface FastifyInstance {
    bulkJobsRepository: BulkJobsRepository;
    bulkJobsService: BulkJobsService;
  }
}

export const bulkJobsServicePlugin = fp(
  async (app) => {
    const repo = createBulkJobsRepository(app.db as unknown as Kysely<BulkJobsDatabase>, app.config.databaseUrl ? 'postgres' : 'sqlite');
    const runRow = createRowRunner({
      templates: app.videoTemplatesService,
      templatesRepo: app.videoTemplatesRepository,
      tasks: app.videoTasksService,
      log: app.log.child({ component: 'bulk-jobs' }),
    });
    // The runner is registered with the worker, later; reach it lazily.
    const wake = () => (app as { bulkJobRunner?: { wake(): void } }).bulkJobRunner?.wake();
    app.decorate('bulkJobsRepository', repo);
    app.decorate(
      'bulkJobsService',
      createBulkJobsService({ repo, templatesRepo: app.videoTemplatesRepository, tasksRepo: app.videoTasksRepository, runRow, wake }),
    );
  },
  {
    name: 'bulk-jobs-service',
    dependencies: ['db', 'video-templates-repository', 'video-tasks-repository', 'video-templates-service', 'video-tasks-service'],
  },
);
