import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECK_EVERY_MS, createAutoRollback, type AutoRollbackOptions } from '../../../src/modules/frontend-reports/auto-rollback.js';

const ROLLOUT = {
  frontend: 'remote-items',
  release_id: 'next',
  percent: 50,
  started_at: '2026-11-30T10:00:00.000Z',
  started_by: 'x',
  updated_at: 'x',
};

/** One module rolling out `next` over live `live`, the shares given; abort ends it once, like the database's conditional delete. */
function fakes(shares: Record<string, { browsers: number; failed: number }>) {
  let rolling = true;
  const aborts: string[] = [];
  const options: AutoRollbackOptions = {
    repo: { shareSince: async (_frontend, releaseId) => shares[releaseId] ?? { browsers: 0, failed: 0 } },
    rollouts: {
      active: async () => (rolling ? [ROLLOUT] : []) as Awaited<ReturnType<AutoRollbackOptions['rollouts']['active']>>,
      releaseOf: async () => ({ releaseId: 'live', via: 'live' as const }),
      abort: async (_frontend, { reason }) => {
        if (!rolling) return null;
        rolling = false;
        aborts.push(reason);
        return { frontend: 'remote-items', release_id: 'next', percent: 0, live: 'live', status: 'aborted' as const };
      },
    },
    failureShare: 0.2,
    minBrowsers: 10,
    log: () => {},
  };
  return { options, aborts };
}

describe('automatic rollback checks', () => {
  it('aborts only past the threshold and the minimum of browsers', async () => {
    for (const [next, live, aborts] of [
      [{ browsers: 9, failed: 9 }, { browsers: 10, failed: 0 }, 0],
      [{ browsers: 10, failed: 3 }, { browsers: 10, failed: 1 }, 0],
      [{ browsers: 10, failed: 4 }, { browsers: 10, failed: 1 }, 1],
      [{ browsers: 12, failed: 9 }, { browsers: 0, failed: 0 }, 1],
    ] as const) {
      const { options, aborts: made } = fakes({ next, live });
      await createAutoRollback(options).after('remote-items');
      assert.equal(made.length, aborts, JSON.stringify({ next, live }));
    }
  });

  it('two instances deciding at once abort once; the reason names both shares and the browsers', async () => {
    const { options, aborts } = fakes({ next: { browsers: 12, failed: 9 }, live: { browsers: 30, failed: 0 } });
    const results = await Promise.all([
      createAutoRollback(options).after('remote-items'),
      createAutoRollback(options).after('remote-items'),
    ]);
    assert.equal(results.filter((result) => result !== null).length, 1);
    assert.deepEqual(aborts, ['failure share 0.75 against 0.00 for the live release over 12 browsers']);
  });

  it("runs one module's checks at most once per interval, the last one asked for when the time comes", async () => {
    let now = 1_000_000;
    const shares = { next: { browsers: 5, failed: 5 }, live: { browsers: 5, failed: 0 } };
    const { options, aborts } = fakes(shares);
    const checks = createAutoRollback({ ...options, clock: () => now });
    assert.equal(await checks.after('remote-items'), null);
    shares.next = { browsers: 10, failed: 10 };
    now += 10;
    assert.equal(await checks.after('remote-items'), null, 'deferred');
    assert.deepEqual(aborts, []);
    now += CHECK_EVERY_MS;
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS + 100));
    assert.equal(aborts.length, 1);
    await checks.stop();
  });
});
