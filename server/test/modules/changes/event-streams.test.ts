import assert from 'node:assert/strict';
import type { PassThrough } from 'node:stream';
import { describe, it } from 'node:test';
import { ChangeFeed } from '../../../src/modules/changes/change-feed.js';
import { EventStreams } from '../../../src/modules/changes/event-streams.js';

/** What a stream has written so far. */
function written(stream: PassThrough): string {
  let text = '';
  for (let chunk = stream.read(); chunk !== null; chunk = stream.read()) text += String(chunk);
  return text;
}

describe('EventStreams', () => {
  it('forwards changes to tasks and templates, and resets, but not the bulk-job runners’ signal', () => {
    const feed = new ChangeFeed();
    const streams = new EventStreams(feed, { maxPerUser: 5, max: 500 });
    const start = feed.lastId;
    const live = streams.open(undefined);
    feed.publish({ kind: 'bulk-job', op: 'created', id: 7 });
    feed.publish({ kind: 'task', op: 'created', id: 1 });
    feed.publish({ kind: 'template', op: 'updated', id: 2 });
    feed.receive({ kind: 'reset' });
    const text = written(live);
    assert.match(text, /data: \{"kind":"task","op":"created","id":1\}/);
    assert.match(text, /data: \{"kind":"template","op":"updated","id":2\}/);
    assert.match(text, /event: reset\ndata: \{"kind":"reset"\}/);
    assert.doesNotMatch(text, /bulk-job/);

    // A stream resuming after the first id is given what it missed, the signal left out again.
    const resumed = written(streams.open(start));
    assert.match(resumed, /"kind":"task"/);
    assert.doesNotMatch(resumed, /bulk-job/);
    streams.closeAll();
  });
});
