import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { RateLimiterRes, type RateLimiterStoreAbstract as StoreBase } from 'rate-limiter-flexible';
import type { Database } from '../../db/types.js';

// The base class of the library's own stores: declared in its types, but its index does not
// export it, so it is loaded from its file (the package has no exports map restricting that).
const RateLimiterStoreAbstract: typeof StoreBase = createRequire(import.meta.url)('rate-limiter-flexible/lib/RateLimiterStoreAbstract.js');

interface StoredCounter {
  points: number;
  expire: number | null;
}

export interface DatabaseRateLimiterOptions {
  db: Kysely<Database>;
  /** Separates this limiter's keys from others' in the shared table. */
  keyPrefix: string;
  /** Points allowed per window (consume rejects beyond them). */
  points: number;
  /** The window, in seconds. */
  duration: number;
}

/**
 * rate-limiter-flexible's limiter with its counters in the application's own database (the
 * rate_limits table, SQLite or PostgreSQL through Kysely), so every server instance shares them.
 * The library does the limiting; this class only stores: one atomic upsert per change, the same
 * statement the library's SQL stores use (a counter past its expiry starts again from zero).
 */
export class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  readonly #db: Kysely<Database>;

  constructor({ db, ...options }: DatabaseRateLimiterOptions) {
    super({ ...options, storeClient: db });
    this.#db = db;
  }

  /** Deletes counters that ended before `beforeMs`; the table otherwise keeps every key it saw. */
  async clearExpired(beforeMs = Date.now()): Promise<void> {
    await this.#db.deleteFrom('rate_limits').where('expire', '<', beforeMs).execute();
  }

  protected _getRateLimiterRes(_key: string, changedPoints: number, stored: StoredCounter): RateLimiterRes {
    const consumedPoints = changedPoints === stored.points ? changedPoints : stored.points;
    const msBeforeNext = stored.expire === null ? -1 : Math.max(stored.expire - Date.now(), 0);
    return new RateLimiterRes(Math.max(this.points - consumedPoints, 0), msBeforeNext, consumedPoints, changedPoints === stored.points);
  }

  protected async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<StoredCounter> {
    const now = Date.now();
    const expire = msDuration > 0 ? now + msDuration : null;
    const row = await this.#db
      .insertInto('rate_limits')
      .values({ key, points, expire })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet(
          forceExpire
            ? { points, expire }
            : {
                points: sql`case when rate_limits.expire is null or rate_limits.expire > ${now} then rate_limits.points + excluded.points else excluded.points end`,
                expire: sql`case when rate_limits.expire is null or rate_limits.expire > ${now} then rate_limits.expire else excluded.expire end`,
              },
        ),
      )
      .returning(['points', 'expire'])
      .executeTakeFirstOrThrow();
    return toCounter(row);
  }

  protected async _get(key: string): Promise<StoredCounter | null> {
    const row = await this.#db
      .selectFrom('rate_limits')
      .select(['points', 'expire'])
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expire', 'is', null), eb('expire', '>', Date.now())]))
      .executeTakeFirst();
    return row ? toCounter(row) : null;
  }

  protected async _delete(key: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('rate_limits').where('key', '=', key).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** PostgreSQL returns bigint columns as text. */
function toCounter(row: { points: number; expire: number | string | null }): StoredCounter {
  return { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) };
}

/** Seconds to tell a client in Retry-After: at least 1. */
export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}
