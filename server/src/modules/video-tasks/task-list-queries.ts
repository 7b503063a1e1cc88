import type { Selectable } from 'kysely';
import type { VideoTasksTable } from '../../db/types.js';
import { cappedCount, type ListTotal } from '../counts/capped-count.js';
import { countersAnswer, matching, sumOf, taskCounts } from '../counts/task-counts.js';
import { comesAfter, decodeCursor, encodeCursor, readPage, type After, type SortKey } from '../video-media/keyset.js';
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
  if (filters.is_read !== undefined) q = q.where('is_read', '=', filters.is_read);
  return q;
}

/** The list's order as a keyset: the sort column, then task_id the same way. */
export function taskSortKey(sort: TaskSort): SortKey {
  return { column: sort.by, id: 'task_id', order: sort.order };
}

const NUMBER_COLUMNS: readonly string[] = ['task_id', 'template_id', 'task_status'];

/** Where a list continues after `row`, in `sort`'s order. */
function afterRow(row: Selectable<VideoTasksTable>, sort: TaskSort): After {
  const value = row[sort.by];
  return { value: NUMBER_COLUMNS.includes(sort.by) ? Number(value) : String(value), id: Number(row.task_id) };
}

/** A page of the list, its total and the cursor of the page after it. */
export interface TaskPage {
  rows: TaskRow[];
  count: number;
  /** False when more tasks match than were counted (see EXACT_COUNT_LIMIT). */
  countExact: boolean;
  /** Where the next page starts (its cursor), or null after the last row. */
  nextCursor: string | null;
}

/** The reading side of the tasks repository: one task, the list's pages, its batches and the total. */
export function taskListQueries({ db, dialect, counts, folder }: RepositoryContext) {
  const counters = taskCounts(db, folder);

  /** `sort`, then task_id the same way (no task sort column holds nulls). */
  const ordered = <Q extends { orderBy(...args: unknown[]): Q }>(query: Q, sort: TaskSort): Q =>
    query.orderBy(sort.by, sort.order).orderBy('task_id', sort.order);

  /**
   * The list's total: from the counters (status, platform, read flag, created_after), or counted
   * through the filter's index up to EXACT_COUNT_LIMIT (an id, a user), from the count cache.
   */
  async function total(filters: TaskFilters): Promise<ListTotal> {
    if (countersAnswer(filters)) {
      const found = filters.created_after === undefined ? await counters.all() : await counters.createdSince(filters.created_after);
      return { count: sumOf(matching(found, filters)), exact: true };
    }
    return counts.get(`list:${JSON.stringify(filters)}`, () =>
      cappedCount(db, filteredTasks(db.selectFrom('video_tasks').select('task_id'), filters)),
    );
  }

  /** `limit` rows from `skip` on, in `sort`'s order: the keys from the index alone, then only the page's rows. */
  async function pageAt(filters: TaskFilters, sort: TaskSort, skip: number, limit: number): Promise<Selectable<VideoTasksTable>[]> {
    if (skip === 0)
      return ordered(filteredTasks(db.selectFrom('video_tasks').selectAll(), filters), sort)
        .limit(limit)
        .execute();
    // PostgreSQL would otherwise read every skipped row, not only its key.
    const keys = ordered(filteredTasks(db.selectFrom('video_tasks').select('task_id'), filters), sort)
      .limit(limit)
      .offset(skip);
    return ordered(db.selectFrom('video_tasks').selectAll().where('task_id', 'in', keys), sort).execute();
  }

  function pageAfter(filters: TaskFilters, sort: TaskSort, after: After, limit: number) {
    return ordered(filteredTasks(db.selectFrom('video_tasks').selectAll(), filters), sort)
      .where(comesAfter(taskSortKey(sort), after, dialect))
      .limit(limit)
      .execute();
  }

  return {
    total,

    async findById(id: number): Promise<TaskRow | null> {
      const row = await db.selectFrom('video_tasks').selectAll().where('task_id', '=', id).executeTakeFirst();
      return row ? toRow(row) : null;
    },

    /**
     * The page at `skip` (or, with `cursor`, the one after the row it names) of the tasks matching
     * `filters` in `sort`'s order. A page past the middle of an exactly counted list is read from
     * its end, in the reverse order, so the last page costs what the first does; a cursor seeks.
     */
    async list(filters: TaskFilters, sort: TaskSort, skip: number, limit: number, cursor?: string): Promise<TaskPage> {
      const key = taskSortKey(sort);
      const after = cursor === undefined ? undefined : decodeCursor(cursor, key, NUMBER_COLUMNS.includes(sort.by) ? 'number' : 'string');
      const {
        rows,
        total: found,
        last,
      } = await readPage(
        {
          total: () => total(filters),
          pageAt: (order: TaskSort, from: number, count: number) => pageAt(filters, order, from, count),
          pageAfter: (row: After, count: number) => pageAfter(filters, sort, row, count),
        },
        sort,
        skip,
        limit,
        after,
      );
      return {
        rows: rows.map(toRow),
        count: found.count,
        countExact: found.exact,
        nextCursor: last ? encodeCursor(key, afterRow(last, sort)) : null,
      };
    },

    /**
     * Every task matching `filters`, in `sort` order, `batchSize` rows at a time: each batch is
     * read when the previous one has been consumed, continuing after the last row's sort key
     * (a keyset seek, so a late batch costs what the first does), so an export of any size holds
     * one batch in memory.
     */
    async *inBatches(filters: TaskFilters, sort: TaskSort, batchSize = 1000): AsyncGenerator<TaskRow[]> {
      let after: After | undefined;
      for (;;) {
        const rows = after
          ? await pageAfter(filters, sort, after, batchSize)
          : await ordered(filteredTasks(db.selectFrom('video_tasks').selectAll(), filters), sort)
              .limit(batchSize)
              .execute();
        if (rows.length > 0) yield rows.map(toRow);
        if (rows.length < batchSize) return;
        after = afterRow(rows[rows.length - 1]!, sort);
      }
    },

    /** Every task, from the counters. */
    async count(): Promise<number> {
      return sumOf(await counters.all());
    },
  };
}
