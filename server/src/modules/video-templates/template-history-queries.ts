import { nowIso } from '../../lib/time.js';
import { parseObject } from '../video-media/json-columns.js';
import type { RepositoryContext } from '../video-media/repository-context.js';
import type { Actor, HistoryRow } from './template-rows.js';

/** A template's history: one row per change, with who made it and each field's old and new value. */
export function templateHistoryQueries({ db }: RepositoryContext) {
  return {
    async addHistory(
      templateId: number,
      action: string,
      changes: Record<string, [unknown, unknown]>,
      actor: Actor,
      at = nowIso(),
    ): Promise<void> {
      await db
        .insertInto('video_template_history')
        .values({
          template_id: templateId,
          action,
          changes: JSON.stringify(changes),
          actor_id: actor.id,
          actor_email: actor.email,
          created_at: at,
        })
        .execute();
    },

    /** Newest first (ties by id); count ignores skip and limit. */
    async listHistory(templateId: number, skip: number, limit: number): Promise<{ rows: HistoryRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('video_template_history')
          .select(['id', 'template_id', 'action', 'changes', 'actor_email', 'created_at'])
          .where('template_id', '=', templateId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(skip)
          .execute(),
        db
          .selectFrom('video_template_history')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('template_id', '=', templateId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          id: Number(row.id),
          template_id: Number(row.template_id),
          changes: (parseObject(row.changes) ?? {}) as Record<string, [unknown, unknown]>,
        })),
        count: Number(total.count),
      };
    },
  };
}
