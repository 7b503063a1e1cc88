import type { Insertable, Kysely } from 'kysely';
import type { Database, VideoTasksTable } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { announce } from '../changes/announce.js';
import type { ChangeOp, ChangeFeed } from '../changes/change-feed.js';
import type { RepositoryContext } from '../video-media/repository-context.js';
import { toColumns, toRow, type NewTask, type TaskChanges, type TaskRow } from './task-rows.js';

/** Publishes a committed change of `task` made on `db` (see ChangeFeed); returns the task. */
export function publishedTask(feed: ChangeFeed | undefined, db: Kysely<Database>, op: ChangeOp, task: TaskRow): TaskRow {
  announce(feed, db, { kind: 'task', op, id: task.task_id, template_id: task.template_id, task_status: task.task_status });
  return task;
}

/** The admin's and the product's writes to tasks: each forgets the cached counts and is published once committed. */
export function taskWrites({ db, counts, feed, write }: RepositoryContext) {
  return {
    async create(task: NewTask): Promise<TaskRow> {
      const at = nowIso();
      const values = { created_at: at, updated_at: at, ...toColumns(task) } as Insertable<VideoTasksTable>;
      const row = await write(() => db.insertInto('video_tasks').values(values).returningAll().executeTakeFirstOrThrow());
      return publishedTask(feed, db, 'created', toRow(row));
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
      return row ? publishedTask(feed, db, 'updated', toRow(row)) : null;
    },

    /** The task as it was when deleted (its last video URL included), or null if there was none. */
    async delete(id: number): Promise<TaskRow | null> {
      const row = await write(() => db.deleteFrom('video_tasks').where('task_id', '=', id).returningAll().executeTakeFirst());
      return row ? publishedTask(feed, db, 'deleted', toRow(row)) : null;
    },

    /** For writes made around the repository (the demo loader): forget the cached counts. */
    invalidateCounts(): void {
      counts.invalidate();
      announce(feed, db, { kind: 'task', op: 'updated', id: null });
    },
  };
}
