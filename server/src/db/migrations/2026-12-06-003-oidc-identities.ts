import type { Kysely } from 'kysely';

// Single sign-on's two tables.
// - oidc_identities: which person a provider's subject (`sub` at `issuer`) is, remembered at the
//   first sign-in so a later one finds the person even after their e-mail changed at the provider.
//   One person per subject; rows go with their person.
// - oidc_sign_in_codes: the one-time codes a finished sign-in at the provider leaves in the
//   browser's address (/login?sso=<code>), exchanged once for an access token within a minute.
//   Only a hash of the code is kept; a used or expired code's row is deleted.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_identities')
    .addColumn('issuer', 'varchar(255)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('oidc_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('oidc_identities_user_idx').on('oidc_identities').column('user_id').execute();
  await db.schema
    .createTable('oidc_sign_in_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('oidc_sign_in_codes_expiry_idx').on('oidc_sign_in_codes').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_sign_in_codes').execute();
  await db.schema.dropTable('oidc_identities').execute();
}
