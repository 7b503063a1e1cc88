import type { ChangeEvent, ChangeFeed } from './change-feed.js';

/** A connection or a transaction (a Kysely instance) of any schema. */
type Connection = { readonly isTransaction: boolean };

/** Events of writes made inside a transaction that has not committed yet, by transaction. */
const pending = new WeakMap<object, ChangeEvent[]>();

/**
 * Publishes a repository's write, once it is visible to others: at once when `db` is not a
 * transaction; when it is, once whoever runs the transaction calls announceCommitted (a rolled
 * back transaction's events are dropped with it). A listener told of a change it cannot read yet
 * would fetch the old row and keep it.
 */
export function announce(feed: ChangeFeed | undefined, db: Connection, event: ChangeEvent): void {
  if (!feed) return;
  if (!db.isTransaction) {
    feed.publish(event);
    return;
  }
  const events = pending.get(db) ?? [];
  events.push(event);
  pending.set(db, events);
}

/** Publishes the events of `trx`'s writes: call once it has committed. */
export function announceCommitted(feed: ChangeFeed | undefined, trx: Connection | undefined): void {
  if (!trx) return;
  const events = pending.get(trx) ?? [];
  pending.delete(trx);
  for (const event of events) feed?.publish(event);
}
