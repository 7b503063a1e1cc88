import type { Kysely, Selectable } from 'kysely';
import type { Database, FrontendModulePathsTable, FrontendModulesTable } from '../../db/types.js';

export type ModuleRow = Selectable<FrontendModulesTable>;
export type PathClaimRow = Selectable<FrontendModulePathsTable>;

export interface NewPathClaimRow {
  module: string;
  path: string;
  explicit: boolean;
  granted_by: string;
  granted_at: string;
}

export interface NewModuleRow {
  name: string;
  segment: string;
  config_key: string;
  display_name: string;
  created_at: string;
  created_by: string;
}

/**
 * The module registry's rows. A handful of rows read on every page load, so every read is one
 * statement on the table (by primary key or a unique column where there is one).
 */
export function createFrontendModulesRepository(db: Kysely<Database>) {
  const ordered = () => db.selectFrom('frontend_modules').selectAll().orderBy('is_host', 'desc').orderBy('name', 'asc');

  return {
    /** Enabled modules, or every one with `includeRetired`: the host first, then by name. */
    async list(includeRetired = false): Promise<ModuleRow[]> {
      let query = ordered();
      if (!includeRetired) query = query.where('retired_at', 'is', null);
      return query.execute();
    },

    async find(name: string): Promise<ModuleRow | undefined> {
      return db.selectFrom('frontend_modules').selectAll().where('name', '=', name).executeTakeFirst();
    },

    async findBySegment(segment: string): Promise<ModuleRow | undefined> {
      return db.selectFrom('frontend_modules').selectAll().where('segment', '=', segment).executeTakeFirst();
    },

    /** Rows, retired ones included, that hold any of the name, the segment or the config key. */
    async holding(taken: { name: string; segment: string; configKey: string }): Promise<ModuleRow[]> {
      return db
        .selectFrom('frontend_modules')
        .selectAll()
        .where((eb) => eb.or([eb('name', '=', taken.name), eb('segment', '=', taken.segment), eb('config_key', '=', taken.configKey)]))
        .execute();
    },

    /**
     * Inserts a remote with its path claims, in one transaction. Throws the database's unique
     * violation when a name, segment, config key or path is taken: then nothing is written.
     */
    async insert(row: NewModuleRow, claims: NewPathClaimRow[]): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('frontend_modules')
          .values({ ...row, is_host: false, retired_at: null })
          .execute();
        if (claims.length > 0) await tx.insertInto('frontend_module_paths').values(claims).execute();
      });
    },

    /** Every path claim, retired modules' included (they keep theirs): a few rows, by path. */
    async claims(): Promise<PathClaimRow[]> {
      return db.selectFrom('frontend_module_paths').selectAll().orderBy('path', 'asc').execute();
    },

    /** Throws the database's unique violation when the path is claimed already. */
    async insertClaim(claim: NewPathClaimRow): Promise<void> {
      await db.insertInto('frontend_module_paths').values(claim).execute();
    },

    /**
     * Retires an enabled remote and revokes its deploy keys, in one transaction. False when there
     * was nothing to retire (unknown, the host, or retired meanwhile): then nothing is written.
     */
    async retire(name: string, at: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const retired = await tx
          .updateTable('frontend_modules')
          .set({ retired_at: at })
          .where('name', '=', name)
          .where('retired_at', 'is', null)
          .where('is_host', '=', false)
          .executeTakeFirst();
        if (Number(retired.numUpdatedRows) === 0) return false;
        await tx.updateTable('deploy_keys').set({ revoked_at: at }).where('module', '=', name).where('revoked_at', 'is', null).execute();
        return true;
      });
    },

    /**
     * Enables a retired remote again; its deploy keys stay revoked. False when there was nothing to
     * restore (unknown, or not retired): then nothing is written.
     */
    async restore(name: string): Promise<boolean> {
      const restored = await db
        .updateTable('frontend_modules')
        .set({ retired_at: null })
        .where('name', '=', name)
        .where('retired_at', 'is not', null)
        .executeTakeFirst();
      return Number(restored.numUpdatedRows) > 0;
    },
  };
}

export type FrontendModulesRepository = ReturnType<typeof createFrontendModulesRepository>;
