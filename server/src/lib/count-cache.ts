/**
 * A small per-process cache of counts and aggregates (list totals, the task summary) over one
 * table, so they are not recomputed on every request.
 *
 * - Any write to the table made through this process calls invalidate() once it has committed:
 *   every later read computes afresh, so a caller always sees its own writes (and every other
 *   write made through this process).
 * - Writes made elsewhere (another instance, a script) show once an entry is older than `ttlMs`.
 *   An entry past its age is still served while one refresh runs in the background (reads do
 *   not queue behind a count of a big table), so such a write shows within ttlMs plus the time
 *   of one count.
 * - Concurrent reads of a missing entry share one computation; a computation that an
 *   invalidation overtook is handed to the readers that were already waiting for it (they came
 *   before the write was acknowledged) but never stored.
 * - At most `maxEntries` keys (oldest dropped first); ttlMs 0 turns caching off.
 */
export class CountCache {
  #generation = 0;
  readonly #entries = new Map<string, { value: unknown; generation: number; computedAt: number }>();
  readonly #inFlight = new Map<string, { generation: number; promise: Promise<unknown> }>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets every entry: call after a write to the table has committed. */
  invalidate(): void {
    this.#generation++;
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

  get size(): number {
    return this.#entries.size;
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const entry = this.#entries.get(key);
    if (entry && entry.generation === this.#generation) {
      if (this.now() - entry.computedAt >= this.ttlMs) void this.#refresh(key, compute).catch(() => {});
      return Promise.resolve(entry.value as T);
    }
    return this.#refresh(key, compute);
  }

  /** One computation per key and generation at a time; stored when no write overtook it. */
  #refresh<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const flying = this.#inFlight.get(key);
    if (flying && flying.generation === this.#generation) return flying.promise as Promise<T>;
    const generation = this.#generation;
    const startedAt = this.now();
    const flight: { generation: number; promise: Promise<unknown> } = { generation, promise: Promise.resolve() };
    const promise = (async () => {
      try {
        const value = await compute();
        if (generation === this.#generation) {
          this.#entries.delete(key);
          this.#entries.set(key, { value, generation, computedAt: startedAt });
          if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
        }
        return value;
      } finally {
        if (this.#inFlight.get(key) === flight) this.#inFlight.delete(key);
      }
    })();
    flight.promise = promise;
    this.#inFlight.set(key, flight);
    return promise;
  }
}
