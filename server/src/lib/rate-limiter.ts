/**
 * Counts events per key over a sliding window (a log of timestamps per key). Kept in memory:
 * with several server instances each one limits on its own, which still bounds guessing.
 */
export class SlidingWindowLimiter {
  readonly #hits = new Map<string, number[]>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  #recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs
    const recent = (this.#hits.get(key) ?? []).filter((time) => time > cutoff)
    if (recent.length > 0) this.#hits.set(key, recent)
    else this.#hits.delete(key)
    return recent
  }

  /** Seconds until the key may act again, or 0 when it is under its limit. */
  retryAfterSeconds(key: string): number {
    const recent = this.#recent(key)
    if (recent.length < this.max) return 0
    const oldest = recent[recent.length - this.max]!
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000))
  }

  hit(key: string): void {
    const recent = this.#recent(key)
    recent.push(this.now())
    // Only the newest `max` entries ever matter; older ones would just hold memory.
    this.#hits.set(key, recent.slice(-this.max))
  }

  reset(key: string): void {
    this.#hits.delete(key)
  }

  /** Forgets keys whose events have all left the window. */
  prune(): void {
    for (const key of [...this.#hits.keys()]) this.#recent(key)
  }

  get size(): number {
    return this.#hits.size
  }
}
