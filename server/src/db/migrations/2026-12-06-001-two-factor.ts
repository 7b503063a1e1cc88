import type { Kysely } from 'kysely';

// A person's second factor for password sign-in. One row per person who has set one up:
// `secret` is the confirmed TOTP secret (encrypted with a key derived from SECRET_KEY), null until
// the first code confirms it; `pending_secret` is a secret set up but not yet confirmed, which never
// counts. `last_step` is the last TOTP time step accepted (a code of that step or an earlier one is
// refused: no replay). `tickets_valid_after` (epoch ms) retires every second-step ticket issued
// before the last successful second step, so a ticket is used once.
// Recovery codes are kept as keyed hashes, one row each; a used code's row is deleted.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(200)')
    .addColumn('pending_secret', 'varchar(200)')
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('last_step', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('tickets_valid_after', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('two_factor_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
}
