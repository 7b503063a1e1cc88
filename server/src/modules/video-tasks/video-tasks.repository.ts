import fp from 'fastify-plugin';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, VideoTasksTable } from '../../db/types.js';
import type { TaskRow } from '../../db/rows.js';
import { CountCache } from '../../lib/count-cache.js';
import { nowIso } from '../../lib/time.js';
import { PLATFORMS } from '../../schemas/backend.js';
import { announce, announceCommitted } from '../changes/announce.js';
import type { ChangeOp } from '../changes/change-feed.js';
import { parseObject, type Dialect, type RepositoryOptions } from '../video-templates/video-templates.repository.js';
import { TASK_STATUS, type SORT_COLUMNS } from './video-tasks.schemas.js';

// Its rows' type lives below the modules (db/rows.ts); exported here too for the module's own code.
export type { TaskRow };

export type NewTask = Omit<TaskRow, 'task_id' | 'created_at' | 'updated_at' | 'locked_by' | 'locked_until'> & {
  created_at?: string;
  updated_at?: string;
};

export type TaskChanges = Partial<Omit<TaskRow, 'task_id' | 'created_at'>>;

export interface TaskFilters {
  task_id?: number;
  template_id?: number;
  original_template_id?: number;
  user_id?: number;
  platform?: string;
  task_status?: number;
  /** Created at or after this stored timestamp (see toStoredTimestamp). */
  created_after?: string;
}

export interface TaskSort {
  by: (typeof SORT_COLUMNS)[number];
  order: 'asc' | 'desc';
}

const JSON_COLUMNS = ['create_task_params', 'create_task_rsp', 'query_task_rsp'] as const;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toRow(row: Selectable<VideoTasksTable>): TaskRow {
  return {
    ...row,
    task_id: Number(row.task_id),
    template_id: Number(row.template_id),
    original_template_id: nullableNumber(row.original_template_id),
    user_id: Number(row.user_id),
    task_status: Number(row.task_status),
    is_read: Boolean(row.is_read),
    create_task_params: parseObject(row.create_task_params),
    create_task_rsp: parseObject(row.create_task_rsp),
    query_task_rsp: parseObject(row.query_task_rsp),
    worker_managed: Boolean(row.worker_managed),
    attempts: Number(row.attempts),
    template_video_slot: nullableNumber(row.template_video_slot),
  };
}

function toColumns(values: TaskChanges): Updateable<VideoTasksTable> {
  const columns: Record<string, unknown> = { ...values };
  for (const column of JSON_COLUMNS) {
    if (values[column] !== undefined) columns[column] = values[column] === null ? null : JSON.stringify(values[column]);
  }
  return columns as Updateable<VideoTasksTable>;
}

