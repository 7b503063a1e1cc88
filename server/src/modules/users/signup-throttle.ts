import type { Kysely } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../lib/http-errors.js';
import { DatabaseRateLimiter, retryAfterSeconds } from '../../lib/rate-limits/database-rate-limiter.js';
import { TOO_MANY_SIGNUPS } from '../../lib/messages.js';

/**
 * How many sign-ups one source address may try per window, counted in the database so every
 * instance shares the count. Every valid request counts, an address already registered too (so
 * the answer for it cannot be used to probe many addresses).
 */
export class SignupThrottle {
  readonly #perSource: DatabaseRateLimiter;

  constructor(db: Kysely<Database>, config: Config['signupRateLimit']) {
    this.#perSource = new DatabaseRateLimiter({ db, keyPrefix: 'signup-ip', points: config.ipMax, duration: config.windowSeconds });
  }

  /** Counts the sign-up; throws a 429 with Retry-After when the source is over its limit. */
  async begin(ip: string): Promise<void> {
    try {
      await this.#perSource.consume(ip.slice(0, 45));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new HttpError(429, TOO_MANY_SIGNUPS, { 'retry-after': String(retryAfterSeconds(rejection)) });
    }
  }
}
