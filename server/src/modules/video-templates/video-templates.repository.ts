import fp from 'fastify-plugin';
import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { Database, VideoTasksTable, VideoTemplatesTable } from '../../db/types.js';
import type { TemplateRow } from '../../db/rows.js';
import { CountCache } from '../../lib/count-cache.js';
import { nowIso } from '../../lib/time.js';
import { announce, announceCommitted } from '../changes/announce.js';
import type { ChangeFeed } from '../changes/change-feed.js';
import type { TEMPLATE_SORT_COLUMNS } from './video-templates.schemas.js';

// Its rows' type lives below the modules (db/rows.ts); exported here too for the module's own code.
export type { TemplateRow };

/** Columns a create or update may write (everything but the key and the timestamps). */
export type TemplateValues = Omit<TemplateRow, 'template_id' | 'created_at' | 'updated_at'>;

export interface TemplateFilters {
  template_id?: number;
  template_name?: string;
  template_top_title?: string;
  template_platform?: string;
  template_status?: string;
  /** One sub-status, or any of several. */
  template_sub_status?: string | readonly string[];
}

export interface TemplateSort {
  by: (typeof TEMPLATE_SORT_COLUMNS)[number];
  order: 'asc' | 'desc';
}

/** The list's order when none is asked for: the templates changed last first. */
export const DEFAULT_TEMPLATE_SORT: TemplateSort = { by: 'updated_at', order: 'desc' };

export interface HistoryRow {
  id: number;
  template_id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  actor_email: string | null;
  created_at: string;
}

export interface Actor {
  id: string | null;
  email: string | null;
}

export type Dialect = 'postgres' | 'sqlite';

function toRow(row: Selectable<VideoTemplatesTable>): TemplateRow {
  return {
    ...row,
    template_id: Number(row.template_id),
    original_template_id: row.original_template_id === null ? null : Number(row.original_template_id),
    template_image_num: row.template_image_num === null ? null : Number(row.template_image_num),
    photo_tips_id: row.photo_tips_id === null ? null : Number(row.photo_tips_id),
    template_params: parseObject(row.template_params),
    template_is_manual_audit: Boolean(row.template_is_manual_audit),
  };
}

export function parseObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function toColumns(values: Partial<TemplateValues>): Updateable<VideoTemplatesTable> {
  const { template_params, ...rest } = values;
  return {
    ...rest,
    ...(template_params !== undefined ? { template_params: template_params === null ? null : JSON.stringify(template_params) } : {}),
  } as Updateable<VideoTemplatesTable>;
}

/** Escapes LIKE wildcards so user text matches literally (PostgreSQL's default escape is \). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface RepositoryOptions {
  /**
   * List totals are served from here (see CountCache); every write through this repository
   * invalidates it once committed. Default: no caching.
   */
  counts?: CountCache;
  /** Where every committed write is published (see ChangeFeed). Default: nowhere. */
  changes?: ChangeFeed;
}

/** Columns of a template that may hold one of our stored files' URLs. */
export const TEMPLATE_MEDIA_COLUMNS = [
  'template_main_image',
  'template_video_url',
  'template_video_url_1',
  'template_video_url_2',
  'template_video_url_3',
  'template_video_url_4',
  'template_reference_image_1',
  'template_reference_image_2',
  'template_reference_image_3',
  'template_reference_image_4',
] as const satisfies readonly (keyof VideoTemplatesTable)[];

/** Columns of a task that may hold one of our stored files' URLs. */
export const TASK_MEDIA_COLUMNS = [
  'video_url',
  'first_image',
  'second_image',
  'merged_image',
] as const satisfies readonly (keyof VideoTasksTable)[];

