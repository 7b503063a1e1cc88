import type { Kysely } from 'kysely';

// The back-office roles each user holds (several per user; the set is fixed in code,
// lib/roles.ts). A join table rather than a column: the same statements on both dialects, one row
// per role, and "who holds this role" is an indexed lookup. A user's roles go with the user.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').columns(['role', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_roles').execute();
}
