import type { LoginRateLimitConfig } from '../../config.js'
import { HttpError } from '../../lib/http-errors.js'
import { SlidingWindowLimiter } from '../../lib/rate-limiter.js'

export const TOO_MANY_ATTEMPTS = 'Too many login attempts, please try again later'

/**
 * Brute-force brakes for the login: every attempt counts against the client's IP, and every
 * attempt that has not (yet) succeeded counts against the account, so many parallel guesses at
 * one account are stopped as well as slow ones from many addresses. A success clears the
 * account's count.
 */
export class LoginThrottle {
  readonly #byIp: SlidingWindowLimiter
  readonly #byAccount: SlidingWindowLimiter

  constructor(config: LoginRateLimitConfig) {
    this.#byIp = new SlidingWindowLimiter(config.ipMax, config.ipWindowSeconds * 1000)
    this.#byAccount = new SlidingWindowLimiter(config.accountMax, config.accountWindowSeconds * 1000)
  }

  /** Throws a 429 when either limit is reached; otherwise records the attempt. */
  begin(ip: string, account: string): void {
    const key = accountKey(account)
    const wait = Math.max(this.#byIp.retryAfterSeconds(ip), this.#byAccount.retryAfterSeconds(key))
    if (wait > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, { 'retry-after': String(wait) })
    this.#byIp.hit(ip)
    this.#byAccount.hit(key)
  }

  succeeded(account: string): void {
    this.#byAccount.reset(accountKey(account))
  }

  prune(): void {
    this.#byIp.prune()
    this.#byAccount.prune()
  }
}

// The same account whatever the case, and a bounded key whatever the caller sends.
const accountKey = (account: string) => account.trim().toLowerCase().slice(0, 320)
