import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { announceCommitted } from '../changes/announce.js';
import type { RepositoryContext } from '../video-media/repository-context.js';
import { toColumns, toRow, type TaskChanges, type TaskRow } from './task-rows.js';
import { publishedTask } from './task-writes.js';
import { TASK_STATUS } from './video-tasks.schemas.js';

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

/**
 * The worker's side of the tasks repository: due tasks claimed under a lease, the lease renewed
 * while a step runs, a step's result written only while the lease is still held.
 */
export function taskClaims({ db, dialect, feed, write }: RepositoryContext) {
  return {
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
      return task ? publishedTask(feed, db, 'updated', task) : null;
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
      return task ? publishedTask(feed, db, 'updated', task) : null;
    },

    /** Gives back every reservation of `workerId` (a clean stop), so another instance can go on at once. */
    async releaseAll(workerId: string): Promise<void> {
      await db.updateTable('video_tasks').set({ locked_by: null, locked_until: null }).where('locked_by', '=', workerId).execute();
    },
  };
}
