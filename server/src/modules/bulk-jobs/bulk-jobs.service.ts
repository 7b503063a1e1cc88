import type { UserRow } from '../../db/rows.js';
import { HttpError, notFound, validationFailed } from '../../lib/http-errors.js';
import {
  BULK_JOB_NOT_FOUND,
  IDS_OR_FILTERS,
  NEEDS_CONFIRMED_COUNT,
  NOT_ENOUGH_PRIVILEGES,
  SET_STATUS_NEEDS_STATUS,
  bulkJobCancelled,
  bulkJobFinished,
  notAFilterOf,
  notAnActionOf,
  selectionChanged,
  tooManyBulkJobs,
  tooManyMatching,
} from '../../lib/messages.js';
import { toWireTimestamp } from '../../lib/time.js';
import { assertPermission } from '../users/authentication.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { VideoTasksRepository } from '../video-tasks/video-tasks.repository.js';
import { storedTaskFilters } from '../video-tasks/video-tasks.service.js';
import type { Actor, VideoTemplatesRepository } from '../video-templates/video-templates.repository.js';
import type { RowRunner } from './bulk-actions.js';
import { QueueFullError, type BulkJobsRepository, type JobRow } from './bulk-jobs.repository.js';
import { permissionsForJob, starterStop } from './bulk-rights.js';
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
  type StopReason,
} from './bulk-jobs.schemas.js';

/** Who starts or cancels a job: their id and e-mail for the record, their rights for the checks. */
export type BulkCaller = Pick<UserRow, 'id' | 'email' | 'is_superuser' | 'roles'>;

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
    stop_reason: row.stop_reason as StopReason | null,
    stop_detail: row.stop_detail,
    created_at: toWireTimestamp(row.created_at),
    updated_at: toWireTimestamp(row.updated_at),
    finished_at: row.finished_at ? toWireTimestamp(row.finished_at) : null,
  };
}

export interface BulkJobsServiceDeps {
  repo: BulkJobsRepository;
  templatesRepo: VideoTemplatesRepository;
  tasksRepo: VideoTasksRepository;
  users: Pick<UsersRepository, 'findById'>;
  runRow: RowRunner;
  /** Jobs one person may have queued or running at once (BULK_JOBS_MAX_QUEUED_PER_USER). */
  maxUnfinishedPerUser: number;
}

/**
 * Starting, cancelling and reporting on bulk jobs, and the check the runner makes before each
 * batch (mayGoOn): a job runs with the rights of the person who started it. A job created is
 * announced on the change feed (see the repository), which wakes the runner; the runner also
 * looks by itself at every poll.
 */
export function createBulkJobsService({ repo, templatesRepo, tasksRepo, users, runRow, maxUnfinishedPerUser }: BulkJobsServiceDeps) {
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

  async function detailOf(job: JobRow): Promise<BulkJobDetail> {
    return { ...toPublicJob(job), failures: await repo.failures(job.id) };
  }

  /**
   * Before each batch: whether the job still runs here (not cancelled, the lease still held) and
   * its starter may still run it (see starterStop); if not, the job is stopped saying why, and
   * false tells the runner to leave it. A job no person started (actor_id null, made by the
   * server itself) answers to no one's rights.
   */
  async function mayGoOn(job: Pick<JobRow, 'id'>, runnerId: string): Promise<boolean> {
    const current = await repo.findById(job.id);
    if (!current || current.locked_by !== runnerId) return false;
    if (current.status !== 'running') {
      await repo.release(current.id, runnerId);
      return false;
    }
    if (current.actor_id === null) return true;
    const stop = starterStop(current, await users.findById(current.actor_id));
    if (!stop) return true;
    await repo.stop(current.id, runnerId, stop.reason, stop.detail);
    return false;
  }

  return {
    runRow,
    mayGoOn,

    /**
     * Starts a job: the caller needs the action's own permission besides bulk.run (the route's),
     * and may have at most maxUnfinishedPerUser jobs queued or running (429 beyond).
     */
    async create(body: CreateBulkJobBody, starter: BulkCaller): Promise<BulkJob> {
      checkRequest(body);
      assertPermission(starter, permissionsForJob(body.list, body.action)[1]!);
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
      try {
        const job = await repo.create(
          { list: body.list, action: body.action, params, selection, actor_id: starter.id, actor_email: starter.email },
          ids,
          maxUnfinishedPerUser,
        );
        return toPublicJob(job);
      } catch (error) {
        if (error instanceof QueueFullError) throw new HttpError(429, tooManyBulkJobs(error.max));
        throw error;
      }
    },

    /**
     * A job as its starter or a superuser reads it. Anyone else gets the 404 of an unknown job: ids
     * count from 1, and a job's failures name rows its reader may have no right to see.
     */
    async get(id: number, caller: BulkCaller): Promise<BulkJobDetail> {
      const job = await repo.findById(id);
      if (!job || (job.actor_id !== caller.id && !caller.is_superuser)) throw notFound(BULK_JOB_NOT_FOUND);
      return detailOf(job);
    },

    /**
     * Cancels a queued or running job, by its starter or a superuser (anyone else: 403 without
     * missing_permission, as no permission would let them): it is final at once and tells what
     * had been done; the runner starts no further row (a row already under way finishes and is
     * counted). A job already finished is a 409.
     */
    async cancel(id: number, caller: BulkCaller): Promise<BulkJobDetail> {
      const job = await repo.findById(id);
      if (!job) throw notFound(BULK_JOB_NOT_FOUND);
      if (job.actor_id !== caller.id && !caller.is_superuser) throw new HttpError(403, NOT_ENOUGH_PRIVILEGES);
      const cancelled = await repo.cancel(id, bulkJobCancelled(caller.email));
      if (cancelled) return detailOf(cancelled);
      const now = await repo.findById(id);
      if (!now) throw notFound(BULK_JOB_NOT_FOUND);
      throw new HttpError(409, bulkJobFinished(now.status));
    },

    async list(actor: Actor, skip: number, limit: number) {
      const { rows, count } = await repo.list(actor.id, skip, limit);
      return { data: rows.map(toPublicJob), count };
    },
  };
}

export type BulkJobsService = ReturnType<typeof createBulkJobsService>;
