import type { Kysely } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../lib/http-errors.js';
import { TOO_MANY_ATTEMPTS } from '../../lib/messages.js';
import { DatabaseRateLimiter, retryAfterSeconds } from '../../lib/rate-limits/database-rate-limiter.js';

/** Wrong codes in a row that lock a person's second step. */
export const SECOND_STEP_MAX_FAILURES = 5;

/**
 * The brake on guessing a person's second factor, counted in the database (the rate_limits table)
 * so every instance shares it: every attempt counts from its start (parallel guesses are held back
 * like sequential ones), a right code clears the count, and once five attempts failed every
 * further one, right or wrong, is refused with a 429 until the window ends. It counts per person,
 * whatever the address: a stolen password tried from many places gets five guesses in all.
 */
export class SecondStepThrottle {
  readonly #attempts: DatabaseRateLimiter;

  constructor(db: Kysely<Database>, windowSeconds: number) {
    this.#attempts = new DatabaseRateLimiter({ db, keyPrefix: 'second-step', points: SECOND_STEP_MAX_FAILURES, duration: windowSeconds });
  }

  /** Throws a 429 (with Retry-After) once the person's second step is locked; otherwise counts the attempt. */
  async begin(userId: string): Promise<void> {
    try {
      await this.#attempts.consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new HttpError(429, TOO_MANY_ATTEMPTS, { 'retry-after': String(retryAfterSeconds(rejection)) });
    }
  }

  async succeeded(userId: string): Promise<void> {
    await this.#attempts.delete(userId);
  }
}
