import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { repositoryContext, type Dialect, type RepositoryOptions } from '../video-media/repository-context.js';
import { taskClaims } from './task-claims.js';
import { taskListQueries } from './task-list-queries.js';
import { taskStatsQueries } from './task-stats-queries.js';
import { taskWrites } from './task-writes.js';

export type { NewTask, TaskChanges, TaskFilters, TaskRow, TaskSort } from './task-rows.js';

/**
 * Video tasks on `db`: the list queries, the figures, the writes and the worker's claims, each in
 * its own file; this one joins them.
 */
export function createVideoTasksRepository(db: Kysely<Database>, dialect: Dialect, options: RepositoryOptions = {}) {
  const context = repositoryContext(db, dialect, options);
  return {
    ...taskListQueries(context),
    ...taskStatsQueries(context),
    ...taskWrites(context),
    ...taskClaims(context),
  };
}

export type VideoTasksRepository = ReturnType<typeof createVideoTasksRepository>;
