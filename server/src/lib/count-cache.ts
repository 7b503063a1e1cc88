import { LRUCache } from 'lru-cache';

type Compute = () => Promise<unknown>;

/** A stored figure and when the computation that produced it started. */
interface Entry {
  value: unknown;
  computedAt: number;
}

/**
 * A small per-process cache of counts and aggregates (list totals, the task summary) over one
 * table, so they are not recomputed on every request.
 *
 * - Any write to the table made through this process calls invalidate() once it has committed:
 *   every later read computes afresh, so a caller always sees its own writes (and every other
 *   write made through this process).
 * - Writes made elsewhere (another instance, a script) show once an entry is `ttlMs` old, counted
 *   from when its computation started. An entry past its age is still served while one refresh
 *   runs in the background (reads do not queue behind a count of a big table), so such a write
 *   shows within ttlMs plus the time of one count. A failed refresh keeps the old entry, and the
 *   next read tries again.
 * - Concurrent reads of a missing entry share one computation; a computation that an
 *   invalidation overtook is handed to the readers that were already waiting for it (they came
 *   before the write was acknowledged) but never stored. A failed computation is not stored.
 * - At most `maxEntries` keys (the least recently read dropped first); ttlMs 0 turns caching off.
 */
export class CountCache {
  readonly #entries: LRUCache<string, Entry, Compute>;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {
    this.#entries = new LRUCache<string, Entry, Compute>({
      max: maxEntries,
      fetchMethod: async (_key, _stale, { context: compute }) => {
        const computedAt = this.now();
        return { value: await compute(), computedAt };
      },
      // A refresh serves the old entry meanwhile, and keeps it when it fails.
      allowStale: true,
      noDeleteOnFetchRejection: true,
      // clear() aborts computations in flight: their waiting readers still get the result, and
      // lru-cache does not store it, since the entry it was computing for is gone.
      ignoreFetchAbort: true,
    });
  }

  /** Forgets every entry: call after a write to the table has committed. */
  invalidate(): void {
    this.#entries.clear();
  }

  /** Runs a write, then invalidates (after it, so a count that raced the write is not kept). */
  async afterWrite<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      this.invalidate();
    }
  }

  /** Entries stored or being computed. */
  get size(): number {
    return this.#entries.size;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    // The age is checked here, not by lru-cache's ttl, which would count it from when the entry
    // was stored: counted from the start of its computation, a write made elsewhere shows within
    // ttlMs plus one count.
    const cached = this.#entries.peek(key);
    const old = cached !== undefined && this.now() - cached.computedAt >= this.ttlMs;
    const entry = await this.#entries.fetch(key, { context: compute, forceRefresh: old });
    return entry!.value as T;
  }
}
