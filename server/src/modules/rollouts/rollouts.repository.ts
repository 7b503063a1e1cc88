import type { Kysely, Selectable } from 'kysely';
import type { Database, FrontendPreviewsTable, FrontendRolloutsTable, ReleaseEventsTable } from '../../db/types.js';
import { conflict } from '../../lib/http-errors.js';
import { liveCannotWithdraw, releaseWithdrawn } from '../../lib/messages.js';
import { holdUnwithdrawn, wasEverLive } from '../releases/releases.repository.js';

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

/** What decides whether a stored release's files are served, and to whom. */
export interface ServingFacts {
  withdrawn: boolean;
  /** Whether a live pointer ever moved to it (promote, rollback, first, a completed rollout). */
  everLive: boolean;
}

/** A preview link's row with what its page tells of the release. */
export type PreviewWithRelease = PreviewRow & { version: string; published_at: string; published_by: string; withdrawn_at: string | null };

/**
 * The rollouts (one per module at most), the preview links given out, withdrawals, and their
 * events in the release history.
 */
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
        if (!(await holdUnwithdrawn(tx, row.package, row.release_id))) throw conflict(releaseWithdrawn(row.package, row.release_id));
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
        if (!(await holdUnwithdrawn(tx, row.package, row.release_id))) throw conflict(releaseWithdrawn(row.package, row.release_id));
        await tx.insertInto('frontend_previews').values(row).execute();
        await tx.insertInto('release_events').values(event).execute();
      });
    },

    release,

    /** A preview link's row with its release, in whatever state (ended, expired), or undefined. */
    async preview(id: string): Promise<PreviewWithRelease | undefined> {
      return db
        .selectFrom('frontend_previews')
        .innerJoin('frontend_releases', (join) =>
          join
            .onRef('frontend_releases.package', '=', 'frontend_previews.package')
            .onRef('frontend_releases.release_id', '=', 'frontend_previews.release_id'),
        )
        .selectAll('frontend_previews')
        .select([
          'frontend_releases.version',
          'frontend_releases.published_at',
          'frontend_releases.published_by',
          'frontend_releases.withdrawn_at',
        ])
        .where('frontend_previews.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The release a preview link pins while the link counts: its row is there, names this module
     * and release, is not ended nor expired at `now` (ISO), and the release is not withdrawn.
     */
    async previewedRelease(pin: { id: string; module: string; releaseId: string }, now: string): Promise<StoredRelease | undefined> {
      return db
        .selectFrom('frontend_previews')
        .innerJoin('frontend_releases', (join) =>
          join
            .onRef('frontend_releases.package', '=', 'frontend_previews.package')
            .onRef('frontend_releases.release_id', '=', 'frontend_previews.release_id'),
        )
        .select(['frontend_releases.package', 'frontend_releases.release_id', 'frontend_releases.version', 'frontend_releases.built_at'])
        .where('frontend_previews.id', '=', pin.id)
        .where('frontend_previews.package', '=', pin.module)
        .where('frontend_previews.release_id', '=', pin.releaseId)
        .where('frontend_previews.ended_at', 'is', null)
        .where('frontend_previews.expires_at', '>', now)
        .where('frontend_releases.withdrawn_at', 'is', null)
        .executeTakeFirst();
    },

    /** Ends a preview link (once: false when it was already ended), recording who did. */
    async endPreview(id: string, at: string, event: RolloutEvent): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable('frontend_previews')
          .set({ ended_at: at })
          .where('id', '=', id)
          .where('ended_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await tx.insertInto('release_events').values(event).execute();
        return true;
      });
    },

    /** Whether a stored release is withdrawn and whether it was ever live; undefined when it is not stored. One indexed query. */
    async servingFacts(frontend: string, releaseId: string): Promise<ServingFacts | undefined> {
      const row = await db
        .selectFrom('frontend_releases')
        .select((eb) => ['frontend_releases.withdrawn_at', wasEverLive(eb).as('ever_live')])
        .where('frontend_releases.package', '=', frontend)
        .where('frontend_releases.release_id', '=', releaseId)
        .executeTakeFirst();
      return row && { withdrawn: row.withdrawn_at !== null, everLive: Boolean(row.ever_live) };
    },

    /**
     * Withdraws a release that is not live, in one transaction: marks it, ends its preview links
     * and its rollout (recording that), and records the withdrawal. Its first statement takes the
     * release's row lock, as a promote does before it moves a pointer (holdUnwithdrawn), so the
     * two cannot interleave: a release made live meanwhile is refused here (409). The time it was
     * withdrawn, the earlier one when it already was (then nothing is written).
     */
    async withdraw(frontend: string, releaseId: string, events: { withdraw: RolloutEvent; rolloutEnded: RolloutEvent }): Promise<string> {
      return db.transaction().execute(async (tx) => {
        const at = events.withdraw.at;
        const marked = await tx
          .updateTable('frontend_releases')
          .set({ withdrawn_at: at })
          .where('package', '=', frontend)
          .where('release_id', '=', releaseId)
          .where('withdrawn_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) {
          const earlier = await tx
            .selectFrom('frontend_releases')
            .select('withdrawn_at')
            .where('package', '=', frontend)
            .where('release_id', '=', releaseId)
            .executeTakeFirst();
          return earlier?.withdrawn_at ?? at;
        }
        const live = await tx.selectFrom('frontend_live').select('release_id').where('package', '=', frontend).executeTakeFirst();
        if (live?.release_id === releaseId) throw conflict(liveCannotWithdraw(frontend, releaseId));
        await tx
          .updateTable('frontend_previews')
          .set({ ended_at: at })
          .where('package', '=', frontend)
          .where('release_id', '=', releaseId)
          .where('ended_at', 'is', null)
          .execute();
        const rollout = await tx
          .deleteFrom('frontend_rollouts')
          .where('package', '=', frontend)
          .where('release_id', '=', releaseId)
          .executeTakeFirst();
        if (Number(rollout.numDeletedRows) > 0) await tx.insertInto('release_events').values(events.rolloutEnded).execute();
        await tx.insertInto('release_events').values(events.withdraw).execute();
        return at;
      });
    },

    async liveReleaseId(frontend: string): Promise<string | null> {
      const row = await db.selectFrom('frontend_live').select('release_id').where('package', '=', frontend).executeTakeFirst();
      return row?.release_id ?? null;
    },
  };
}

export type RolloutsRepository = ReturnType<typeof createRolloutsRepository>;
