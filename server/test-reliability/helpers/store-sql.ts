import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { ServerStore } from '../../test/helpers/server-process.js';

/**
 * Runs read-only SQL against a server process's store from outside the process, the way an
 * operator would check a database after a crash. SQLite is opened read-only next to the
 * running server (WAL allows it); PostgreSQL is searched in the store's schema.
 */
export async function queryStore<T = Record<string, unknown>>(store: ServerStore, text: string): Promise<T[]> {
  if (store.databaseUrl && store.schema) {
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    try {
      await client.query(`set search_path to "${store.schema}", public`);
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const database = new Database(join(store.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return database.prepare(text).all() as T[];
  } finally {
    database.close();
  }
}

/**
 * What must hold in any state the server can leave behind: the engine's own check (SQLite),
 * no item without its owner, no template without the history row written in its transaction.
 * Returns the violations found (none: consistent).
 */
export async function consistencyProblems(store: ServerStore): Promise<string[]> {
  const problems: string[] = [];
  if (!store.databaseUrl) {
    const [integrity] = await queryStore<{ integrity_check: string }>(store, 'pragma integrity_check');
    if (integrity?.integrity_check !== 'ok') problems.push(`integrity_check: ${JSON.stringify(integrity)}`);
    const foreignKeys = await queryStore(store, 'pragma foreign_key_check');
    if (foreignKeys.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 3))}`);
  }
  const [orphans] = await queryStore<{ n: number | string }>(
    store,
    'select count(*) as n from items i where not exists (select 1 from users u where u.id = i.owner_id)',
  );
  if (Number(orphans?.n) !== 0) problems.push(`${orphans?.n} items without an owner`);
  const [untracked] = await queryStore<{ n: number | string }>(
    store,
    "select count(*) as n from video_templates t where not exists (select 1 from video_template_history h where h.template_id = t.template_id and h.action in ('create', 'copy'))",
  );
  if (Number(untracked?.n) !== 0) problems.push(`${untracked?.n} templates without their create history row`);
  return problems;
}
