import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their own point in history, not the
// current Database type. The same statements run on SQLite and PostgreSQL, so ids are made in
// code (crypto.randomUUID) and timestamps are ISO strings written by the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('hashed_password', 'varchar(255)', (col) => col.notNull())
    .addColumn('full_name', 'varchar(255)')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_superuser', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('password_changed_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // E-mails keep the case the user typed but are unique regardless of case. Addresses are
  // validated as ASCII, where lower() agrees with JavaScript's toLowerCase() on both dialects.
  await db.schema
    .createIndex('users_email_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('owner_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('items_owner_created_idx').on('items').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('items_created_at_idx').on('items').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('items').execute();
  await db.schema.dropTable('users').execute();
}
