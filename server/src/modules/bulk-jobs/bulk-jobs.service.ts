import { HttpError, notFound, validationFailed } from '../../lib/http-errors.js';
import {
  BULK_JOB_NOT_FOUND,
  IDS_OR_FILTERS,
  NEEDS_CONFIRMED_COUNT,
  SET_STATUS_NEEDS_STATUS,
  notAFilterOf,
  notAnActionOf,
  selectionChanged,
  tooManyMatching,
} from '../../lib/messages.js';
import { toWireTimestamp } from '../../lib/time.js';
import type { VideoTasksRepository } from '../video-tasks/video-tasks.repository.js';
import { storedTaskFilters } from '../video-tasks/video-tasks.service.js';
import type { Actor, VideoTemplatesRepository } from '../video-templates/video-templates.repository.js';
import type { RowRunner } from './bulk-actions.js';
import type { BulkJobsRepository, JobRow } from './bulk-jobs.repository.js';
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
    super(409, selectionChanged(expected, matching));
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
}

/**
 * Starting bulk jobs and reporting on them. A job created is announced on the change feed (see
 * the repository), which wakes the runner; the runner also looks by itself at every poll.
 */
export function createBulkJobsService({ repo, templatesRepo, tasksRepo, runRow }: BulkJobsServiceDeps) {
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
      throw validationFailed(['body', 'action'], notAnActionOf(body.action, body.list, ACTIONS_OF[body.list]));
    }
    if (body.action === 'set_status' && body.task_status === undefined) {
      throw validationFailed(['body', 'task_status'], SET_STATUS_NEEDS_STATUS, 'missing');
    }
    if ((body.ids === undefined) === (body.filters === undefined)) {
      throw validationFailed(['body'], IDS_OR_FILTERS, 'value_error');
    }
    if (body.filters !== undefined) {
      if (body.expected_count === undefined) {
        throw validationFailed(['body', 'expected_count'], NEEDS_CONFIRMED_COUNT, 'missing');
      }
      for (const name of Object.keys(body.filters)) {
        if (!FILTERS_OF[body.list].includes(name)) {
          throw validationFailed(['body', 'filters', name], notAFilterOf(name, body.list));
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
          throw validationFailed(['body', 'filters'], tooManyMatching(MAX_MATCHING));
        }
        if (Math.abs(ids.length - expected) > allowedDrift(expected)) throw new CountChangedError(expected, ids.length);
        selection = { filters, expected_count: expected, matching_count: ids.length };
      }
      const params = body.action === 'set_status' ? { task_status: body.task_status } : null;
      const job = await repo.create(
        { list: body.list, action: body.action, params, selection, actor_id: actor.id, actor_email: actor.email },
        ids,
      );
      return toPublicJob(job);
    },

    async get(id: number): Promise<BulkJobDetail> {
      const job = await repo.findById(id);
      if (!job) throw notFound(BULK_JOB_NOT_FOUND);
      return { ...toPublicJob(job), failures: await repo.failures(id) };
    },

    async list(actor: Actor, skip: number, limit: number) {
      const { rows, count } = await repo.list(actor.id, skip, limit);
      return { data: rows.map(toPublicJob), count };
    },
  };
}

export type BulkJobsService = ReturnType<typeof createBulkJobsService>;
