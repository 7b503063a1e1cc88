import type { Kysely } from 'kysely';

// Rate-limit counters (login, password recovery) live in the database so that every server
// instance counts against the same totals. `expire` is epoch milliseconds (null: never).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(400)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
