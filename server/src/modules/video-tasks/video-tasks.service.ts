import { notFound, validationFailed } from '../../lib/http-errors.js';
import { nowIso, toStoredTimestamp, toWireTimestamp } from '../../lib/time.js';
import { TASK_NOT_FOUND } from '../../lib/messages.js';
import { TASK_MEDIA_COLUMNS } from '../video-media/media-columns.js';
import type { ReferenceTaskInput } from '../video-media/reference-task.js';
import type { RemoveUnusedMedia } from '../video-media/unused-media.js';
import type { TaskChanges, TaskRow, VideoTasksRepository } from './video-tasks.repository.js';
import { tasksCsv } from './video-tasks.csv.js';
import {
  TASK_STATUS,
  type CreateTaskBody,
  type ExportTasksQuery,
  type ListTasksQuery,
  type TaskStatsQuery,
  type UpdateTaskBody,
  type VideoTask,
} from './video-tasks.schemas.js';

export function toPublicTask(row: TaskRow): VideoTask {
  return {
    task_id: row.task_id,
    template_id: row.template_id,
    original_template_id: row.original_template_id,
    user_id: row.user_id,
    platform: row.platform,
    platform_task_id: row.platform_task_id,
    task_status: row.task_status,
    is_read: row.is_read,
    video_url: row.video_url,
    first_image: row.first_image,
    second_image: row.second_image,
    merged_image: row.merged_image,
    create_task_params: row.create_task_params,
    create_task_rsp: row.create_task_rsp,
    query_task_rsp: row.query_task_rsp,
    created_at: toWireTimestamp(row.created_at),
    updated_at: toWireTimestamp(row.updated_at),
  };
}

const emptyToNull = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

/**
 * When the worker should next look at a task in this state: pending tasks are submitted, running
 * ones with a platform task id are polled; anything else is left alone (null).
 */
export function nextAttemptFor(status: number, platformTaskId: string | null): string | null {
  if (status === TASK_STATUS.pending) return nowIso();
  if (status === TASK_STATUS.running && platformTaskId) return nowIso();
  return null;
}

/**
 * The list's filters as the repository takes them: created_after as timestamps are stored, so the
 * database compares times. A date-time JavaScript cannot read (a leap second) is a 422.
 */
export function storedTaskFilters<F extends { created_after?: string }>(filters: F, loc: string[] = ['query', 'created_after']): F {
  if (filters.created_after === undefined) return filters;
  const created_after = toStoredTimestamp(filters.created_after);
  if (created_after === undefined) throw validationFailed(loc, 'Input should be a valid datetime', 'datetime_parsing');
  return { ...filters, created_after };
}

/**
 * `removeUnusedMedia` (see unused-media.ts) takes a deleted task's files that nothing else uses;
 * without it they stay. A task made due (created, or sent back to pending) reaches the worker
 * through the change feed, which wakes it (see VideoWorker.hear).
 */
export function createVideoTasksService(repo: VideoTasksRepository, removeUnusedMedia: RemoveUnusedMedia = async () => {}) {
  async function existing(id: number): Promise<TaskRow> {
    const task = await repo.findById(id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return task;
  }

  return {
    /** The CSV of every task the filters match, in the list's order, read and sent in batches. */
    exportCsv(query: ExportTasksQuery): AsyncGenerator<string> {
      const { sort_by, sort_order, language, ...filters } = query;
      return tasksCsv(repo, storedTaskFilters(filters), { by: sort_by, order: sort_order }, language);
    },

    async list(query: ListTasksQuery) {
      const { skip, limit, sort_by, sort_order, cursor, ...filters } = query;
      const page = await repo.list(storedTaskFilters(filters), { by: sort_by, order: sort_order }, skip, limit, cursor);
      return { data: page.rows.map(toPublicTask), count: page.count, count_exact: page.countExact, next_cursor: page.nextCursor };
    },

    get: existing,

    /** A task recorded by the end-user product: the worker takes it from here (pending or running). */
    create(body: CreateTaskBody): Promise<TaskRow> {
      const status = body.task_status ?? TASK_STATUS.pending;
      const platformTaskId = body.platform_task_id ?? null;
      return repo.create({
        template_id: body.template_id,
        original_template_id: body.original_template_id ?? null,
        user_id: body.user_id,
        platform: body.platform,
        platform_task_id: platformTaskId,
        task_status: status,
        is_read: body.is_read ?? false,
        video_url: emptyToNull(body.video_url),
        first_image: emptyToNull(body.first_image),
        second_image: emptyToNull(body.second_image),
        merged_image: emptyToNull(body.merged_image),
        create_task_params: body.create_task_params ?? null,
        create_task_rsp: body.create_task_rsp ?? null,
        query_task_rsp: body.query_task_rsp ?? null,
        worker_managed: true,
        attempts: 0,
        next_attempt_at: nextAttemptFor(status, platformTaskId),
        template_video_slot: null,
      });
    },

    /** The task behind a reference-image upload; its video becomes template_video_url_<slot>. */
    createForReference(input: ReferenceTaskInput): Promise<TaskRow> {
      return repo.create({
        template_id: input.templateId,
        original_template_id: input.originalTemplateId,
        user_id: 0,
        platform: input.platform,
        platform_task_id: null,
        task_status: TASK_STATUS.pending,
        is_read: false,
        video_url: null,
        first_image: input.imageUrl,
        second_image: null,
        merged_image: null,
        create_task_params: input.params,
        create_task_rsp: null,
        query_task_rsp: null,
        worker_managed: true,
        attempts: 0,
        next_attempt_at: nowIso(),
        template_video_slot: input.slot,
      });
    },

    /**
     * The admin may set any status. Moving a task back to pending (or running with a platform
     * id) hands it to the worker again with a fresh retry budget; any status change also drops
     * a reservation, so a worker step in flight does not overwrite the admin's choice.
     */
    async update(id: number, body: UpdateTaskBody): Promise<TaskRow> {
      const task = await existing(id);
      const changes: TaskChanges = {};
      if (body.is_read !== undefined) changes.is_read = body.is_read;
      if (body.task_status !== undefined && body.task_status !== task.task_status) {
        changes.task_status = body.task_status;
        changes.attempts = 0;
        changes.locked_by = null;
        changes.locked_until = null;
        changes.next_attempt_at = task.worker_managed ? nextAttemptFor(body.task_status, task.platform_task_id) : null;
      }
      return (await repo.update(task.task_id, changes)) ?? task;
    },

    async delete(id: number): Promise<void> {
      const task = await repo.delete(id);
      if (!task) throw notFound(TASK_NOT_FOUND);
      await removeUnusedMedia(TASK_MEDIA_COLUMNS.map((column) => task[column]));
    },

    stats: (filters: TaskStatsQuery = {}) => repo.stats(storedTaskFilters(filters)),
  };
}

export type VideoTasksService = ReturnType<typeof createVideoTasksService>;
