import { randomBytes } from 'node:crypto';

/** What happened to a row: enough for a screen to know which queries to fetch again. */
export type ChangeOp = 'created' | 'updated' | 'deleted';

/**
 * One change, kept small (it travels through NOTIFY, whose payload is limited to 8000 bytes).
 * `id: null` means many rows of that kind changed at once (demo data, a bulk write): refetch all.
 * `bulk-job` tells the bulk-job runners (on every instance) that a job is waiting; screens do not
 * hear it (see SCREEN_EVENTS).
 * `reset` means changes may have been missed (the link between instances was down): refetch all.
 * `user` says a person's roles, superuser flag or active flag changed: only that person's own
 * streams hear it, so their open tabs fetch what they may do again.
 */
export type ChangeEvent =
  | { kind: 'task'; op: ChangeOp; id: number | null; template_id?: number; task_status?: number }
  | { kind: 'template'; op: ChangeOp; id: number | null; template_status?: string }
  | { kind: 'bulk-job'; op: 'created'; id: number }
  | { kind: 'user'; op: 'updated'; id: string }
  | { kind: 'reset' };

/** An event as this instance numbered it: `id` is `<boot>-<sequence>`, so a stream can resume after it. */
export interface FeedEntry {
  id: string;
  event: ChangeEvent;
}

export type FeedListener = (entry: FeedEntry) => void;

/** Carries this instance's events to the others (PostgreSQL's NOTIFY); none on one machine. */
export interface ChangeRelay {
  send(event: ChangeEvent): void;
}

/**
 * The change feed of one server instance: every committed write to a video task or template, and
 * every bulk job created, is published here once, and every listener (the count caches, the event
 * streams, the worker and the bulk-job runner) hears it.
 *
 * - Events published here reach local listeners at once and, through the relay, the other
 *   instances, whose relays hand them to receive(): they reach listeners there the same way.
 * - Each event gets this instance's next sequence number. The last `keep` entries are kept, so a
 *   stream that reconnects with the id of the last event it saw can be given what it missed; an
 *   id from another boot, or older than what is kept, cannot be resumed (since() answers null).
 */
export class ChangeFeed {
  /** Tells this process's ids from those of an earlier run or another instance. */
  readonly boot = randomBytes(4).toString('hex');
  relay: ChangeRelay | null = null;
  readonly #listeners = new Set<FeedListener>();
  readonly #recent: FeedEntry[] = [];
  #sequence = 0;

  constructor(readonly keep = 1000) {}

  /** A committed write made through this instance. */
  publish(event: ChangeEvent): void {
    this.#deliver(event);
    this.relay?.send(event);
  }

  /** A write made through another instance, as its relay delivered it. */
  receive(event: ChangeEvent): void {
    this.#deliver(event);
  }

  /** Listens until the returned function is called. */
  subscribe(listener: FeedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The id of the last event, or of the feed's start: a stream opened now resumes after it. */
  get lastId(): string {
    return `${this.boot}-${this.#sequence}`;
  }

  /**
   * The entries after `lastId`, oldest first; null when that id cannot be resumed from (another
   * boot, or older than what is kept), so the client must refetch everything.
   */
  since(lastId: string): FeedEntry[] | null {
    const match = /^([0-9a-f]+)-(\d+)$/.exec(lastId);
    if (!match || match[1] !== this.boot) return null;
    const after = Number(match[2]);
    if (after > this.#sequence) return null;
    const missed = this.#sequence - after;
    if (missed === 0) return [];
    if (missed > this.#recent.length) return null;
    return this.#recent.slice(this.#recent.length - missed);
  }

  #deliver(event: ChangeEvent): void {
    const entry = { id: `${this.boot}-${++this.#sequence}`, event };
    this.#recent.push(entry);
    if (this.#recent.length > this.keep) this.#recent.shift();
    for (const listener of this.#listeners) {
      try {
        listener(entry);
      } catch {
        // One listener's failure (a stream whose socket just closed) must not keep the others from hearing.
      }
    }
  }
}
