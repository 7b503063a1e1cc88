import { LRUCache } from 'lru-cache';

/** A session's last use is written at most this often. */
export const LAST_USED_EVERY_MS = 60_000;
/** How many sessions' last writes are remembered (the least recently used go first). */
const REMEMBERED = 10_000;

/**
 * Decides when a session's last_used_at is written: at most once a minute per session on this
 * instance, never on every request (a write per request would double the database's load). Kept
 * in memory: a restart or another instance only writes once more.
 */
export class LastUsedThrottle {
  readonly #writtenAt = new LRUCache<string, number>({ max: REMEMBERED });

  constructor(private readonly everyMs = LAST_USED_EVERY_MS) {}

  /** Whether to write `sessionId`'s last use now; when true, counts it as written. */
  due(sessionId: string, nowMs = Date.now()): boolean {
    const last = this.#writtenAt.get(sessionId);
    if (last !== undefined && nowMs - last < this.everyMs) return false;
    this.#writtenAt.set(sessionId, nowMs);
    return true;
  }
}
