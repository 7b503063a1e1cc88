import type { FastifyBaseLogger } from 'fastify';

/** An ISO time `ms` from now: when a lease taken now runs out. */
export const inMs = (ms: number) => new Date(Date.now() + Math.max(0, ms)).toISOString();

/**
 * The loop both background runners share (video tasks, bulk jobs): every poll interval, or at
 * once when woken, it claims as many due items as it has room for, each under a lease in the
 * database, and works on each; a finished item may free room for more. Work state lives in the
 * database, so several instances run side by side and a restarted one carries on. Subclasses say
 * what an item is, how to claim it and what working on it means.
 */
export abstract class ClaimLoop<T> {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopRequested = false;
  private ticking: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  /** Keys of the items in progress here. */
  private readonly working = new Set<number>();

  protected constructor(protected readonly log: FastifyBaseLogger) {}

  /** How many items this instance works on at once. */
  protected abstract capacity(): number;
  protected abstract pollIntervalMs(): number;
  /** Claims up to `room` due items under a lease; may return items already in progress here. */
  protected abstract claim(room: number): Promise<T[]>;
  protected abstract keyOf(item: T): number;
  protected abstract work(item: T): Promise<void>;
  /** After the work in progress finished at a stop: give back what is still reserved. */
  protected async afterStop(): Promise<void> {}

  get started(): boolean {
    return this.running;
  }

  /** True from a stop's start: work in progress should end at its next safe point. */
  protected get stopping(): boolean {
    return this.stopRequested;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopRequested = false;
    this.schedule(0);
  }

  /** Stops claiming, lets the work in progress finish, then afterStop. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.stopRequested = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
    await this.afterStop();
    this.running = false;
    this.stopRequested = false;
  }

  /** Look for work now (some was just created) rather than at the next poll. */
  wake(): void {
    if (this.running && !this.stopRequested) this.schedule(0);
  }

  /** Whether the item with this key is in progress here. */
  workingOn(key: number): boolean {
    return this.working.has(key);
  }

  /** Waits for the claim and the work in progress (tests use it to observe one round). */
  async idle(): Promise<void> {
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Claims what this instance has room for and starts each; returns the items started. */
  async claimAndRun(): Promise<T[]> {
    const room = this.capacity() - this.inFlight.size;
    if (room <= 0 || this.stopRequested) return [];
    const claimed = await this.claim(room);
    // An item still in progress here comes back when its own lease ran out before a renewal
    // landed (a stalled database or event loop): the claim renewed the lease, and the work in
    // progress goes on; starting it twice would repeat its effects.
    const started = claimed.filter((item) => !this.working.has(this.keyOf(item)));
    for (const item of started) {
      const key = this.keyOf(item);
      this.working.add(key);
      const run = this.work(item).finally(() => {
        this.inFlight.delete(run);
        this.working.delete(key);
        // A finished item may free room for more due work.
        if (claimed.length === room) this.wake();
      });
      this.inFlight.add(run);
    }
    return started;
  }

  private schedule(delayMs: number): void {
    if (this.stopRequested) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.ticking) {
        // A claim is in progress: look again right after it.
        void this.ticking.then(() => this.schedule(0));
        return;
      }
      this.ticking = this.tick().finally(() => {
        this.ticking = null;
      });
    }, delayMs);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    try {
      await this.claimAndRun();
    } catch (error) {
      this.log.error({ err: error }, 'claiming work failed');
    }
    this.schedule(this.pollIntervalMs());
  }
}

/**
 * Renews a lease every third of its length while work runs (a platform call or an AI row may
 * outlast one lease, and another instance must not take the item meanwhile). `renew` answers
 * whether the lease is still held; a lost lease is logged once per renewal, and the work writes
 * nothing (every write needs the lease). Returns the function that stops renewing.
 */
export function keepLease(
  renew: () => Promise<boolean>,
  leaseMs: number,
  log: FastifyBaseLogger,
  what: Record<string, unknown>,
): () => void {
  let renewing = true;
  const timer = setInterval(
    () => {
      void renew()
        .then((held) => {
          if (!held && renewing) log.warn(what, 'lost the lease; the result will not be written');
        })
        .catch((error: unknown) => log.warn({ err: error, ...what }, 'could not renew a lease'));
    },
    Math.max(20, Math.floor(leaseMs / 3)),
  );
  timer.unref?.();
  return () => {
    renewing = false;
    clearInterval(timer);
  };
}
