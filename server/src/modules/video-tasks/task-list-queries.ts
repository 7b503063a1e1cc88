import type { Selectable } from 'kysely';
import type { VideoTasksTable } from '../../db/types.js';
import type { RepositoryContext } from '../video-media/repository-context.js';
import { toRow, type TaskFilters, type TaskRow, type TaskSort } from './task-rows.js';

/** `query` narrowed to the tasks `filters` match. */
export function filteredTasks<Q extends { where(...args: unknown[]): Q }>(query: Q, filters: TaskFilters): Q {
  let q = query;
  for (const column of ['task_id', 'template_id', 'original_template_id', 'user_id', 'platform', 'task_status'] as const) {
    if (filters[column] !== undefined) q = q.where(column, '=', filters[column]);
  }
  // Stored timestamps sort as text in time order (one format, UTC, milliseconds).
  if (filters.created_after !== undefined) q = q.where('created_at', '>=', filters.created_after);
  // No index of its own: the list walks its sort index and skips the tasks of the other kind.
  if (filters.is_read !== undefined) q = q.where('is_read', '=', filters.is_read);
  return q;
}

/** The reading side of the tasks repository: one task, the list's pages, its batches and the total. */
export function taskListQueries({ db, counts }: RepositoryContext) {
  return {
    async findById(id: number): Promise<TaskRow | null> {
      const row = await db.selectFrom('video_tasks').selectAll().where('task_id', '=', id).executeTakeFirst();
      return row ? toRow(row) : null;
    },

    async list(filters: TaskFilters, sort: TaskSort, skip: number, limit: number): Promise<{ rows: TaskRow[]; count: number }> {
      // A later page: the keys are found in an index alone, skipping `skip` of them there, and
      // only the page's rows are read (PostgreSQL otherwise reads every skipped row).
      const page =
        skip > 0
          ? db
              .selectFrom('video_tasks')
              .selectAll()
              .where(
                'task_id',
                'in',
                filteredTasks(db.selectFrom('video_tasks').select('task_id'), filters)
                  .orderBy(sort.by, sort.order)
                  .orderBy('task_id', sort.order)
                  .limit(limit)
                  .offset(skip),
              )
              .orderBy(sort.by, sort.order)
              .orderBy('task_id', sort.order)
          : filteredTasks(db.selectFrom('video_tasks').selectAll(), filters)
              .orderBy(sort.by, sort.order)
              .orderBy('task_id', sort.order)
              .limit(limit);
      const [rows, total] = await Promise.all([
        page.execute(),
        counts.get(`list:${JSON.stringify(filters)}`, async () => {
          const total = await filteredTasks(
            db.selectFrom('video_tasks').select((eb) => eb.fn.countAll().as('count')),
            filters,
          ).executeTakeFirstOrThrow();
          return Number(total.count);
        }),
      ]);
      return { rows: rows.map(toRow), count: total };
    },

    /**
     * Every task matching `filters`, in `sort` order, `batchSize` rows at a time: each batch is
     * read when the previous one has been consumed, continuing after the last row's sort key
     * (keyset, so a late batch costs what the first does), so an export of any size holds one
     * batch in memory.
     */
    async *inBatches(filters: TaskFilters, sort: TaskSort, batchSize = 1000): AsyncGenerator<TaskRow[]> {
      const after = sort.order === 'asc' ? '>' : '<';
      let last: Selectable<VideoTasksTable> | undefined;
      for (;;) {
        let query = filteredTasks(db.selectFrom('video_tasks').selectAll(), filters);
        if (last) {
          const { task_id: id, [sort.by]: key } = last;
          query =
            sort.by === 'task_id'
              ? query.where('task_id', after, id)
              : query.where((eb) => eb.or([eb(sort.by, after, key), eb.and([eb(sort.by, '=', key), eb('task_id', after, id)])]));
        }
        const rows = await query.orderBy(sort.by, sort.order).orderBy('task_id', sort.order).limit(batchSize).execute();
        if (rows.length > 0) yield rows.map(toRow);
        if (rows.length < batchSize) return;
        last = rows[rows.length - 1];
      }
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('video_tasks')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
