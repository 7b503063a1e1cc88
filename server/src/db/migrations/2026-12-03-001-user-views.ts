import type { Kysely } from 'kysely';

// A person's saved views of a list: a name and what the list shows (tab, filters, sort, columns,
// density) as JSON text. Rows go with their owner. At most one per owner and list is the default
// (the service keeps that in one transaction). A superuser's view may be shared with a role; the
// lookups are by owner and list, and by the role shared with.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_views')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('shared_with_role', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_views_owner_list_idx').on('user_views').columns(['owner_id', 'list']).execute();
  await db.schema.createIndex('user_views_shared_idx').on('user_views').columns(['shared_with_role', 'list']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_views').execute();
}
