import { PassThrough } from 'node:stream';
import type { UserRow } from '../../db/rows.js';
import { HttpError } from '../../lib/http-errors.js';
import { tooManyStreams, tooManyStreamsForUser } from '../../lib/messages.js';
import { permissionsOf, type Permission } from '../../lib/roles.js';
import type { ChangeFeed, ChangeEvent, FeedEntry } from './change-feed.js';

/** How often an idle stream sends a comment line, so proxies and clients know it is alive. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream is ended after this long: the client reconnects at once with the last event id (and so
 * misses nothing), and its token is checked again.
 */
export const MAX_AGE_MS = 10 * 60_000;
/** How often the people reading streams are read again, so one who lost the right stops hearing. */
export const RECHECK_MS = 5000;
/**
 * What a stream may hold that its reader has not taken yet (its socket refuses more): about twice
 * the feed's replay of 1000 events, so a reconnection's catch-up fits. Beyond it the reader has
 * fallen behind and the stream is cut; it resumes with Last-Event-ID.
 */
export const MAX_QUEUED_BYTES = 256 * 1024;
/** How long an ended stream may take to deliver what it still holds before its connection is cut. */
const END_GRACE_MS = 10_000;
/** How long a client waits before reconnecting, sent as the stream's `retry:` field. */
const RETRY_MS = 2000;
/** Sent with a 429: a place frees when another stream of the person (or anyone's) closes. */
const RETRY_AFTER_SECONDS = 10;

/** One message of a text/event-stream: an event, its id and one line of JSON. */
export function formatEntry(entry: FeedEntry): string {
  return `id: ${entry.id}\nevent: ${entry.event.kind === 'reset' ? 'reset' : 'change'}\ndata: ${JSON.stringify(entry.event)}\n\n`;
}

/** Which events a stream forwards. */
export type EventFilter = (event: ChangeEvent) => boolean;

/** What the back office's screens follow: changes to tasks and templates (the runners' signals stay on the server). */
export const SCREEN_EVENTS: EventFilter = (event) => event.kind === 'task' || event.kind === 'template';

/** Whether `event` is about the stream's own reader (a change of their rights): only they hear it. */
const aboutReader = (event: ChangeEvent, reader: ReaderOptions | null | undefined) =>
  event.kind === 'user' && reader !== null && reader !== undefined && event.id === reader.user.id;

/** The permission that lets a person hear each kind of change. */
const READ_PERMISSION: Readonly<Record<'task' | 'template', Permission>> = { task: 'tasks.read', template: 'templates.read' };

/** What a stream needs to know of its reader: who they are, what they may read, whether they may still sign in. */
export type StreamReader = Pick<UserRow, 'id' | 'is_active' | 'is_superuser' | 'roles' | 'password_changed_at'>;

/** The changes `reader` may hear (each kind needs its read permission), or null when none. */
export function readableBy(reader: Pick<StreamReader, 'is_superuser' | 'roles'>): EventFilter | null {
  const held = permissionsOf(reader);
  const kinds = (Object.keys(READ_PERMISSION) as (keyof typeof READ_PERMISSION)[]).filter((kind) => held.includes(READ_PERMISSION[kind]));
  if (kinds.length === 0) return null;
  return (event) => (kinds as readonly string[]).includes(event.kind);
}

/** A stream opened for a person: their row as authenticated, and how to read it again (null once deleted). */
export interface ReaderOptions {
  user: StreamReader;
  reload: (id: string) => Promise<StreamReader | null>;
  /** The session the stream was opened in (the token's `sid`); null or absent for a token without one. */
  sessionId?: string | null;
  /** Whether that session is still live (read again at each recheck: an ended one ends the stream). */
  sessionLive?: (sessionId: string) => Promise<boolean>;
  /**
   * Set while a superuser views as someone (modules/view-as): the session viewing. Its `reload`
   * reads the viewed identity, so it is not shared with the person's other streams.
   */
  viewedThrough?: string | null;
  /**
   * Only the changes of this person's own rights (and resets): the stream any signed-in person may
   * keep open, so a role given to someone who can read no screen's changes still reaches their tabs.
   */
  ownRightsOnly?: boolean;
}

const NOTHING: EventFilter = () => false;

