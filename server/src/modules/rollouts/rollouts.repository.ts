import type { Kysely, Selectable } from 'kysely';
import type { Database, FrontendPreviewsTable, FrontendRolloutsTable, ReleaseEventsTable } from '../../db/types.js';

export type RolloutRow = Selectable<FrontendRolloutsTable>;
export type PreviewRow = Selectable<FrontendPreviewsTable>;
type RolloutEvent = Omit<Selectable<ReleaseEventsTable>, 'id'>;

/** A stored release as a page loads it. */
export interface StoredRelease {
  package: string;
  release_id: string;
  version: string;
  built_at: string;
}

/** The rollouts (one per module at most), the preview links given out, and their events in the release history. */
export function createRolloutsRepository(db: Kysely<Database>) {
  async function release(frontend: string, releaseId: string): Promise<StoredRelease | undefined> {
    return db
      .selectFrom('frontend_releases')
      .select(['package', 'release_id', 'version', 'built_at'])
      .where('package', '=', frontend)
      .where('release_id', '=', releaseId)
      .executeTakeFirst();
  }

  return {
    async rollout(frontend: string): Promise<RolloutRow | undefined> {
      return db.selectFrom('frontend_rollouts').selectAll().where('package', '=', frontend).executeTakeFirst();
    },

    /** Every rollout, with what a page needs of its release (kept while it rolls out). */
    async rollouts(): Promise<(RolloutRow & Pick<StoredRelease, 'version' | 'built_at'>)[]> {
      const rows = await db.selectFrom('frontend_rollouts').selectAll().orderBy('package').execute();
      const withReleases = [];
      for (const row of rows) {
        const stored = await release(row.package, row.release_id);
        if (stored) withReleases.push({ ...row, version: stored.version, built_at: stored.built_at });
      }
      return withReleases;
    },

    /**
     * Starts the module's rollout of this release, or changes its percentage; another release's
     * rollout is replaced. The event is recorded in the same transaction.
     */
    async saveRollout(row: RolloutRow, event: RolloutEvent): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('frontend_rollouts')
          .values(row)
          .onConflict((conflict) =>
            conflict.column('package').doUpdateSet({
              release_id: row.release_id,
              percent: row.percent,
              started_at: row.started_at,
              started_by: row.started_by,
              updated_at: row.updated_at,
            }),
          )
          .execute();
        await tx.insertInto('release_events').values(event).execute();
      });
    },

    /** Ends the module's rollout of this release (no other) and records why; false when there was none. */
    async endRollout(frontend: string, releaseId: string, event: RolloutEvent | null): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const result = await tx
          .deleteFrom('frontend_rollouts')
          .where('package', '=', frontend)
          .where('release_id', '=', releaseId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        if (event) await tx.insertInto('release_events').values(event).execute();
        return true;
      });
    },

    async recordEvent(event: RolloutEvent): Promise<void> {
      await db.insertInto('release_events').values(event).execute();
    },

    async addPreview(row: PreviewRow, event: RolloutEvent): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('frontend_previews').values(row).execute();
        await tx.insertInto('release_events').values(event).execute();
      });
    },

    release,

    async liveReleaseId(frontend: string): Promise<string | null> {
      const row = await db.selectFrom('frontend_live').select('release_id').where('package', '=', frontend).executeTakeFirst();
      return row?.release_id ?? null;
    },
  };
}

export type RolloutsRepository = ReturnType<typeof createRolloutsRepository>;
