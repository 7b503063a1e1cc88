import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

const tallied = new WeakSet<FastifyInstance>();

/**
 * Counts the writes to the rate-limit counters in a temporary table: a refused sign-in or
 * recovery request still counts against its limits, which is the one write a refused request
 * must make. Each counter write adds one change of its own and one to the tally.
 */
async function tallyRateLimitWrites(app: FastifyInstance): Promise<void> {
  if (tallied.has(app)) return;
  tallied.add(app);
  await sql`create temp table rate_limit_writes (n integer not null)`.execute(app.db);
  await sql`insert into temp.rate_limit_writes values (0)`.execute(app.db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql
      .raw(`create temp trigger rate_limit_${event} after ${event} on main.rate_limits begin update rate_limit_writes set n = n + 1; end`)
      .execute(app.db);
  }
}

/**
 * Rows written so far on the app's SQLite connection, besides the rate-limit counters: inserts,
 * updates and deletes, including those of triggers and of transactions rolled back. A request
 * that leaves it unchanged wrote nothing else. (SQLite only: the app keeps one connection, so
 * it sees every write.)
 */
export async function rowsWritten(app: FastifyInstance): Promise<number> {
  await tallyRateLimitWrites(app);
  const { rows } = await sql<{
    total: number;
    limits: number;
  }>`select total_changes() as total, (select n from temp.rate_limit_writes) as limits`.execute(app.db);
  return Number(rows[0]!.total) - 2 * Number(rows[0]!.limits);
}

/** Every file below a folder (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath}/${entry.name}`);
  } catch {
    return [];
  }
}
