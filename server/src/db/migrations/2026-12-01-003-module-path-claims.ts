import type { Kysely } from 'kysely';

// The paths each frontend module owns: a remote may mount a route (or list a menu entry) only
// under a path it claims, and a path belongs to the longest claim that covers it, so one module
// can never take another's screen by declaring its route. The six remotes of the repository get
// the paths their builds mount today; remote-users and remote-releases are registered at start
// on an older database, so their claims are kept under their names for when they are. Any other
// registered remote gets /<segment>, the default a registration gives.

/** The paths under another module's claim (/admin is the templates'), granted explicitly. */
const FIRST_CLAIMS: { module: string; path: string; explicit: boolean }[] = [
  { module: 'remote-templates', path: '/admin', explicit: false },
  { module: 'remote-video-tasks', path: '/admin/video-tasks', explicit: true },
  { module: 'remote-users', path: '/admin/users', explicit: true },
  { module: 'remote-releases', path: '/admin/releases', explicit: true },
  ...['/login', '/signup', '/recover-password', '/reset-password', '/settings'].map((path) => ({
    module: 'remote-account',
    path,
    explicit: false,
  })),
  { module: 'remote-items', path: '/items', explicit: false },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frontend_module_paths')
    // One owner per path: the key refuses a second claim of the same path.
    .addColumn('path', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('module', 'varchar(64)', (col) => col.notNull())
    // Granted by a superuser under another module's claim.
    .addColumn('explicit', 'boolean', (col) => col.notNull().defaultTo(false))
    // A user's e-mail, `cli:<user>`, or `server`.
    .addColumn('granted_by', 'varchar(255)', (col) => col.notNull())
    .addColumn('granted_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('frontend_module_paths_module_idx').on('frontend_module_paths').column('module').execute();

  const at = new Date().toISOString();
  const claimed = new Set(FIRST_CLAIMS.map((claim) => claim.path));
  const owners = new Set(FIRST_CLAIMS.map((claim) => claim.module));
  const others = (await db.selectFrom('frontend_modules').select(['name', 'segment']).where('is_host', '=', false).execute()) as {
    name: string;
    segment: string | null;
  }[];
  const defaults = others
    .filter((module) => !owners.has(module.name) && module.segment !== null && !claimed.has(`/${module.segment}`))
    .map((module) => ({ module: module.name, path: `/${module.segment}`, explicit: false }));
  await db
    .insertInto('frontend_module_paths')
    .values([...FIRST_CLAIMS, ...defaults].map((claim) => ({ ...claim, granted_by: 'server', granted_at: at })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('frontend_module_paths').execute();
}
