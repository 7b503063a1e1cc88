import type { ExpressionBuilder, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict } from '../../lib/http-errors.js';
import { releaseWithdrawn } from '../../lib/messages.js';
import type {
  Database,
  FrontendPreviewsTable,
  FrontendPromotionsTable,
  FrontendReleasesTable,
  FrontendRolloutsTable,
  ReleaseEventsTable,
} from '../../db/types.js';

export type ReleaseRow = Selectable<FrontendReleasesTable>;
export type PromotionRow = Selectable<FrontendPromotionsTable>;
export type EventRow = Selectable<ReleaseEventsTable>;
export type RolloutRow = Selectable<FrontendRolloutsTable>;
export type PreviewRow = Selectable<FrontendPreviewsTable>;

/**
 * Inside a transaction that is about to make a release live, roll it out or preview it: takes the
 * release's row lock (SQLite: the write lock) and says whether it is still not withdrawn. A
 * withdrawal takes the same lock first, so one of the two waits for the other and then sees it.
 */
export async function holdUnwithdrawn(tx: Transaction<Database>, frontend: string, releaseId: string): Promise<boolean> {
  const result = await tx
    .updateTable('frontend_releases')
    .set((eb) => ({ withdrawn_at: eb.ref('withdrawn_at') }))
    .where('package', '=', frontend)
    .where('release_id', '=', releaseId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface LiveRelease {
  package: string;
  release_id: string;
  promoted_at: string;
  built_at: string;
  shared: string;
}

/** Whether a pointer ever moved to the release of this row (promote, rollback, first): it was live once. */
export const wasEverLive = (eb: ExpressionBuilder<Database, 'frontend_releases'>) =>
  eb.exists(
    eb
      .selectFrom('frontend_promotions')
      .select('frontend_promotions.id')
      .whereRef('frontend_promotions.package', '=', 'frontend_releases.package')
      .whereRef('frontend_promotions.release_id', '=', 'frontend_releases.release_id'),
  );

/** The release records: releases, the live pointers and the history of their moves. */
export function createReleasesRepository(db: Kysely<Database>) {
  return {
    async find(frontend: string, releaseId: string): Promise<ReleaseRow | undefined> {
      return db
        .selectFrom('frontend_releases')
        .selectAll()
        .where('package', '=', frontend)
        .where('release_id', '=', releaseId)
        .executeTakeFirst();
    },

    /** Newest published first. */
    async list(frontend?: string): Promise<ReleaseRow[]> {
      let query = db.selectFrom('frontend_releases').selectAll();
      if (frontend) query = query.where('package', '=', frontend);
      return query.orderBy('published_at', 'desc').orderBy('release_id', 'desc').execute();
    },

    async countOf(frontend: string): Promise<number> {
      const row = await db
        .selectFrom('frontend_releases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('package', '=', frontend)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Records a published release; a record already there (the same build) is kept. Whether it was new. */
    async insert(row: Insertable<FrontendReleasesTable>): Promise<boolean> {
      const result = await db
        .insertInto('frontend_releases')
        .values(row)
        .onConflict((conflict) => conflict.columns(['package', 'release_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Replaces a release's notes. */
    async setNotes(frontend: string, releaseId: string, notes: string): Promise<void> {
      await db
        .updateTable('frontend_releases')
        .set({ notes })
        .where('package', '=', frontend)
        .where('release_id', '=', releaseId)
        .execute();
    },

    async recordEvent(event: Omit<EventRow, 'id' | 'detail'> & { detail?: string | null }): Promise<void> {
      await db.insertInto('release_events').values(event).execute();
    },

    /** Newest first: one frontend's, or every frontend's, at most `limit` each when one is named. */
    async events(frontend: string | undefined, limit: number): Promise<EventRow[]> {
      let query = db.selectFrom('release_events').selectAll().orderBy('id', 'desc');
      if (frontend) query = query.where('package', '=', frontend).limit(limit);
      else query = query.limit(limit * 50);
      return query.execute();
    },

    /** The rollouts under way (one per module at most). */
    async rollouts(): Promise<RolloutRow[]> {
      return db.selectFrom('frontend_rollouts').selectAll().execute();
    },

    /** The preview links that have not expired at `now` (ISO) nor been ended, soonest to expire first. */
    async unexpiredPreviews(now: string): Promise<PreviewRow[]> {
      return db
        .selectFrom('frontend_previews')
        .selectAll()
        .where('expires_at', '>', now)
        .where('ended_at', 'is', null)
        .orderBy('expires_at')
        .execute();
    },

    /** Release ids of a frontend that every browser may load: live once, and not withdrawn; newest published first. */
    async servedToAll(frontend: string): Promise<string[]> {
      const rows = await db
        .selectFrom('frontend_releases')
        .select('release_id')
        .where('package', '=', frontend)
        .where('withdrawn_at', 'is', null)
        .where(wasEverLive)
        .orderBy('published_at', 'desc')
        .orderBy('release_id', 'desc')
        .execute();
      return rows.map((row) => row.release_id);
    },

    async delete(frontend: string, releaseId: string): Promise<void> {
      await db.deleteFrom('frontend_releases').where('package', '=', frontend).where('release_id', '=', releaseId).execute();
    },

    async live(): Promise<LiveRelease[]> {
      return db
        .selectFrom('frontend_live')
        .innerJoin('frontend_releases', (join) =>
          join
            .onRef('frontend_releases.package', '=', 'frontend_live.package')
            .onRef('frontend_releases.release_id', '=', 'frontend_live.release_id'),
        )
        .select([
          'frontend_live.package',
          'frontend_live.release_id',
          'frontend_live.promoted_at',
          'frontend_releases.built_at',
          'frontend_releases.shared',
        ])
        .execute();
    },

    /** Oldest first. */
    async promotions(frontend: string): Promise<PromotionRow[]> {
      return db.selectFrom('frontend_promotions').selectAll().where('package', '=', frontend).orderBy('id', 'asc').execute();
    },

    /**
     * Moves the pointer and records the move, in one transaction. Its first statement writes (it
     * takes the pointer's row lock on PostgreSQL, the write lock on SQLite), so a concurrent
     * promote waits for this one and then reads its result as the previous release: no move is
     * lost from the history. A withdrawn release is refused (409) there too, so a withdrawal made
     * while a promote is under way cannot leave it live. Returns the release that was live before.
     */
    async movePointer(move: {
      frontend: string;
      releaseId: string;
      action: PromotionRow['action'];
      actor: string;
      at: string;
    }): Promise<string | null> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction().execute(async (tx) => {
            await tx
              .updateTable('frontend_live')
              .set((eb) => ({ promoted_at: eb.ref('promoted_at') }))
              .where('package', '=', move.frontend)
              .execute();
            if (!(await holdUnwithdrawn(tx, move.frontend, move.releaseId)))
              throw conflict(releaseWithdrawn(move.frontend, move.releaseId));
            const before = await tx
              .selectFrom('frontend_live')
              .select('release_id')
              .where('package', '=', move.frontend)
              .executeTakeFirst();
            if (before) {
              await tx
                .updateTable('frontend_live')
                .set({ release_id: move.releaseId, promoted_at: move.at })
                .where('package', '=', move.frontend)
                .execute();
            } else {
              await tx
                .insertInto('frontend_live')
                .values({ package: move.frontend, release_id: move.releaseId, promoted_at: move.at })
                .execute();
            }
            await tx
              .insertInto('frontend_promotions')
              .values({
                package: move.frontend,
                release_id: move.releaseId,
                previous_release_id: before?.release_id ?? null,
                action: move.action,
                actor: move.actor,
                promoted_at: move.at,
              })
              .execute();
            await tx
              .insertInto('release_events')
              .values({ package: move.frontend, release_id: move.releaseId, action: move.action, actor: move.actor, at: move.at })
              .execute();
            // A rollout of the release now live is over: nothing is left to give a share of browsers.
            await tx
              .deleteFrom('frontend_rollouts')
              .where('package', '=', move.frontend)
              .where('release_id', '=', move.releaseId)
              .execute();
            return before?.release_id ?? null;
          });
        } catch (error) {
          // Two first promotes of one frontend both inserted its pointer: the loser runs again
          // and now finds the row.
          if (attempt === 0 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },
  };
}

export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;
