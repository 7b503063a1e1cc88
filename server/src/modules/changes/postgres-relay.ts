import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/types.js';
import type { ChangeEvent, ChangeFeed, ChangeRelay } from './change-feed.js';

/** The longest channel name PostgreSQL takes (NAMEDATALEN - 1 bytes). */
const MAX_CHANNEL_BYTES = 63;
/** Waits between attempts to listen again after the connection was lost: doubling up to the last. */
const RECONNECT_DELAYS_MS = [100, 200, 500, 1000, 2000, 5000];

/**
 * The one channel of a database schema: instances sharing a schema (one deployment) hear each
 * other, and deployments (or test runs) in other schemas of the same database do not.
 */
export function channelFor(schema: string | null): string {
  const name = `changes_${schema ?? 'public'}`;
  if (Buffer.byteLength(name) <= MAX_CHANNEL_BYTES) return name;
  return `changes_${createHash('sha256').update(name).digest('hex').slice(0, 40)}`;
}

interface Message {
  /** The instance that sent it: an instance hears its own NOTIFY too, and ignores it. */
  from: string;
  event: ChangeEvent;
}

export interface PostgresRelayOptions {
  connectionString: string;
  channel: string;
  /** The application's database: NOTIFY goes through its pool. */
  db: Kysely<Database>;
  feed: ChangeFeed;
  log: FastifyBaseLogger;
}

/**
 * Carries the feed between the instances of one PostgreSQL database: each published event is
 * sent with NOTIFY on one channel, and a dedicated connection LISTENs to it (a pooled connection
 * cannot: the pool hands it to queries and back). When that connection is lost it connects again,
 * with growing waits, and then tells the feed's listeners that events may have been missed
 * (a `reset`: the count caches forget, the screens refetch).
 */
export class PostgresRelay implements ChangeRelay {
  readonly #origin = randomUUID();
  #client: pg.Client | null = null;
  #stopped = false;
  #retry: NodeJS.Timeout | null = null;
  #failures = 0;

  constructor(private readonly options: PostgresRelayOptions) {}

  /** Listens; the first connection must succeed (the database was just reached by the migrations). */
  async start(): Promise<void> {
    await this.#listen();
  }

  send(event: ChangeEvent): void {
    if (this.#stopped) return;
    const payload = JSON.stringify({ from: this.#origin, event } satisfies Message);
    // After the write's commit, outside its transaction: a lost NOTIFY costs the other instances
    // a stale total until the count cache's age limit, never a write.
    sql`select pg_notify(${this.options.channel}, ${payload})`.execute(this.options.db).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'change feed: NOTIFY failed');
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('error', (error) => this.options.log.warn({ err: error }, 'change feed: listening connection failed'));
    client.on('notification', (message) => this.#heard(message.payload));
    client.on('end', () => {
      if (this.#client === client) this.#lost();
    });
    await client.connect();
    try {
      await client.query(`listen "${this.options.channel.replace(/"/g, '""')}"`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
  }

  #heard(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (message.from === this.#origin || typeof message.event?.kind !== 'string') return;
    this.options.feed.receive(message.event);
  }

  #lost(): void {
    this.#client = null;
    if (this.#stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.#failures, RECONNECT_DELAYS_MS.length - 1)]!;
    this.#failures++;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#listen().then(
        () => {
          if (this.#stopped) return;
          this.options.log.info('change feed: listening again');
          this.#failures = 0;
          // Whatever was sent while no one listened is lost.
          this.options.feed.receive({ kind: 'reset' });
        },
        (error: unknown) => {
          this.options.log.warn({ err: error }, 'change feed: could not listen again');
          this.#lost();
        },
      );
    }, delay);
    this.#retry.unref();
  }
}