export function createVideoTemplatesRepository(
  db: Kysely<Database>,
  dialect: Dialect,
  options: RepositoryOptions = {},
): VideoTemplatesRepository {
  type Query = SelectQueryBuilder<Database, 'video_templates', object>;
  const counts = options.counts ?? new CountCache(0);
  const feed = options.changes;
  const write = <T>(work: () => Promise<T>) => counts.afterWrite(work);

  /**
   * Case-insensitive substring match. PostgreSQL: ILIKE, served by the pg_trgm GIN index.
   * SQLite: the FTS5 trigram index for three characters or more (a quoted phrase of trigrams is
   * exactly a substring), instr() on lower-cased text for shorter needles, which no trigram
   * index can serve anyway.
   */
  function whereContains(query: Query, column: 'template_name' | 'template_top_title', needle: string): Query {
    if (dialect === 'postgres') {
      return query.where(sql<boolean>`${sql.ref(column)} ilike ${'%' + likeLiteral(needle) + '%'}`);
    }
    if ([...needle].length >= 3) {
      const phrase = `"${needle.replace(/"/g, '""')}"`;
      return query.where(
        'template_id',
        'in',
        sql<number>`(select rowid from video_templates_fts where ${sql.ref(column)} match ${phrase})`,
      );
    }
    return query.where(sql<boolean>`instr(lower(${sql.ref(column)}), ${needle.toLowerCase()}) > 0`);
  }

  /** `sort`, then template_id the same way: rows tying on the column keep one order from page to page. */
  function ordered(query: Query, sort: TemplateSort): Query {
    const bySort = sort.by === 'template_id' ? query : query.orderBy(sort.by, sort.order);
    return bySort.orderBy('template_id', sort.order);
  }

  function filtered(query: Query, filters: TemplateFilters): Query {
    let q = query;
    if (filters.template_id !== undefined) q = q.where('template_id', '=', filters.template_id);
    if (filters.template_platform !== undefined) q = q.where('template_platform', '=', filters.template_platform);
    if (filters.template_status !== undefined) q = q.where('template_status', '=', filters.template_status);
    if (filters.template_sub_status !== undefined) {
      const subStatuses = typeof filters.template_sub_status === 'string' ? [filters.template_sub_status] : filters.template_sub_status;
      q = q.where('template_sub_status', 'in', [...subStatuses]);
    }
    if (filters.template_name) q = whereContains(q, 'template_name', filters.template_name);
    if (filters.template_top_title) q = whereContains(q, 'template_top_title', filters.template_top_title);
    return q;
  }

  return {
    /** This repository on another module's transaction (see VideoTasksRepository.transaction). */
    joining(trx: Kysely<Database>): VideoTemplatesRepository {
      // Its writes are published when the transaction's owner says it committed (announceCommitted).
      return createVideoTemplatesRepository(trx, dialect, { counts, changes: feed });
    },

    /** Runs `work` in one transaction, with a repository bound to it. */
    async transaction<T>(work: (repo: VideoTemplatesRepository) => Promise<T>): Promise<T> {
      // Writes inside invalidate as they go; once more after the commit, for counts made meanwhile.
      let transaction: Kysely<Database> | undefined;
      const result = await write(() =>
        db.transaction().execute((trx) => {
          transaction = trx;
          return work(createVideoTemplatesRepository(trx, dialect, { counts, changes: feed }));
        }),
      );
      announceCommitted(feed, transaction);
      return result;
    },

    async findById(id: number): Promise<TemplateRow | null> {
      const row = await db.selectFrom('video_templates').selectAll().where('template_id', '=', id).executeTakeFirst();
      return row ? toRow(row) : null;
    },

    /**
     * Every template matching `filters`, in `sort` order, `batchSize` rows at a time: each batch
     * is read once the previous one was consumed, continuing after the last row's sort key and
     * template_id (keyset, so a late batch costs what the first does), so an export of any size
     * holds one batch in memory.
     */
    async *inBatches(filters: TemplateFilters, sort = DEFAULT_TEMPLATE_SORT, batchSize = 1000): AsyncGenerator<TemplateRow[]> {
      const after = sort.order === 'asc' ? '>' : '<';
      let last: Selectable<VideoTemplatesTable> | undefined;
      for (;;) {
        let query = filtered(db.selectFrom('video_templates') as Query, filters);
        if (last) {
          const { template_id: id, [sort.by]: key } = last;
          query =
            sort.by === 'template_id'
              ? query.where('template_id', after, id)
              : query.where((eb) => eb.or([eb(sort.by, after, key), eb.and([eb(sort.by, '=', key), eb('template_id', after, id)])]));
        }
        const rows = (await ordered(query, sort).selectAll().limit(batchSize).execute()) as Selectable<VideoTemplatesTable>[];
        if (rows.length > 0) yield rows.map(toRow);
        if (rows.length < batchSize) return;
        last = rows[rows.length - 1];
      }
    },

    /** In `sort` order, ties by template_id; count ignores skip and limit (and comes from the count cache). */
    async list(
      filters: TemplateFilters,
      skip: number,
      limit: number,
      sort = DEFAULT_TEMPLATE_SORT,
    ): Promise<{ rows: TemplateRow[]; count: number }> {
      const base = db.selectFrom('video_templates') as Query;
      // A later page: the keys are found in the index alone, skipping `skip` of them there, and
      // only the page's rows are read (PostgreSQL otherwise reads every skipped row).
      const page =
        skip > 0
          ? ordered(
              base.where(
                'template_id',
                'in',
                ordered(filtered(db.selectFrom('video_templates') as Query, filters), sort)
                  .select('template_id')
                  .limit(limit)
                  .offset(skip),
              ),
              sort,
            ).selectAll()
          : ordered(filtered(base, filters), sort).selectAll().limit(limit);
      const [rows, count] = await Promise.all([
        page.execute(),
        counts.get(`list:${JSON.stringify(filters)}`, async () => {
          const total = await filtered(base, filters)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow();
          return Number((total as { count: unknown }).count);
        }),
      ]);
      return { rows: rows.map((row) => toRow(row as Selectable<VideoTemplatesTable>)), count };
    },

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
     * Of `urls`, those some template or task still points at: the same URL, or it followed by a
     * query or fragment (`/media/a.png?v=2` is the file `/media/a.png` too). One pass over each
     * table, however many URLs are asked about.
     */
    async referencedMedia(urls: string[]): Promise<Set<string>> {
      const wanted = [...new Set(urls)];
      const referenced = new Set<string>();
      if (wanted.length === 0) return referenced;
      const byLength = new Map<number, string[]>();
      for (const url of wanted) byLength.set(url.length + 1, [...(byLength.get(url.length + 1) ?? []), `${url}?`, `${url}#`]);
      // Written with sql.ref and substr so both databases read it alike; no index serves it.
      const pointsAtOne = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: readonly string[]) =>
        eb.or(
          columns.flatMap((column) => [
            eb(sql.ref(column), 'in', wanted),
            ...[...byLength].map(([length, prefixes]) => eb(sql`substr(${sql.ref(column)}, 1, ${length})`, 'in', prefixes)),
          ]),
        );
      const collect = (rows: Record<string, unknown>[]) => {
        for (const row of rows) {
          for (const value of Object.values(row)) {
            if (typeof value !== 'string') continue;
            const url = wanted.find(
              (candidate) => value === candidate || value.startsWith(`${candidate}?`) || value.startsWith(`${candidate}#`),
            );
            if (url !== undefined) referenced.add(url);
          }
        }
      };
      collect(
        await db
          .selectFrom('video_templates')
          .select([...TEMPLATE_MEDIA_COLUMNS])
          .where((eb) => pointsAtOne(eb, TEMPLATE_MEDIA_COLUMNS))
          .execute(),
      );
      collect(
        await db
          .selectFrom('video_tasks')
          .select([...TASK_MEDIA_COLUMNS])
          .where((eb) => pointsAtOne(eb, TASK_MEDIA_COLUMNS))
          .execute(),
      );
      return referenced;
    },

    async findByIds(ids: number[]): Promise<TemplateRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('video_templates').selectAll().where('template_id', 'in', ids).execute();
      return rows.map(toRow);
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

    /** How many templates are in each status and sub-status, from the count cache. */
    countByStatus(): Promise<{ template_status: string; template_sub_status: string; count: number }[]> {
      return counts.get('by-status', async () => {
        const rows = await db
          .selectFrom('video_templates')
          .select(['template_status', 'template_sub_status', (eb) => eb.fn.countAll().as('count')])
          .groupBy(['template_status', 'template_sub_status'])
          .execute();
        return rows.map((row) => ({ ...row, count: Number(row.count) }));
      });
    },

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

    async count(): Promise<number> {
      const row = await db
        .selectFrom('video_templates')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** For writes made around the repository (the demo loader): forget the cached counts. */
    invalidateCounts(): void {
      counts.invalidate();
      announce(feed, db, { kind: 'template', op: 'updated', id: null });
    },
  };
}

