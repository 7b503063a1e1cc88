import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Dialect } from '../../db/dialect.js';

/** The counter tables and their key columns. */
export const COUNTER_KEYS = {
  video_task_counts: ['task_status', 'platform', 'is_read'],
  video_task_day_counts: ['day', 'task_status', 'platform', 'is_read'],
  video_template_counts: ['template_status', 'template_sub_status', 'template_platform'],
} as const;

export type CounterTable = keyof typeof COUNTER_KEYS;

/**
 * Rows a read of a counter table may find beyond one per key before its table is folded: a read
 * sums them all, so they are kept few (each write statement that moves a key adds one).
 */
export const FOLD_AFTER_EXTRA_ROWS = 200;

/**
 * On PostgreSQL, each write statement appends a delta row per key it moved (see the migration):
 * this replaces a table's rows by one per key holding their sum, dropping keys that sum to zero,
 * in one statement. Deltas committed meanwhile are not seen by its DELETE and stay, so the sums
 * stay exact. SQLite keeps one row per key: nothing to do.
 */
export async function foldCounters(db: Kysely<Database>, dialect: Dialect, tables: readonly CounterTable[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of tables) {
    const key = sql.join(COUNTER_KEYS[table].map((column) => sql.id(column)));
    // One fold of a table at a time in the whole deployment: another one running (another
    // instance, the other repository here) already does the work, and two deleting the same rows
    // in different orders could deadlock.
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        free: boolean;
      }>`select pg_try_advisory_xact_lock(hashtext(current_schema() || ${`.${table} fold`})) as free`.execute(trx);
      if (!rows[0]?.free) return;
      await sql`with gone as (delete from ${sql.id(table)} returning ${key}, n)
        insert into ${sql.id(table)} (${key}, n) select ${key}, sum(n) from gone group by ${key} having sum(n) <> 0`.execute(trx);
    });
  }
}

/** Writes through one process after which it folds every counter table, read or not (a long bulk job). */
export const FOLD_EVERY_WRITES = 500;

const ALL_COUNTER_TABLES = Object.keys(COUNTER_KEYS) as CounterTable[];

/**
 * Folds `tables` at most once at a time per process, in the background: a read that found many
 * delta rows asks for it and goes on with its own (already exact) sums, and every
 * FOLD_EVERY_WRITES writes through the process ask for it too, so deltas do not pile up while no
 * one reads. A failed fold is retried by a later request.
 */
export function backgroundFolder(db: Kysely<Database>, dialect: Dialect, onError: (error: unknown) => void = () => {}) {
  let running: Promise<void> | null = null;
  let writes = 0;
  return {
    /** A write went through this process. */
    noteWrite(): void {
      if (dialect !== 'postgres' || ++writes < FOLD_EVERY_WRITES) return;
      writes = 0;
      this.request(ALL_COUNTER_TABLES);
    },
    request(tables: readonly CounterTable[]): void {
      if (dialect !== 'postgres' || running) return;
      running = foldCounters(db, dialect, tables)
        .catch(onError)
        .finally(() => {
          running = null;
        });
    },
    /** The fold in progress, if any (tests wait for it). */
    settled(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}

export type CounterFolder = ReturnType<typeof backgroundFolder>;
