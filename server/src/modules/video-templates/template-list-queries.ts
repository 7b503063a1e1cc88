import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database, VideoTemplatesTable } from '../../db/types.js';
import { cappedCount, type ListTotal } from '../counts/capped-count.js';
import { templateCounts, templateCountersAnswer, templatesMatching } from '../counts/template-counts.js';
import { comesAfter, decodeCursor, encodeCursor, readPage, type After, type SortKey } from '../video-media/keyset.js';
import type { RepositoryContext } from '../video-media/repository-context.js';
import { DEFAULT_TEMPLATE_SORT, toRow, type TemplateFilters, type TemplateRow, type TemplateSort } from './template-rows.js';

type Query = SelectQueryBuilder<Database, 'video_templates', object>;

/** Escapes LIKE wildcards so user text matches literally (PostgreSQL's default escape is \). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `sort`, then template_id the same way: rows tying on the column keep one order from page to page. */
function ordered(query: Query, sort: TemplateSort): Query {
  const bySort = sort.by === 'template_id' ? query : query.orderBy(sort.by, sort.order);
  return bySort.orderBy('template_id', sort.order);
}

/** The list's order as a keyset: the sort column (a platform may be null), then template_id the same way. */
export function templateSortKey(sort: TemplateSort): SortKey {
  return { column: sort.by, id: 'template_id', order: sort.order, nullable: sort.by === 'template_platform' };
}

/** Where a list continues after `row`, in `sort`'s order. */
function afterRow(row: Selectable<VideoTemplatesTable>, sort: TemplateSort): After {
  const value = row[sort.by];
  const id = Number(row.template_id);
  if (sort.by === 'template_id') return { value: id, id };
  return { value: value === null ? null : String(value), id };
}

/** A page of the list, its total and the cursor of the page after it. */
export interface TemplatePage {
  rows: TemplateRow[];
  count: number;
  /** False when more templates match than were counted (see EXACT_COUNT_LIMIT). */
  countExact: boolean;
  /** Where the next page starts (its cursor), or null after the last row. */
  nextCursor: string | null;
}

/** The reading side of the templates repository: one template, the list's pages, its batches and totals. */
export function templateListQueries({ db, dialect, counts, folder }: RepositoryContext) {
  const counters = templateCounts(db, folder);

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

  /**
   * The list's total: from the counters (status, sub-statuses, platform), or, for a search or an
   * id, counted through its index up to EXACT_COUNT_LIMIT, from the count cache.
   */
  async function total(filters: TemplateFilters): Promise<ListTotal> {
    if (templateCountersAnswer(filters)) return { count: templatesMatching(await counters.all(), filters), exact: true };
    return counts.get(`list:${JSON.stringify(filters)}`, () =>
      cappedCount(db, filtered(db.selectFrom('video_templates') as Query, filters).select('template_id')),
    );
  }

  /** `limit` rows from `skip` on, in `sort` order: the keys from the index alone, then only the page's rows. */
  async function pageAt(filters: TemplateFilters, sort: TemplateSort, skip: number, limit: number) {
    const base = db.selectFrom('video_templates') as Query;
    if (skip === 0)
      return (await ordered(filtered(base, filters), sort).selectAll().limit(limit).execute()) as Selectable<VideoTemplatesTable>[];
    // PostgreSQL would otherwise read every skipped row, not only its key.
    const keys = ordered(filtered(db.selectFrom('video_templates') as Query, filters), sort)
      .select('template_id')
      .limit(limit)
      .offset(skip);
    return (await ordered(base.where('template_id', 'in', keys), sort)
      .selectAll()
      .execute()) as Selectable<VideoTemplatesTable>[];
  }

  async function pageAfter(filters: TemplateFilters, sort: TemplateSort, after: After, limit: number) {
    const query = filtered(db.selectFrom('video_templates') as Query, filters).where(comesAfter(templateSortKey(sort), after, dialect));
    return (await ordered(query, sort).selectAll().limit(limit).execute()) as Selectable<VideoTemplatesTable>[];
  }

  return {
    async findById(id: number): Promise<TemplateRow | null> {
      const row = await db.selectFrom('video_templates').selectAll().where('template_id', '=', id).executeTakeFirst();
      return row ? toRow(row) : null;
    },

    async findByIds(ids: number[]): Promise<TemplateRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('video_templates').selectAll().where('template_id', 'in', ids).execute();
      return rows.map(toRow);
    },

    /**
     * Every template matching `filters`, in `sort` order, `batchSize` rows at a time: each batch
     * is read once the previous one was consumed, continuing after the last row's sort key and
     * template_id (a keyset seek, so a late batch costs what the first does), so an export of any
     * size holds one batch in memory.
     */
    async *inBatches(filters: TemplateFilters, sort = DEFAULT_TEMPLATE_SORT, batchSize = 1000): AsyncGenerator<TemplateRow[]> {
      let after: After | undefined;
      for (;;) {
        const rows = after ? await pageAfter(filters, sort, after, batchSize) : await pageAt(filters, sort, 0, batchSize);
        if (rows.length > 0) yield rows.map(toRow);
        if (rows.length < batchSize) return;
        after = afterRow(rows[rows.length - 1]!, sort);
      }
    },

    total,

    /**
     * The page at `skip` (or, with `cursor`, the one after the row it names) in `sort` order, ties
     * by template_id. A page past the middle of an exactly counted list is read from its end, in
     * the reverse order, so the last page costs what the first does; a cursor seeks.
     */
    async list(
      filters: TemplateFilters,
      skip: number,
      limit: number,
      sort = DEFAULT_TEMPLATE_SORT,
      cursor?: string,
    ): Promise<TemplatePage> {
      const key = templateSortKey(sort);
      const after = cursor === undefined ? undefined : decodeCursor(cursor, key, sort.by === 'template_id' ? 'number' : 'string');
      const {
        rows,
        total: found,
        last,
      } = await readPage(
        {
          total: () => total(filters),
          pageAt: (order: TemplateSort, from: number, count: number) => pageAt(filters, order, from, count),
          pageAfter: (row: After, count: number) => pageAfter(filters, sort, row, count),
        },
        sort,
        skip,
        limit,
        after,
      );
      return {
        rows: rows.map(toRow),
        count: found.count,
        countExact: found.exact,
        nextCursor: last ? encodeCursor(key, afterRow(last, sort)) : null,
      };
    },

    /** How many templates are in each status and sub-status, from the counters the database keeps. */
    async countByStatus(): Promise<{ template_status: string; template_sub_status: string; count: number }[]> {
      const byKey = new Map<string, { template_status: string; template_sub_status: string; count: number }>();
      for (const count of await counters.all()) {
        const key = `${count.template_status}\u0000${count.template_sub_status}`;
        const seen = byKey.get(key);
        if (seen) seen.count += count.n;
        else byKey.set(key, { template_status: count.template_status, template_sub_status: count.template_sub_status, count: count.n });
      }
      return [...byKey.values()];
    },

    /** Every template, from the counters. */
    async count(): Promise<number> {
      return templatesMatching(await counters.all(), {});
    },
  };
}