/** finishStep's statement, on the database or a transaction. */
async function finishStepOn(
  db: Kysely<Database>,
  id: number,
  workerId: string,
  fromStatus: number,
  changes: TaskChanges,
): Promise<TaskRow | null> {
  const row = await db
    .updateTable('video_tasks')
    .set({ ...toColumns(changes), locked_by: null, locked_until: null, updated_at: nowIso() })
    .where('task_id', '=', id)
    .where('locked_by', '=', workerId)
    .where('task_status', '=', fromStatus)
    .returningAll()
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

export function createVideoTasksRepository(db: Kysely<Database>, dialect: Dialect, options: RepositoryOptions = {}) {
  const counts = options.counts ?? new CountCache(0);
  const feed = options.changes;
  const write = <T>(work: () => Promise<T>) => counts.afterWrite(work);
  /** Publishes a committed change of `task` (see ChangeFeed). */
  const published = (op: ChangeOp, task: TaskRow): TaskRow => {
    announce(feed, db, { kind: 'task', op, id: task.task_id, template_id: task.template_id, task_status: task.task_status });
    return task;
  };

  function filtered<Q extends { where: (...args: any[]) => Q }>(query: Q, filters: TaskFilters): Q {
    let q = query;
    for (const column of ['task_id', 'template_id', 'original_template_id', 'user_id', 'platform', 'task_status'] as const) {
      if (filters[column] !== undefined) q = q.where(column, '=', filters[column]);
    }
    // Stored timestamps sort as text in time order (one format, UTC, milliseconds).
    if (filters.created_after !== undefined) q = q.where('created_at', '>=', filters.created_after);
    return q;
  }

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
                filtered(db.selectFrom('video_tasks').select('task_id'), filters)
                  .orderBy(sort.by, sort.order)
                  .orderBy('task_id', sort.order)
                  .limit(limit)
                  .offset(skip),
              )
              .orderBy(sort.by, sort.order)
              .orderBy('task_id', sort.order)
          : filtered(db.selectFrom('video_tasks').selectAll(), filters)
              .orderBy(sort.by, sort.order)
              .orderBy('task_id', sort.order)
              .limit(limit);
      const [rows, total] = await Promise.all([
        page.execute(),
        counts.get(`list:${JSON.stringify(filters)}`, async () => {
          const total = await filtered(
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
        let query = filtered(db.selectFrom('video_tasks').selectAll(), filters);
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

    async create(task: NewTask): Promise<TaskRow> {
      const at = nowIso();
      const values = { created_at: at, updated_at: at, ...toColumns(task) } as Insertable<VideoTasksTable>;
      return published(
        'created',
        toRow(await write(() => db.insertInto('video_tasks').values(values).returningAll().executeTakeFirstOrThrow())),
      );
    },

    /** Many rows at once (demo data), in chunks small enough for SQLite's parameter limit. */
    async createMany(tasks: NewTask[]): Promise<void> {
      for (let i = 0; i < tasks.length; i += 40) {
        const values = tasks.slice(i, i + 40).map((task) => ({ ...toColumns(task) }) as Insertable<VideoTasksTable>);
        await write(() => db.insertInto('video_tasks').values(values).execute());
      }
      if (tasks.length > 0) announce(feed, db, { kind: 'task', op: 'created', id: null });
    },

    async update(id: number, changes: TaskChanges): Promise<TaskRow | null> {
      const row = await write(() =>
        db
          .updateTable('video_tasks')
          .set({ ...toColumns(changes), updated_at: nowIso() })
          .where('task_id', '=', id)
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? published('updated', toRow(row)) : null;
    },

    /** The task as it was when deleted (its last video URL included), or null if there was none. */
    async delete(id: number): Promise<TaskRow | null> {
      const row = await write(() => db.deleteFrom('video_tasks').where('task_id', '=', id).returningAll().executeTakeFirst());
      return row ? published('deleted', toRow(row)) : null;
    },

    /**
     * Totals by status and platform and the unread count of the tasks `filters` match (all of
     * them without), from one pass over the (task_status, platform, created_at, task_id,
     * is_read) index, or the filter's own index; served from the count cache.
     */
    stats(filters: Omit<TaskFilters, 'task_status'> = {}) {
      const given = Object.entries(filters).filter(([, value]) => value !== undefined);
      return counts.get(given.length ? `stats:${JSON.stringify(Object.fromEntries(given))}` : 'stats', async () => {
        const rows = await filtered(db.selectFrom('video_tasks'), filters)
          .select([
            'task_status',
            'platform',
            (eb) => eb.fn.countAll().as('count'),
            sql<number>`sum(case when is_read then 0 else 1 end)`.as('unread'),
          ])
          .groupBy(['task_status', 'platform'])
          .execute();
        const status_stats = { total: 0, pending: 0, running: 0, completed: 0, failed: 0, unread: 0 };
        const platform_stats: Record<string, number> = Object.fromEntries(PLATFORMS.map((name) => [name, 0]));
        const byStatus: Record<number, 'pending' | 'running' | 'completed' | 'failed'> = {
          [TASK_STATUS.pending]: 'pending',
          [TASK_STATUS.running]: 'running',
          [TASK_STATUS.completed]: 'completed',
          [TASK_STATUS.failed]: 'failed',
        };
        for (const row of rows) {
          const count = Number(row.count);
          const status = byStatus[Number(row.task_status)];
          status_stats.total += count;
          if (status) status_stats[status] += count;
          status_stats.unread += Number(row.unread);
          platform_stats[row.platform] = (platform_stats[row.platform] ?? 0) + count;
        }
        return { status_stats, platform_stats };
      });
    },

    /**
     * How many tasks were created on each day since `since` (an ISO date), by status and
     * platform: a range of the created_at index, served from the count cache.
     */
    createdSince(since: string): Promise<{ day: string; task_status: number; platform: string; count: number }[]> {
      return counts.get(`created-since:${since}`, async () => {
        const day = sql<string>`substr(created_at, 1, 10)`;
        const rows = await db
          .selectFrom('video_tasks')
          .select([day.as('day'), 'task_status', 'platform', (eb) => eb.fn.countAll().as('count')])
          .where('created_at', '>=', since)
          .groupBy([day, 'task_status', 'platform'])
          .execute();
        return rows.map((row) => ({
          day: row.day,
          task_status: Number(row.task_status),
          platform: row.platform,
          count: Number(row.count),
        }));
      });
    },

    /**
     * Reserves up to `limit` due tasks for `workerId` until `leaseUntil`, in one statement. On
     * PostgreSQL the inner SELECT takes row locks with FOR UPDATE SKIP LOCKED, so instances
     * claiming at the same moment skip each other's rows instead of taking them twice; on SQLite
     * the single UPDATE is atomic by itself (one writer at a time). A lease that ran out (an
     * instance died mid-task) makes the task claimable again.
     */
    async claimDue(workerId: string, now: string, leaseUntil: string, limit: number): Promise<TaskRow[]> {
      let due = db
        .selectFrom('video_tasks')
        .select('task_id')
        // Written exactly as the partial index video_tasks_due_idx is, with literals: a planner
        // uses a partial index only when it can see the query asks for no more than the index
        // holds, and with `worker_managed = ?` and `task_status in (?, ?)` SQLite cannot: it would
        // read every pending and running task at each tick, blocking every request meanwhile.
        .where(sql<boolean>`worker_managed and task_status in (${sql.lit(TASK_STATUS.pending)}, ${sql.lit(TASK_STATUS.running)})`)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('task_id')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('video_tasks')
        .set({ locked_by: workerId, locked_until: leaseUntil })
        .where('task_id', 'in', due)
        .returningAll()
        .execute();
      return rows.map(toRow).sort((a, b) => a.task_id - b.task_id);
    },

    /**
     * The worker's write after a step: applied only while the task is still reserved by this
     * worker and still has the status the step started from (an admin who changed it in the
     * meantime wins). Releases the reservation. Null when it no longer applied.
     */
    async finishStep(id: number, workerId: string, fromStatus: number, changes: TaskChanges): Promise<TaskRow | null> {
      const task = await write(() => finishStepOn(db, id, workerId, fromStatus, changes));
      return task ? published('updated', task) : null;
    },

    /**
     * Extends this worker's reservation of a task (a platform call is taking long). False when
     * the worker no longer holds it: another instance took it over.
     */
    async renewLease(id: number, workerId: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('video_tasks')
        .set({ locked_until: leaseUntil })
        .where('task_id', '=', id)
        .where('locked_by', '=', workerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * finishStep and `also` (given the finished task) in one transaction: both happen or neither.
     * `trx` lets another module's repository join it. Null, and `also` not run, when the step no
     * longer applied.
     */
    async finishStepTogether(
      id: number,
      workerId: string,
      fromStatus: number,
      changes: TaskChanges,
      also: (task: TaskRow, trx: Kysely<Database>) => Promise<void>,
    ): Promise<TaskRow | null> {
      let transaction: Kysely<Database> | undefined;
      const task = await write(() =>
        db.transaction().execute(async (trx) => {
          transaction = trx;
          const task = await finishStepOn(trx, id, workerId, fromStatus, changes);
          if (task) await also(task, trx);
          return task;
        }),
      );
      // What `also` wrote through repositories joining the transaction, then the task itself.
      announceCommitted(feed, transaction);
      return task ? published('updated', task) : null;
    },

    /** Gives back every reservation of `workerId` (a clean stop), so another instance can go on at once. */
    async releaseAll(workerId: string): Promise<void> {
      await db.updateTable('video_tasks').set({ locked_by: null, locked_until: null }).where('locked_by', '=', workerId).execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('video_tasks')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** For writes made around the repository (the demo loader): forget the cached counts. */
    invalidateCounts(): void {
      counts.invalidate();
      announce(feed, db, { kind: 'task', op: 'updated', id: null });
    },
  };
}

export type VideoTasksRepository = ReturnType<typeof createVideoTasksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    videoTasksRepository: VideoTasksRepository;
  }
}

export const videoTasksRepositoryPlugin = fp(
  async (app) => {
    const counts = new CountCache(app.config.countCacheTtlMs);
    // Writes through another instance (heard through the feed) change the totals too.
    app.changeFeed.subscribe(({ event }) => {
      if (event.kind === 'task' || event.kind === 'reset') counts.invalidate();
    });
    app.decorate(
      'videoTasksRepository',
      createVideoTasksRepository(app.db, app.config.databaseUrl ? 'postgres' : 'sqlite', { counts, changes: app.changeFeed }),
    );
  },
  { name: 'video-tasks-repository', dependencies: ['db', 'change-feed'] },
);
