import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frontend modules as data: the registry of the shell (the host) and every remote, the deploy
// keys that let one team publish one module over HTTP, and a record of every release action
// (publish, promote, rollback, prune) with who did it. The four remotes that existed before the
// registry are registered here; any later one is registered through the API or the CLI.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

function serial(db: Kysely<any>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

const FIRST_MODULES = [
  { name: 'shell', segment: null, config_key: 'shell', is_host: true, display_name: { en: 'Shell', 'zh-CN': '外壳' } },
  { name: 'remote-account', segment: 'account', config_key: 'account', is_host: false, display_name: { en: 'Account', 'zh-CN': '账户' } },
  { name: 'remote-items', segment: 'items', config_key: 'items', is_host: false, display_name: { en: 'Items', 'zh-CN': '项目' } },
  {
    name: 'remote-templates',
    segment: 'templates',
    config_key: 'templates',
    is_host: false,
    display_name: { en: 'Video templates', 'zh-CN': '视频模板' },
  },
  {
    name: 'remote-video-tasks',
    segment: 'video-tasks',
    config_key: 'videoTasks',
    is_host: false,
    display_name: { en: 'Video tasks', 'zh-CN': '视频任务' },
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frontend_modules')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    // URL segment under /remotes/; null for the host, served at the root.
    .addColumn('segment', 'varchar(64)', (col) => col.unique())
    // Federation name, the module's key in the runtime config.
    .addColumn('config_key', 'varchar(64)', (col) => col.notNull().unique())
    // JSON: {"en": ..., "zh-CN": ...}
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('is_host', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(255)', (col) => col.notNull())
    .addColumn('retired_at', 'varchar(32)')
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('frontend_modules')
    .values(
      FIRST_MODULES.map((module) => ({
        ...module,
        display_name: JSON.stringify(module.display_name),
        created_at: now,
        created_by: 'server',
      })),
    )
    .execute();

  await db.schema
    .createTable('deploy_keys')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('module', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    // SHA-256 of the secret (hex): the secret itself is shown once and never stored.
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('can_promote', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(255)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('deploy_keys_module_idx').on('deploy_keys').column('module').execute();

  await db.schema
    .createTable('release_events')
    .addColumn('id', 'integer', serial(db))
    .addColumn('package', 'varchar(64)', (col) => col.notNull())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    // publish | promote | rollback | first | prune
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    // A user's e-mail, `deploy key "<name>" (<id>)`, or `server`.
    .addColumn('actor', 'varchar(255)', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('release_events_package_idx').on('release_events').columns(['package', 'id']).execute();

  await db.schema
    .alterTable('frontend_releases')
    .addColumn('published_by', 'varchar(255)', (col) => col.notNull().defaultTo('server'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frontend_releases').dropColumn('published_by').execute();
  await db.schema.dropTable('release_events').execute();
  await db.schema.dropTable('deploy_keys').execute();
  await db.schema.dropTable('frontend_modules').execute();
}
