import { PassThrough } from 'node:stream';
import type { ChangeFeed, ChangeEvent, FeedEntry } from './change-feed.js';

/** How often an idle stream sends a comment line, so proxies and clients know it is alive. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream is ended after this long: the client reconnects at once with the last event id (and so
 * misses nothing), and its token is checked again, so a session signed out or a user no longer
 * superuser stops hearing changes within this time.
 */
export const MAX_AGE_MS = 10 * 60_000;
/** How long a client waits before reconnecting, sent as the stream's `retry:` field. */
const RETRY_MS = 2000;

/** One message of a text/event-stream: an event, its id and one line of JSON. */
export function formatEntry(entry: FeedEntry): string {
  return `id: ${entry.id}\nevent: ${entry.event.kind === 'reset' ? 'reset' : 'change'}\ndata: ${JSON.stringify(entry.event)}\n\n`;
}

/** Which events a stream forwards. */
export type EventFilter = (event: ChangeEvent) => boolean;

/** What the back office's screens follow: changes to tasks and templates (the runners' signals stay on the server). */
export const SCREEN_EVENTS: EventFilter = (event) => event.kind === 'task' || event.kind === 'template';

/**
 * The open event streams of this instance. Each is a PassThrough that Fastify sends as the
 * answer's body: it gets the feed's events, a comment line every `heartbeatMs`, ends after
 * `maxAgeMs`, and is ended by closeAll() when the server shuts down (an open stream would otherwise keep app.close() waiting
 * for its connection).
 */
export class EventStreams {
  heartbeatMs = HEARTBEAT_MS;
  maxAgeMs = MAX_AGE_MS;
  readonly #open = new Set<PassThrough>();
  #closing = false;

  constructor(private readonly feed: ChangeFeed) {}

  get size(): number {
    return this.#open.size;
  }

  /**
   * A stream that starts after `lastEventId` when given: the events missed since, or a `reset`
   * when they cannot be known (another instance's or an earlier run's id, or too old), so the
   * client refetches everything.
   */
  open(lastEventId: string | undefined, wanted: EventFilter = SCREEN_EVENTS): PassThrough {
    const stream = new PassThrough();
    if (this.#closing) {
      stream.end();
      return stream;
    }
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    if (lastEventId !== undefined) {
      const missed = this.feed.since(lastEventId);
      if (missed === null) stream.write(formatEntry({ id: this.feed.lastId, event: { kind: 'reset' } }));
      else for (const entry of missed) if (wanted(entry.event)) stream.write(formatEntry(entry));
    } else {
      // The id the client resumes after, should it reconnect before any event came.
      stream.write(`id: ${this.feed.lastId}\n\n`);
    }
    const unsubscribe = this.feed.subscribe((entry) => {
      if (entry.event.kind === 'reset' || wanted(entry.event)) stream.write(formatEntry(entry));
    });
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    const expiry = setTimeout(() => stream.end(), this.maxAgeMs);
    expiry.unref();
    const finish = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      this.#open.delete(stream);
    };
    stream.once('close', finish);
    stream.once('end', finish);
    stream.once('error', finish);
    this.#open.add(stream);
    return stream;
  }

  /** Ends every stream, and any opened from now on at once. */
  closeAll(): void {
    this.#closing = true;
    for (const stream of this.#open) stream.end();
  }
}
