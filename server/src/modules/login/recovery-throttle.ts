import type { Kysely } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RecoveryRateLimitConfig } from '../../config.js';
import type { Database } from '../../db/types.js';
import { DatabaseRateLimiter } from '../../lib/rate-limits/database-rate-limiter.js';

/**
 * How often recovery mail may be asked for: per source address and per e-mail address, counted
 * in the database so every instance shares them. Over either limit the request is still answered
 * as usual (the answer never says whether a mail went out), and nothing is sent.
 */
export class RecoveryThrottle {
  readonly #perSource: DatabaseRateLimiter;
  readonly #perAddress: DatabaseRateLimiter;

  constructor(db: Kysely<Database>, config: RecoveryRateLimitConfig) {
    this.#perSource = new DatabaseRateLimiter({ db, keyPrefix: 'recovery-ip', points: config.ipMax, duration: config.ipWindowSeconds });
    this.#perAddress = new DatabaseRateLimiter({
      db,
      keyPrefix: 'recovery-address',
      points: config.addressMax,
      duration: config.addressWindowSeconds,
    });
  }

  /** Counts the request; true when both limits still allow sending. */
  async allows(ip: string, email: string): Promise<boolean> {
    const outcomes = await Promise.allSettled([
      this.#perSource.consume(ip),
      this.#perAddress.consume(email.trim().toLowerCase().slice(0, 320)),
    ]);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected' && !(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    }
    return outcomes.every((outcome) => outcome.status === 'fulfilled');
  }
}
