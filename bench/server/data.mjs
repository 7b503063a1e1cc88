// The bench's data set: 100k video templates, 100k video tasks and a user with a few hundred
// items, written straight into the database the server has just migrated (the same columns and
// value shapes the application writes, generated from a fixed seed so every run loads the same
// rows). SQLite: one transaction of prepared inserts through better-sqlite3 (the FTS triggers
// keep the search index in step, as they do for the app). PostgreSQL: batches of rows sent as
// one JSON parameter each and expanded by json_to_recordset.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { itemRows, otherUsers, othersItems, taskRows, templateRows } from './rows.mjs';

export { SAMPLE } from './words.mjs';

const OTHER_USERS = 400;
const ITEMS_PER_OTHER_USER = 50;

const requireFromServer = (serverDir) => createRequire(join(serverDir, 'package.json'));

/** Every row to load, in order: the table and its rows. The seeded generator is the server's own (built). */
async function tables(serverDir, { templates, tasks, items, ownerId }) {
  const { seededRandom: random } = await import(pathToFileURL(join(serverDir, 'dist', 'demo', 'seeded-random.js')).href);
  const now = Date.now();
  const users = [...otherUsers(OTHER_USERS)];
  return [
    ['video_templates', templateRows(templates, now, random)],
    ['video_tasks', taskRows(tasks, templates, now, random)],
    ['items', itemRows(items, ownerId, now, random)],
    ['users', users],
    ['items', othersItems(users, ITEMS_PER_OTHER_USER, now, random)],
  ];
}

/** Loads everything into SQLite at `path`; resolves with the seconds it took. */
export async function loadSqlite(serverDir, path, load) {
  const rows = await tables(serverDir, load);
  const Database = requireFromServer(serverDir)('better-sqlite3');
  const db = new Database(path);
  db.pragma('busy_timeout = 10000');
  // Bench data need no durability; a big page cache keeps the index updates in memory.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const insertAll = (table, tableRows) => {
    let statement = null;
    for (const row of tableRows) {
      if (!statement) {
        const columns = Object.keys(row);
        statement = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => '@' + c).join(', ')})`);
      }
      for (const key in row) if (typeof row[key] === 'boolean') row[key] = row[key] ? 1 : 0;
      statement.run(row);
    }
  };
  db.transaction(() => {
    for (const [table, tableRows] of rows) insertAll(table, tableRows);
  })();
  db.exec('analyze');
  // Fold the write-ahead log back into the database (the server, idle meanwhile, keeps it open),
  // so the measured reads do not go through a log of several hundred megabytes.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** Loads everything into PostgreSQL at `url`. */
export async function loadPostgres(serverDir, url, load) {
  const rows = await tables(serverDir, load);
  const pg = requireFromServer(serverDir)('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: types } = await client.query(
      `select table_name, column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name in ('video_templates', 'video_tasks', 'items', 'users')`,
    );
    const typeOf = (table, column) => {
      const type = types.find((row) => row.table_name === table && row.column_name === column)?.data_type;
      if (!type) throw new Error(`no column ${table}.${column}`);
      return type === 'character varying' ? 'text' : type;
    };
    const insertAll = async (table, tableRows, batch = 5000) => {
      let chunk = [];
      let columns = null;
      const flush = async () => {
        if (chunk.length === 0) return;
        const list = columns.map((c) => `"${c}"`).join(', ');
        const definition = columns.map((c) => `"${c}" ${typeOf(table, c)}`).join(', ');
        await client.query(`insert into ${table} (${list}) select ${list} from json_to_recordset($1::json) as r(${definition})`, [
          JSON.stringify(chunk),
        ]);
        chunk = [];
      };
      for (const row of tableRows) {
        columns ??= Object.keys(row);
        chunk.push(row);
        if (chunk.length >= batch) await flush();
      }
      await flush();
    };
    await client.query('begin');
    for (const [table, tableRows] of rows) await insertAll(table, tableRows);
    await client.query('commit');
    // The planner needs statistics, and index-only scans a visibility map: as autovacuum would
    // leave them after a while.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
