// Loads the growth bench's rows into the SQLite database the server has just migrated: the server
// bench's row generators (bench/server/rows.mjs, fixed seeds), prepared inserts in one
// transaction. As on PostgreSQL, the secondary indexes of the two big tables are dropped first and
// made again from their own definitions afterwards; triggers (the FTS5 search index's, and any
// counters the server keeps by trigger) stay, so the load maintains them as the app's writes do.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { taskRows, templateRows } from '../server/rows.mjs';

/** Loads into the database file at `path`; resolves with the seconds of each step. */
export async function loadSqlite(serverDir, path, { templates, tasks, now = Date.now() }) {
  const { seededRandom: random } = await import(pathToFileURL(join(serverDir, 'dist', 'demo', 'seeded-random.js')).href);
  const Database = createRequire(join(serverDir, 'package.json'))('better-sqlite3');
  const db = new Database(path);
  const seconds = {};
  const timed = (step, work) => {
    const started = performance.now();
    work();
    seconds[step] = (performance.now() - started) / 1000;
  };
  try {
    db.pragma('busy_timeout = 10000');
    // Bench data need no durability; a big page cache keeps the index builds in memory.
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -1048576');
    const indexes = db
      .prepare(
        "select name, sql from sqlite_master where type = 'index' and tbl_name in ('video_templates', 'video_tasks') and sql is not null",
      )
      .all();
    // One transaction in all: the drops, both tables, the index builds.
    db.exec('savepoint load');
    for (const { name } of indexes) db.exec(`drop index "${name}"`);
    const run = (table, rows) => {
      let statement = null;
      for (const row of rows) {
        if (!statement) {
          const columns = Object.keys(row);
          statement = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => '@' + c).join(', ')})`);
        }
        for (const key in row) if (typeof row[key] === 'boolean') row[key] = row[key] ? 1 : 0;
        statement.run(row);
      }
    };
    timed('templates', () => run('video_templates', templateRows(templates, now, random)));
    timed('tasks', () => run('video_tasks', taskRows(tasks, templates, now, random)));
    timed('indexes', () => {
      for (const { sql } of indexes) db.exec(sql);
    });
    db.exec('release load');
    timed('vacuum', () => db.exec('analyze'));
    // Fold the write-ahead log back into the database, so the measured reads do not go through it.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  return seconds;
}
