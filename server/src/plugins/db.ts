import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import fp from 'fastify-plugin'
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { Config } from '../config.js'
import { migrationProvider } from '../db/migrations/index.js'
import { SqliteBooleanPlugin } from '../db/sqlite-boolean-plugin.js'
import type { Database } from '../db/types.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
  }
}

export function createDatabase(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'sqlitePath'>): Kysely<Database> {
  if (config.databaseUrl !== null) {
    const schema = config.databaseSchema
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }),
        // Every pooled connection must look in the same schema, so set it as each one opens.
        onCreateConnection: schema
          ? (connection) => connection.executeQuery(CompiledQuery.raw(`set search_path to "${schema}"`)).then(() => {})
          : undefined,
      }),
    })
  }

  mkdirSync(dirname(config.sqlitePath), { recursive: true })
  const database = new SqliteDatabase(config.sqlitePath)
  // WAL lets readers proceed while a write is in progress; the busy timeout makes a writer wait
  // for another instead of failing at once; SQLite only enforces foreign keys when asked.
  database.pragma('journal_mode = WAL')
  database.pragma('busy_timeout = 5000')
  database.pragma('foreign_keys = ON')
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database }),
    plugins: [new SqliteBooleanPlugin()],
  })
}

export async function migrateToLatest(db: Kysely<Database>, schema: string | null): Promise<void> {
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db)
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Kysely looks up its bookkeeping tables in any schema unless told which one is ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}

/** Opens the database, brings its schema up to date and closes it with the app. */
export const dbPlugin = fp(
  async (app) => {
    const db = createDatabase(app.config)
    try {
      await migrateToLatest(db, app.config.databaseUrl ? app.config.databaseSchema : null)
    } catch (error) {
      await db.destroy()
      throw error
    }
    app.decorate('db', db)
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'db', dependencies: ['config'] },
)

/** True for a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
