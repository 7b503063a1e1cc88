import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DeployKeysTable } from '../../db/types.js';
import { PREVIEW_KEY_REVOKED } from '../../lib/messages.js';

export type DeployKeyRow = Selectable<DeployKeysTable>;
export type NewDeployKeyRow = Insertable<DeployKeysTable>;

/** The deploy keys as stored: the SHA-256 of each secret, never the secret itself. */
export function createDeployKeysRepository(db: Kysely<Database>) {
  return {
    async insert(row: NewDeployKeyRow): Promise<void> {
      await db.insertInto('deploy_keys').values(row).execute();
    },

    async find(id: string): Promise<DeployKeyRow | undefined> {
      return db.selectFrom('deploy_keys').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first; one module's, or every one. */
    async list(module?: string): Promise<DeployKeyRow[]> {
      let query = db.selectFrom('deploy_keys').selectAll();
      if (module) query = query.where('module', '=', module);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    /**
     * The key with this hash when it can be used at `now`: not revoked, not expired, and its
     * module enabled. One statement: the unique index on key_hash, then the module's primary key.
     */
    async usable(keyHash: string, now: string): Promise<DeployKeyRow | undefined> {
      return db
        .selectFrom('deploy_keys')
        .innerJoin('frontend_modules', 'frontend_modules.name', 'deploy_keys.module')
        .selectAll('deploy_keys')
        .where('deploy_keys.key_hash', '=', keyHash)
        .where('deploy_keys.revoked_at', 'is', null)
        .where((eb) => eb.or([eb('deploy_keys.expires_at', 'is', null), eb('deploy_keys.expires_at', '>', now)]))
        .where('frontend_modules.retired_at', 'is', null)
        .executeTakeFirst();
    },

    /** Sets last_used_at unless it is already at or after `since` (another request got there first). */
    async touch(id: string, at: string, since: string): Promise<void> {
      await db
        .updateTable('deploy_keys')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]))
        .execute();
    },

    /**
     * Revokes a key once: false when it is unknown or already revoked (then nothing is written).
     * The preview links it made end with it, each recorded in its release's history as ended by
     * `actor`, in the same transaction.
     */
    async revoke(id: string, at: string, actor: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable('deploy_keys')
          .set({ revoked_at: at })
          .where('id', '=', id)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        const previews = await tx
          .selectFrom('frontend_previews')
          .select(['id', 'package', 'release_id'])
          .where('created_by_key', '=', id)
          .where('ended_at', 'is', null)
          .where('expires_at', '>', at)
          .execute();
        if (previews.length > 0) {
          await tx
            .updateTable('frontend_previews')
            .set({ ended_at: at })
            .where(
              'id',
              'in',
              previews.map((preview) => preview.id),
            )
            .execute();
          await tx
            .insertInto('release_events')
            .values(
              previews.map((preview) => ({
                package: preview.package,
                release_id: preview.release_id,
                action: 'preview-end' as const,
                actor,
                at,
                detail: PREVIEW_KEY_REVOKED,
              })),
            )
            .execute();
        }
        return true;
      });
    },
  };
}

export type DeployKeysRepository = ReturnType<typeof createDeployKeysRepository>;
