import type { Kysely } from 'kysely';

// A person's passkeys (WebAuthn credentials): the credential's id as the browser names it (unique
// across everyone: a sign-in finds its owner by it), its public key (COSE, base64url), the
// signature counter last seen, the transports the authenticator reported (JSON text), a name the
// person gave it, when it was added and last used. Rows go with their owner.
// The used tickets: a ceremony's signed challenge ticket is recorded once it is used, so no ticket
// serves twice on any instance; a row is needed only until the ticket would have expired anyway.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_passkeys')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'varchar(1400)', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull())
    .addColumn('transports', 'varchar(200)', (col) => col.notNull())
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('user_passkeys_user_idx').on('user_passkeys').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('passkey_used_tickets')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('passkey_used_tickets_expires_idx').on('passkey_used_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkey_used_tickets').execute();
  await db.schema.dropTable('user_passkeys').execute();
}
