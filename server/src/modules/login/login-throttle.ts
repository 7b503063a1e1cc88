import type { Kysely } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LoginRateLimitConfig } from '../../config.js';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../lib/http-errors.js';
import { DatabaseRateLimiter, retryAfterSeconds } from '../../lib/rate-limits/database-rate-limiter.js';
import { TOO_MANY_ATTEMPTS } from '../../lib/messages.js';

/**
 * Brute-force brakes for the login, counted in the database so every instance shares them:
 * - every attempt counts against its source address (a ceiling per IP);
 * - unsuccessful attempts count against the account *and* the source together: after
 *   `accountMax` of them, each further attempt from that source at that account waits, 1 s
 *   doubling up to the window. Nobody can lock the owner out from elsewhere: a correct password
 *   from a source that never failed signs in at once. A success clears the pair's count.
 * An attempt counts from its start, so parallel guesses are held back like sequential ones.
 */
export class LoginThrottle {
  readonly #perSource: DatabaseRateLimiter;
  readonly #failures: DatabaseRateLimiter;
  /** One attempt per backoff period once the failures reach accountMax. */
  readonly #backoff: DatabaseRateLimiter;

  constructor(
    db: Kysely<Database>,
    private readonly config: LoginRateLimitConfig,
  ) {
    this.#perSource = new DatabaseRateLimiter({ db, keyPrefix: 'login-ip', points: config.ipMax, duration: config.ipWindowSeconds });
    this.#failures = new DatabaseRateLimiter({
      db,
      keyPrefix: 'login-fail',
      points: config.accountMax,
      duration: config.accountWindowSeconds,
    });
    this.#backoff = new DatabaseRateLimiter({ db, keyPrefix: 'login-wait', points: 1, duration: 1 });
  }

  /** Throws a 429 (with Retry-After) when the attempt must wait; otherwise counts it. */
  async begin(ip: string, account: string): Promise<void> {
    await refuseWhenRejected(this.#perSource.consume(ip));
    const pair = pairKey(ip, account);
    const failures = (await this.#failures.penalty(pair)).consumedPoints;
    const wait = backoffSeconds(failures, this.config);
    if (wait === 0) return;
    try {
      await refuseWhenRejected(this.#backoff.consume(pair, 1, { customDuration: wait }));
    } catch (error) {
      // A refused attempt was never tried: it must not lengthen the next wait.
      await this.#failures.reward(pair);
      throw error;
    }
  }

  async succeeded(ip: string, account: string): Promise<void> {
    const pair = pairKey(ip, account);
    await Promise.all([this.#failures.delete(pair), this.#backoff.delete(pair)]);
  }

  /** Forgets counters that have ended (the table would otherwise keep every key it saw). */
  async prune(): Promise<void> {
    await this.#perSource.clearExpired();
  }
}

/**
 * How long a source must wait after its `failures`-th unsuccessful attempt at an account before
 * the next: nothing below accountMax, then 1 s doubling, never more than the window.
 */
export function backoffSeconds(failures: number, config: Pick<LoginRateLimitConfig, 'accountMax' | 'accountWindowSeconds'>): number {
  const beyond = failures - config.accountMax;
  return beyond < 0 ? 0 : Math.min(2 ** Math.min(beyond, 30), config.accountWindowSeconds);
}

async function refuseWhenRejected(consumption: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consumption;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw new HttpError(429, TOO_MANY_ATTEMPTS, { 'retry-after': String(retryAfterSeconds(rejection)) });
  }
}

// The same account whatever the case, and a bounded key whatever the caller sends.
const pairKey = (ip: string, account: string) => `${account.trim().toLowerCase().slice(0, 320)} ${ip.slice(0, 45)}`;