/** Whether each session the streams were opened in is still live: one read per session. */
async function liveSessionsOf(streams: readonly { reader: ReaderOptions | null }[]): Promise<Map<string, boolean>> {
  const checks = new Map<string, (sessionId: string) => Promise<boolean>>();
  for (const { reader } of streams) if (reader?.sessionId && reader.sessionLive) checks.set(reader.sessionId, reader.sessionLive);
  const answers = await Promise.all([...checks].map(async ([sessionId, isLive]) => [sessionId, await isLive(sessionId)] as const));
  return new Map(answers);
}

/** What `reader`'s stream forwards besides their own rights' changes, or null when it has nothing to forward and ends. */
const wantedBy = (reader: ReaderOptions, now: Pick<StreamReader, 'is_superuser' | 'roles'>): EventFilter | null =>
  reader.ownRightsOnly ? NOTHING : readableBy(now);

interface OpenStream {
  readonly stream: PassThrough;
  wanted: EventFilter;
  readonly reader: ReaderOptions | null;
  /** Stops its timers and its feed subscription, and frees its place. */
  readonly release: () => void;
}

export interface StreamLimits {
  /** Open streams per person. */
  maxPerUser: number;
  /** Open streams in all, on this instance. */
  max: number;
}

/**
 * The open event streams of this instance. Each is a PassThrough that Fastify sends as the
 * answer's body: it gets the feed's events its reader may read, a comment line every
 * `heartbeatMs`, ends after `maxAgeMs`, and is ended by closeAll() when the server shuts down (an
 * open stream would otherwise keep app.close() waiting for its connection).
 *
 * - A person has at most `limits.maxPerUser` streams open and the instance `limits.max`: open()
 *   answers 429 beyond. A stream frees its place as soon as it ends or its connection closes.
 * - A stream whose reader does not take what it is sent (the connection refuses more) holds at
 *   most `maxQueuedBytes`; beyond, it is destroyed (the connection cut) and the client resumes
 *   with Last-Event-ID.
 * - Every `recheckMs` the people with a stream open are read again, one lookup per person: a
 *   stream ends when its person is gone, deactivated, has changed password since it opened, its session
 *   was ended (one more lookup per session), or may read neither kind any more (a stream of their own rights only stays); one who keeps one
 *   read permission hears that kind only.
 */
export class EventStreams {
  heartbeatMs = HEARTBEAT_MS;
  maxAgeMs = MAX_AGE_MS;
  recheckMs = RECHECK_MS;
  maxQueuedBytes = MAX_QUEUED_BYTES;
  readonly #open = new Map<PassThrough, OpenStream>();
  #closing = false;
  #recheckTimer: NodeJS.Timeout | null = null;
  #rechecking: Promise<void> | null = null;

  constructor(
    private readonly feed: ChangeFeed,
    readonly limits: StreamLimits,
  ) {}

  get size(): number {
    return this.#open.size;
  }

