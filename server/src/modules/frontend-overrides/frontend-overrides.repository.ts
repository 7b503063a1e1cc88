import type { Kysely, Selectable } from 'kysely';
import type { Database, FrontendOverridesTable, OverrideEndReason } from '../../db/types.js';

export type OverrideRow = Omit<Selectable<FrontendOverridesTable>, 'token_issued_at'> & { token_issued_at: number };
export type NewOverride = Omit<OverrideRow, 'ended_at' | 'end_reason'>;

/** A stored release as an override loads it. */
export interface OverrideRelease {
  release_id: string;
  version: string;
  built_at: string;
  withdrawn: boolean;
}

/** PostgreSQL returns bigint as text. */
const toRow = (row: Selectable<FrontendOverridesTable>): OverrideRow => ({ ...row, token_issued_at: Number(row.token_issued_at) });

/** Developers' overrides, and the stored releases a release override names. */
export function createFrontendOverridesRepository(db: Kysely<Database>) {
  return {
    async byId(id: string): Promise<OverrideRow | undefined> {
      const row = await db.selectFrom('frontend_overrides').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    async insert(row: NewOverride): Promise<void> {
      await db.insertInto('frontend_overrides').values(row).execute();
    },

    /** Ends the row unless it has ended already; whether this call ended it. */
    async end(id: string, reason: OverrideEndReason, at: string): Promise<boolean> {
      const result = await db
        .updateTable('frontend_overrides')
        .set({ ended_at: at, end_reason: reason })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The rows of a browser not ended yet (expired ones among them). */
    async openOfBrowser(browserId: string): Promise<OverrideRow[]> {
      const rows = await db
        .selectFrom('frontend_overrides')
        .selectAll()
        .where('browser_id', '=', browserId)
        .where('ended_at', 'is', null)
        .execute();
      return rows.map(toRow);
    },

    async release(frontend: string, releaseId: string): Promise<OverrideRelease | undefined> {
      const row = await db
        .selectFrom('frontend_releases')
        .select(['release_id', 'version', 'built_at', 'withdrawn_at'])
        .where('package', '=', frontend)
        .where('release_id', '=', releaseId)
        .executeTakeFirst();
      return row && { release_id: row.release_id, version: row.version, built_at: row.built_at, withdrawn: row.withdrawn_at !== null };
    },
  };
}

export type FrontendOverridesRepository = ReturnType<typeof createFrontendOverridesRepository>;
