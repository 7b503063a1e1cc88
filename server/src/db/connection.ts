import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.js';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.js';
import type { Database } from './types.js';

/** Where the database is: the settings of the same names in the server's Config. */
export interface DatabaseSettings {
  /** postgres://... when set; otherwise SQLite at sqlitePath. */
  databaseUrl: string | null;
  databaseSchema: string | null;
  sqlitePath: string;
}

export function createDatabase(config: DatabaseSettings): Kysely<Database> {
  if (config.databaseUrl !== null) {
    const schema = config.databaseSchema;
    return new Kysely<Database>({
      dialect: new OwnSchemaPostgresDialect(schema, {
        pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }),
        // Every pooled connection must look in the same schema, so set it as each one opens.
        onCreateConnection: schema
          ? (connection) => connection.executeQuery(CompiledQuery.raw(`set search_path to "${schema}"`)).then(() => {})
          : undefined,
      }),
    });
  }

  mkdirSync(dirname(config.sqlitePath), { recursive: true });
  const database = new SqliteDatabase(config.sqlitePath);
  // WAL lets readers proceed while a write is in progress; FULL syncs the log at every commit
  // (under WAL the default, NORMAL, can lose an acknowledged write on power loss); the busy
  // timeout makes a writer wait for another instead of failing at once; SQLite only enforces
  // foreign keys when asked.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
    plugins: [new SqliteBooleanPlugin()],
  });
}

/**
 * Kysely prepares every query afresh, and on SQLite preparing (parsing and planning the SQL)
 * costs more than running a short indexed query. The queries are built from a few shapes, so
 * their prepared statements are kept, by SQL text, and reused (SQLite re-prepares them itself
 * when the schema changes). A statement still busy (an unfinished iteration) is never reused.
 *
 * Rows are read as arrays and made into objects here: better-sqlite3 builds row objects through
 * V8's API, which for a page of wide rows takes about as long as reading them.
 */
export function withStatementCache(database: SqliteDatabase.Database, maxStatements = 500) {
  const statements = new Map<string, ReturnType<typeof wrap>>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = wrap(database.prepare(text));
      if (!cached) {
        statements.set(text, statement);
        if (statements.size > maxStatements) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

function wrap(statement: SqliteDatabase.Statement) {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const raw = statement.raw(true);
  const toObject = (row: unknown[]) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) object[names[i]!] = row[i];
    return object;
  };
  return {
    reader: true,
    get busy() {
      return raw.busy;
    },
    all: (parameters: readonly unknown[]) => (raw.all(...parameters) as unknown[][]).map(toObject),
    run: (parameters: readonly unknown[]) => raw.run(...parameters),
    *iterate(parameters: readonly unknown[]) {
      for (const row of raw.iterate(...parameters) as IterableIterator<unknown[]>) yield toObject(row);
    },
  };
}
