import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ChangeFeed } from '../../../src/modules/changes/change-feed.js';
import { countsFollowing } from '../../../src/modules/video-media/feed-counts.js';

describe('countsFollowing', () => {
  it('forgets its figures on a change to its own kind of rows or a reset, and keeps them otherwise', async () => {
    const feed = new ChangeFeed();
    const counts = countsFollowing(feed, 'task', 60_000);
    const fill = () => counts.get('total', async () => 1);
    await fill();
    assert.equal(counts.size, 1);
    feed.receive({ kind: 'template', op: 'created', id: 1 });
    feed.publish({ kind: 'bulk-job', op: 'created', id: 1 });
    assert.equal(counts.size, 1, 'templates and bulk jobs are not its rows');
    feed.receive({ kind: 'task', op: 'deleted', id: 1 });
    assert.equal(counts.size, 0);
    await fill();
    feed.receive({ kind: 'reset' });
    assert.equal(counts.size, 0);
  });
});
