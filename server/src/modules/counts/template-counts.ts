import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { FOLD_AFTER_EXTRA_ROWS, type CounterFolder } from './counter-folding.js';
import type { CountsDatabase } from './counts.tables.js';

/** Templates of one status, sub-status and platform (null: none): how many. */
export interface TemplateCount {
  template_status: string;
  template_sub_status: string;
  template_platform: string | null;
  n: number;
}

/** The template filters the counters answer; a search or an id needs a query of the templates. */
export interface CountedTemplateFilters {
  template_status?: string;
  template_sub_status?: string | readonly string[];
  template_platform?: string;
  template_id?: number;
  template_name?: string;
  template_top_title?: string;
}

/** Whether the counters can answer `filters`. */
export function templateCountersAnswer(filters: CountedTemplateFilters): boolean {
  return filters.template_id === undefined && !filters.template_name && !filters.template_top_title;
}

/** How many templates the counts say match `filters`' status, sub-statuses and platform. */
export function templatesMatching(counts: readonly TemplateCount[], filters: CountedTemplateFilters): number {
  const subStatuses =
    filters.template_sub_status === undefined
      ? null
      : typeof filters.template_sub_status === 'string'
        ? [filters.template_sub_status]
        : filters.template_sub_status;
  let total = 0;
  for (const count of counts) {
    if (filters.template_status !== undefined && count.template_status !== filters.template_status) continue;
    if (filters.template_platform !== undefined && count.template_platform !== filters.template_platform) continue;
    if (subStatuses && !subStatuses.includes(count.template_sub_status)) continue;
    total += count.n;
  }
  return total;
}

/** The templates' counts by status, sub-status and platform, from the counter table the database keeps. */
export function templateCounts(db: Kysely<Database>, folder: CounterFolder) {
  const counters = db as unknown as Kysely<CountsDatabase>;
  return {
    async all(): Promise<TemplateCount[]> {
      const rows = await counters
        .selectFrom('video_template_counts')
        .select([
          'template_status',
          'template_sub_status',
          'template_platform',
          sql<string>`sum(n)`.as('n'),
          sql<string>`count(*)`.as('rows'),
        ])
        .groupBy(['template_status', 'template_sub_status', 'template_platform'])
        .execute();
      const extraRows = rows.reduce((sum, row) => sum + Number(row.rows) - 1, 0);
      if (extraRows > FOLD_AFTER_EXTRA_ROWS && !db.isTransaction) folder.request(['video_template_counts']);
      return rows
        .map((row) => ({
          template_status: row.template_status,
          template_sub_status: row.template_sub_status,
          template_platform: row.template_platform === '' ? null : row.template_platform,
          n: Number(row.n),
        }))
        .filter((count) => count.n !== 0);
    },
  };
}

export type TemplateCounts = ReturnType<typeof templateCounts>;
