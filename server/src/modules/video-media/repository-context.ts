import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { CountCache } from '../../lib/count-cache.js';
import type { ChangeFeed } from '../changes/change-feed.js';
import { backgroundFolder, type CounterFolder } from '../counts/counter-folding.js';
import { countsFollowing } from './feed-counts.js';

/** Which database the queries run on: a few differ (row locks, text search). */
export type { Dialect };

/** PostgreSQL when a DATABASE_URL is set, else the SQLite file. */
export function dialectOf(databaseUrl: string | null): Dialect {
  return databaseUrl ? 'postgres' : 'sqlite';
}

export interface RepositoryOptions {
  /**
   * List totals are served from here (see CountCache); every write through the repository
   * invalidates it once committed. Default: no caching.
   */
  counts?: CountCache;
  /** Where every committed write is published (see ChangeFeed). Default: nowhere. */
  changes?: ChangeFeed;
  /**
   * Folds the counter tables' delta rows (PostgreSQL, see counter-folding.ts), on the database
   * itself (never on a transaction a repository joined). Default: one of its own on `db`.
   */
  folder?: CounterFolder;
}

/** What the parts of a templates or tasks repository share: the connection (maybe a transaction), its dialect, its counts and feed. */
/**
 * How the app's repository of `kind` rows is made: on the app's database, with counts that follow
 * the change feed (see countsFollowing), its writes published on that feed.
 */
export function appRepositoryOptions(app: FastifyInstance, kind: 'task' | 'template'): { dialect: Dialect; options: RepositoryOptions } {
  const counts = countsFollowing(app.changeFeed, kind, app.config.countCacheTtlMs);
  const dialect = dialectOf(app.config.databaseUrl);
  const folder = backgroundFolder(app.db, dialect, (error) => app.log.warn({ err: error }, 'folding the counter tables failed'));
  return { dialect, options: { counts, changes: app.changeFeed, folder } };
}

export interface RepositoryContext {
  db: Kysely<Database>;
  dialect: Dialect;
  counts: CountCache;
  feed: ChangeFeed | undefined;
  folder: CounterFolder;
  /** Runs a write, then forgets the cached counts (see CountCache.afterWrite); writes add up to a fold of the counters. */
  write<T>(work: () => Promise<T>): Promise<T>;
}

export function repositoryContext(db: Kysely<Database>, dialect: Dialect, options: RepositoryOptions = {}): RepositoryContext {
  const counts = options.counts ?? new CountCache(0);
  const folder = options.folder ?? backgroundFolder(db, dialect);
  const write = <T>(work: () => Promise<T>) => {
    if (!db.isTransaction) folder.noteWrite();
    return counts.afterWrite(work);
  };
  return { db, dialect, counts, feed: options.changes, folder, write };
}
