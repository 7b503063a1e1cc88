import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { announceCommitted } from '../changes/announce.js';
import { repositoryContext, type Dialect, type RepositoryOptions } from '../video-media/repository-context.js';
import { templateHistoryQueries } from './template-history-queries.js';
import { templateListQueries } from './template-list-queries.js';
import type { ListTotal } from '../counts/capped-count.js';
import type { TemplatePage } from './template-list-queries.js';
import type { Actor, HistoryRow, TemplateFilters, TemplateRow, TemplateSort, TemplateValues } from './template-rows.js';
import { templateWrites } from './template-writes.js';

export type { Actor, HistoryRow, TemplateFilters, TemplateRow, TemplateSort, TemplateValues } from './template-rows.js';

export interface VideoTemplatesRepository {
  transaction<T>(work: (repo: VideoTemplatesRepository) => Promise<T>): Promise<T>;
  joining(trx: Kysely<Database>): VideoTemplatesRepository;
  findById(id: number): Promise<TemplateRow | null>;
  list(filters: TemplateFilters, skip: number, limit: number, sort?: TemplateSort, cursor?: string): Promise<TemplatePage>;
  total(filters: TemplateFilters): Promise<ListTotal>;
  inBatches(filters: TemplateFilters, sort?: TemplateSort, batchSize?: number): AsyncGenerator<TemplateRow[]>;
  countByStatus(): Promise<{ template_status: string; template_sub_status: string; count: number }[]>;
  create(values: TemplateValues, at?: string): Promise<TemplateRow>;
  update(id: number, changes: Partial<TemplateValues>, whenStatus?: string): Promise<TemplateRow | null>;
  delete(id: number): Promise<boolean>;
  findByIds(ids: number[]): Promise<TemplateRow[]>;
  lockByIds(ids: number[]): Promise<TemplateRow[]>;
  addHistory(templateId: number, action: string, changes: Record<string, [unknown, unknown]>, actor: Actor, at?: string): Promise<void>;
  listHistory(templateId: number, skip: number, limit: number): Promise<{ rows: HistoryRow[]; count: number }>;
  count(): Promise<number>;
  invalidateCounts(): void;
}

/**
 * Video templates and their history, on `db` (the database, or a transaction): the list queries,
 * the history, the writes and locks, each in its own file; this one joins them and runs
 * transactions.
 */
export function createVideoTemplatesRepository(
  db: Kysely<Database>,
  dialect: Dialect,
  options: RepositoryOptions = {},
): VideoTemplatesRepository {
  const context = repositoryContext(db, dialect, options);
  /** The same repository on a transaction; its writes are published when the transaction's owner says it committed. */
  const on = (trx: Kysely<Database>) =>
    createVideoTemplatesRepository(trx, dialect, { counts: context.counts, changes: context.feed, folder: context.folder });

  return {
    ...templateListQueries(context),
    ...templateHistoryQueries(context),
    ...templateWrites(context),

    /** This repository on another module's transaction (see VideoTasksRepository.finishStepTogether). */
    joining: on,

    /** Runs `work` in one transaction, with a repository bound to it. */
    async transaction<T>(work: (repo: VideoTemplatesRepository) => Promise<T>): Promise<T> {
      // Writes inside invalidate as they go; once more after the commit, for counts made meanwhile.
      let transaction: Kysely<Database> | undefined;
      const result = await context.write(() =>
        db.transaction().execute((trx) => {
          transaction = trx;
          return work(on(trx));
        }),
      );
      announceCommitted(context.feed, transaction);
      return result;
    },
  };
}