  /** The bytes every open stream holds that its reader has not taken yet. */
  get queuedBytes(): number {
    let total = 0;
    for (const stream of this.#open.keys()) total += stream.writableLength + stream.readableLength;
    return total;
  }

  /** How many streams `userId` has open. */
  openBy(userId: string): number {
    let count = 0;
    for (const open of this.#open.values()) if (open.reader?.user.id === userId) count++;
    return count;
  }

  /**
   * A stream that starts after `lastEventId` when given: the events missed since, or a `reset`
   * when they cannot be known (another instance's or an earlier run's id, or too old), so the
   * client refetches everything. With a reader, it forwards only the kinds they may read, counts
   * against their limit and is checked again while open; without, it forwards every screen event.
   * Throws a 429 HttpError when the person or the instance has no place left.
   */
  open(lastEventId: string | undefined, reader?: ReaderOptions): PassThrough {
    const stream = new PassThrough();
    if (this.#closing) {
      stream.end();
      return stream;
    }
    const retryAfter = { 'retry-after': String(RETRY_AFTER_SECONDS) };
    if (reader && this.openBy(reader.user.id) >= this.limits.maxPerUser) {
      throw new HttpError(429, tooManyStreamsForUser(this.limits.maxPerUser), retryAfter);
    }
    if (this.#open.size >= this.limits.max) throw new HttpError(429, tooManyStreams(this.limits.max), retryAfter);

    const send = (text: string) => {
      if (stream.writableEnded || stream.destroyed) return;
      stream.write(text);
      // The socket refused what came before: the reader has fallen behind too far.
      if (stream.writableLength + stream.readableLength > this.maxQueuedBytes) stream.destroy();
    };
    const open: OpenStream = {
      stream,
      wanted: reader ? (wantedBy(reader, reader.user) ?? NOTHING) : SCREEN_EVENTS,
      reader: reader ?? null,
      release: () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        this.#open.delete(stream);
        if (this.#recheckTimer && ![...this.#open.values()].some((other) => other.reader)) {
          clearInterval(this.#recheckTimer);
          this.#recheckTimer = null;
        }
      },
    };

    send(`retry: ${RETRY_MS}\n: connected\n\n`);
    if (lastEventId !== undefined) {
      const missed = this.feed.since(lastEventId);
      if (missed === null) send(formatEntry({ id: this.feed.lastId, event: { kind: 'reset' } }));
      else for (const entry of missed) if (open.wanted(entry.event) || aboutReader(entry.event, reader)) send(formatEntry(entry));
    } else {
      // The id the client resumes after, should it reconnect before any event came.
      send(`id: ${this.feed.lastId}\n\n`);
    }
    const unsubscribe = this.feed.subscribe((entry) => {
      if (entry.event.kind === 'reset' || open.wanted(entry.event) || aboutReader(entry.event, reader)) send(formatEntry(entry));
    });
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    const expiry = setTimeout(() => this.#end(open), this.maxAgeMs);
    expiry.unref();
    stream.once('close', open.release);
    stream.once('end', open.release);
    stream.once('error', open.release);
    this.#open.set(stream, open);
    if (reader && !this.#recheckTimer) {
      this.#recheckTimer = setInterval(() => void this.recheck(), this.recheckMs);
      this.#recheckTimer.unref();
    }
    return stream;
  }

  /**
   * Reads every person with a stream open again (once each, however many streams they have) and
   * ends or narrows their streams by what they may read now. A lookup that fails leaves that
   * person's streams as they were until the next check. Runs one check at a time.
   */
  recheck(): Promise<void> {
    this.#rechecking ??= this.#recheckAll().finally(() => (this.#rechecking = null));
    return this.#rechecking;
  }

  async #recheckAll(): Promise<void> {
    const byPerson = new Map<string, OpenStream[]>();
    for (const open of this.#open.values()) {
      if (!open.reader) continue;
      // Streams read through a view (view-as) are read again apart from the person's own.
      const key = open.reader.viewedThrough ? `${open.reader.user.id} ${open.reader.viewedThrough}` : open.reader.user.id;
      const streams = byPerson.get(key) ?? [];
      streams.push(open);
      byPerson.set(key, streams);
    }
    await Promise.all(
      [...byPerson].map(async ([, streams]) => {
        const id = streams[0]!.reader!.user.id;
        let now: StreamReader | null;
        let live: Map<string, boolean>;
        try {
          [now, live] = await Promise.all([streams[0]!.reader!.reload(id), liveSessionsOf(streams)]);
        } catch {
          return;
        }
        for (const open of streams) {
          if (!this.#open.has(open.stream)) continue;
          // An ended session's streams end with it.
          const sessionId = open.reader!.sessionId;
          if (sessionId && live.get(sessionId) === false) {
            this.#end(open);
            continue;
          }
          // A password change signs out every session that signed in before it, this stream's too.
          const wanted =
            now && now.is_active && now.password_changed_at === open.reader!.user.password_changed_at ? wantedBy(open.reader!, now) : null;
          if (wanted) open.wanted = wanted;
          else this.#end(open);
        }
      }),
    );
  }

  /**
   * Ends a stream: it hears nothing more and frees its place at once; what it still holds is sent,
   * unless its reader takes longer than END_GRACE_MS, when the connection is cut.
   */
  #end(open: OpenStream): void {
    open.release();
    open.stream.end();
    setTimeout(() => open.stream.destroy(), END_GRACE_MS).unref();
  }

  /** Ends every stream, and any opened from now on at once. */
  closeAll(): void {
    this.#closing = true;
    for (const open of [...this.#open.values()]) this.#end(open);
  }
}