export interface VideoTemplatesRepository {
  transaction<T>(work: (repo: VideoTemplatesRepository) => Promise<T>): Promise<T>;
  joining(trx: Kysely<Database>): VideoTemplatesRepository;
  findById(id: number): Promise<TemplateRow | null>;
  list(filters: TemplateFilters, skip: number, limit: number, sort?: TemplateSort): Promise<{ rows: TemplateRow[]; count: number }>;
  inBatches(filters: TemplateFilters, sort?: TemplateSort, batchSize?: number): AsyncGenerator<TemplateRow[]>;
  countByStatus(): Promise<{ template_status: string; template_sub_status: string; count: number }[]>;
  create(values: TemplateValues, at?: string): Promise<TemplateRow>;
  update(id: number, changes: Partial<TemplateValues>, whenStatus?: string): Promise<TemplateRow | null>;
  delete(id: number): Promise<boolean>;
  findByIds(ids: number[]): Promise<TemplateRow[]>;
  lockByIds(ids: number[]): Promise<TemplateRow[]>;
  referencedMedia(urls: string[]): Promise<Set<string>>;
  addHistory(templateId: number, action: string, changes: Record<string, [unknown, unknown]>, actor: Actor, at?: string): Promise<void>;
  listHistory(templateId: number, skip: number, limit: number): Promise<{ rows: HistoryRow[]; count: number }>;
  count(): Promise<number>;
  invalidateCounts(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    videoTemplatesRepository: VideoTemplatesRepository;
  }
}

export const videoTemplatesRepositoryPlugin = fp(
  async (app) => {
    const counts = new CountCache(app.config.countCacheTtlMs);
    // Writes through another instance (heard through the feed) change the totals too.
    app.changeFeed.subscribe(({ event }) => {
      if (event.kind === 'template' || event.kind === 'reset') counts.invalidate();
    });
    app.decorate(
      'videoTemplatesRepository',
      createVideoTemplatesRepository(app.db, app.config.databaseUrl ? 'postgres' : 'sqlite', { counts, changes: app.changeFeed }),
    );
  },
  { name: 'video-templates-repository', dependencies: ['db', 'change-feed'] },
);
