import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database, VideoTemplatesTable } from '../../db/types.js';
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

/** The reading side of the templates repository: one template, the list's pages, its batches and totals. */
export function templateListQueries({ db, dialect, counts }: RepositoryContext) {
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

    async count(): Promise<number> {
      const row = await db
        .selectFrom('video_templates')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
