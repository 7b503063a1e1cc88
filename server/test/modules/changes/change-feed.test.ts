import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ChangeFeed, type FeedEntry } from '../../../src/modules/changes/change-feed.js';

describe('ChangeFeed', () => {
  it('numbers events, tells every listener, and stops telling one that unsubscribed', () => {
    const feed = new ChangeFeed();
    const heard: FeedEntry[] = [];
    const unsubscribe = feed.subscribe((entry) => heard.push(entry));
    feed.publish({ kind: 'task', op: 'created', id: 1 });
    feed.receive({ kind: 'template', op: 'updated', id: 2 });
    unsubscribe();
    feed.publish({ kind: 'task', op: 'deleted', id: 1 });
    assert.deepEqual(
      heard.map((entry) => entry.id),
      [`${feed.boot}-1`, `${feed.boot}-2`],
    );
    assert.equal(feed.lastId, `${feed.boot}-3`);
  });

  it('sends what it publishes through the relay, and not what it received from one', () => {
    const feed = new ChangeFeed();
    const sent: unknown[] = [];
    feed.relay = { send: (event) => sent.push(event) };
    feed.publish({ kind: 'task', op: 'created', id: 1 });
    feed.receive({ kind: 'task', op: 'created', id: 2 });
    assert.deepEqual(sent, [{ kind: 'task', op: 'created', id: 1 }]);
  });

  it('keeps on telling the others when one listener throws', () => {
    const feed = new ChangeFeed();
    let heard = 0;
    feed.subscribe(() => {
      throw new Error('gone');
    });
    feed.subscribe(() => heard++);
    feed.publish({ kind: 'reset' });
    assert.equal(heard, 1);
  });

  it('resumes after an id it still keeps; null for another boot, a future id or one too old', () => {
    const feed = new ChangeFeed(3);
    const start = feed.lastId;
    for (let id = 1; id <= 5; id++) feed.publish({ kind: 'task', op: 'updated', id });
    assert.deepEqual(
      feed.since(`${feed.boot}-3`)?.map((entry) => entry.event),
      [
        { kind: 'task', op: 'updated', id: 4 },
        { kind: 'task', op: 'updated', id: 5 },
      ],
    );
    assert.deepEqual(feed.since(feed.lastId), []);
    assert.equal(feed.since(`${feed.boot}-2`)?.length, 3);
    assert.equal(feed.since(start), null, 'older than the 3 kept');
    assert.equal(feed.since(`${feed.boot}-9`), null);
    assert.equal(feed.since(`ffffffff-5`), null);
    assert.equal(feed.since('garbage'), null);
  });
});
