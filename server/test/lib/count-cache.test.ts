import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CountCache } from '../../src/lib/count-cache.js';

/** A computation the test settles by hand, counting how often it ran. */
function manual<T>() {
  let runs = 0;
  const pending: ((value: T) => void)[] = [];
  return {
    compute: () => {
      runs++;
      return new Promise<T>((resolve) => pending.push(resolve));
    },
    settle: (value: T) => pending.shift()!(value),
    get runs() {
      return runs;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('CountCache', () => {
  it('serves a count again until invalidated, then computes afresh', async () => {
    const cache = new CountCache(60_000);
    let value = 1;
    let runs = 0;
    const compute = async () => {
      runs++;
      return value;
    };
    assert.equal(await cache.get('k', compute), 1);
    value = 2;
    assert.equal(await cache.get('k', compute), 1);
    assert.equal(runs, 1);
    cache.invalidate();
    assert.equal(await cache.get('k', compute), 2);
    assert.equal(runs, 2);
    assert.equal(await cache.get('other', compute), 2);
    assert.equal(runs, 3);
  });

  it('concurrent reads of a missing key share one computation', async () => {
    const cache = new CountCache(60_000);
    const work = manual<number>();
    const reads = [cache.get('k', work.compute), cache.get('k', work.compute), cache.get('k', work.compute)];
    await tick();
    assert.equal(work.runs, 1);
    work.settle(7);
    assert.deepEqual(await Promise.all(reads), [7, 7, 7]);
  });

  it('a computation overtaken by a write is not kept, and reads after the write do not wait for it', async () => {
    const cache = new CountCache(60_000);
    const work = manual<number>();
    const before = cache.get('k', work.compute); // started before the write
    await tick();
    cache.invalidate(); // the write has committed
    const after = cache.get('k', work.compute); // must see the write: a computation of its own
    await tick();
    assert.equal(work.runs, 2);
    work.settle(10); // the old one finishes last but one
    work.settle(11);
    assert.equal(await before, 10);
    assert.equal(await after, 11);
    let runs = 0;
    assert.equal(await cache.get('k', async () => (runs++, 12)), 11); // the fresh one was kept
    assert.equal(runs, 0);
  });

  it('a computation overtaken by a write is handed to its readers but not stored, even when no read followed the write', async () => {
    const cache = new CountCache(60_000);
    const work = manual<number>();
    const before = cache.get('k', work.compute);
    const alsoBefore = cache.get('k', work.compute);
    await tick();
    cache.invalidate();
    work.settle(10);
    assert.deepEqual(await Promise.all([before, alsoBefore]), [10, 10]);
    assert.equal(cache.size, 0);
    assert.equal(await cache.get('k', async () => 11), 11);
  });

  it('a refresh overtaken by a write is not stored: the next read computes afresh', async () => {
    let now = 0;
    const cache = new CountCache(1000, 100, () => now);
    assert.equal(await cache.get('k', async () => 1), 1);
    now = 1000;
    const refresh = manual<number>();
    assert.equal(await cache.get('k', refresh.compute), 1); // stale: served, refresh started
    await tick();
    cache.invalidate();
    refresh.settle(2);
    await tick();
    assert.equal(await cache.get('k', async () => 3), 3);
  });

  it('a failed refresh keeps the old entry, and the next read tries again', async () => {
    let now = 0;
    const cache = new CountCache(1000, 100, () => now);
    assert.equal(await cache.get('k', async () => 1), 1);
    now = 1000;
    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error('database down');
    };
    assert.equal(await cache.get('k', failing), 1);
    await tick();
    assert.equal(failures, 1);
    assert.equal(await cache.get('k', failing), 1); // still the old entry, and another refresh
    await tick();
    assert.equal(failures, 2);
    assert.equal(await cache.get('k', async () => 2), 1);
    await tick();
    assert.equal(await cache.get('k', async () => 3), 2);
  });

  it('past its age an entry is served once more while one refresh runs, then replaced', async () => {
    let now = 0;
    const cache = new CountCache(1000, 100, () => now);
    assert.equal(await cache.get('k', async () => 1), 1);
    now = 999;
    const work = manual<number>();
    assert.equal(await cache.get('k', work.compute), 1);
    assert.equal(work.runs, 0);
    now = 1000;
    assert.equal(await cache.get('k', work.compute), 1); // stale: served, refresh started
    assert.equal(await cache.get('k', work.compute), 1); // the same refresh, not a second one
    await tick();
    assert.equal(work.runs, 1);
    work.settle(2);
    await tick();
    assert.equal(await cache.get('k', work.compute), 2);
  });

  it('ttl 0 computes every time; the number of keys is bounded', async () => {
    let runs = 0;
    const off = new CountCache(0);
    await off.get('k', async () => ++runs);
    await off.get('k', async () => ++runs);
    assert.equal(runs, 2);
    const small = new CountCache(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await small.get(key, async () => 1);
    assert.equal(small.size, 3);
  });

  it('when full, the least recently read key is dropped first', async () => {
    const cache = new CountCache(60_000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 0); // read again: now the most recent
    await cache.get('c', async () => 3);
    let runs = 0;
    assert.equal(await cache.get('a', async () => (runs++, 10)), 1);
    assert.equal(await cache.get('b', async () => (runs++, 20)), 20);
    assert.equal(runs, 1);
  });

  it('a failed computation is not kept', async () => {
    const cache = new CountCache(60_000);
    await assert.rejects(
      cache.get('k', async () => Promise.reject(new Error('database down'))),
      /database down/,
    );
    assert.equal(await cache.get('k', async () => 3), 3);
  });
});
