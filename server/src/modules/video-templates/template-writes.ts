import type { Insertable } from 'kysely';
import type { VideoTemplatesTable } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { announce } from '../changes/announce.js';
import type { RepositoryContext } from '../video-media/repository-context.js';
import { toColumns, toRow, type TemplateRow, type TemplateValues } from './template-rows.js';

/** The writing side of the templates repository: each write forgets the cached counts and is published once committed. */
export function templateWrites({ db, dialect, counts, feed, write }: RepositoryContext) {
  return {
    async create(values: TemplateValues, at = nowIso()): Promise<TemplateRow> {
      const row = { ...toColumns(values), created_at: at, updated_at: at } as Insertable<VideoTemplatesTable>;
      const inserted = toRow(await write(() => db.insertInto('video_templates').values(row).returningAll().executeTakeFirstOrThrow()));
      announce(feed, db, { kind: 'template', op: 'created', id: inserted.template_id, template_status: inserted.template_status });
      return inserted;
    },

    /**
     * Writes `changes` and moves updated_at. With `whenStatus`, only while the template still has
     * that status (a transition that lost a race changes nothing). Null when no row changed.
     */
    async update(id: number, changes: Partial<TemplateValues>, whenStatus?: string): Promise<TemplateRow | null> {
      let query = db
        .updateTable('video_templates')
        .set({ ...toColumns(changes), updated_at: nowIso() })
        .where('template_id', '=', id);
      if (whenStatus !== undefined) query = query.where('template_status', '=', whenStatus);
      const row = await write(() => query.returningAll().executeTakeFirst());
      if (!row) return null;
      const updated = toRow(row);
      announce(feed, db, { kind: 'template', op: 'updated', id, template_status: updated.template_status });
      return updated;
    },

    async delete(id: number): Promise<boolean> {
      const result = await write(() => db.deleteFrom('video_templates').where('template_id', '=', id).executeTakeFirst());
      const deleted = Number(result.numDeletedRows) > 0;
      if (deleted) announce(feed, db, { kind: 'template', op: 'deleted', id });
      return deleted;
    },

    /**
     * Inside a transaction: the templates, locked until it ends, so a check made on them still
     * holds when the transaction writes. PostgreSQL: FOR UPDATE, in id order (two transactions
     * locking overlapping sets cannot deadlock), and a transaction that waited reads the rows
     * as committed meanwhile. SQLite: the one connection runs transactions one at a time.
     */
    async lockByIds(ids: number[]): Promise<TemplateRow[]> {
      if (ids.length === 0) return [];
      let query = db.selectFrom('video_templates').selectAll().where('template_id', 'in', ids).orderBy('template_id');
      if (dialect === 'postgres') query = query.forUpdate();
      return (await query.execute()).map(toRow);
    },

    /** For writes made around the repository (the demo loader): forget the cached counts. */
    invalidateCounts(): void {
      counts.invalidate();
      announce(feed, db, { kind: 'template', op: 'updated', id: null });
    },
  };
}
