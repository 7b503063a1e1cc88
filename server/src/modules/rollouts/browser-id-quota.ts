import type { Kysely } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/types.js';
import { addressGroup } from '../../lib/address-groups.js';
import { DatabaseRateLimiter } from '../../lib/rate-limits/database-rate-limiter.js';

const HOUR_SECONDS = 60 * 60;

/**
 * How many browser ids page loads may issue per address group an hour
 * (BROWSER_IDS_PER_ADDRESS_GROUP_PER_HOUR), counted in the database so every instance shares the
 * count. An id decides a browser's rollout sides and lets its load reports count: one party
 * minting ids in bulk could otherwise pose as a crowd of browsers on either side. Ended counters
 * go with the others' (the login module prunes the whole rate_limits table).
 */
export function createBrowserIdQuota(db: Kysely<Database>, perHour: number) {
  const limiter = new DatabaseRateLimiter({ db, keyPrefix: 'browser-ids', points: perHour, duration: HOUR_SECONDS });
  return {
    /** Takes one id of the address's group's quota; false when the group has used its hour's. */
    async take(address: string): Promise<boolean> {
      try {
        await limiter.consume(addressGroup(address));
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}

export type BrowserIdQuota = ReturnType<typeof createBrowserIdQuota>;
