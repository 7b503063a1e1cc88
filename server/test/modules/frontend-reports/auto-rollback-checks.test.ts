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

type Share = Awaited<ReturnType<AutoRollbackOptions['repo']['shareSince']>>;

/** Reporters and failing ones, each an address group behind one browser. */
const groups = (reporters: number, failed: number): Share => ({
  reporters,
  failed,
  failedPersons: 0,
  failedAddressGroups: failed,
  browsers: reporters,
  failedBrowsers: failed,
});

/** One module rolling out `next` over live `live`, the shares given; abort ends it once, like the database's conditional delete. */
function fakes(shares: Record<string, Share>) {
  let rolling = true;
  const aborts: string[] = [];
  const options: AutoRollbackOptions = {
    repo: { shareSince: async (_frontend, releaseId) => shares[releaseId] ?? groups(0, 0) },
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
  it('aborts only past the threshold and the minimum of reporters', async () => {
    for (const [next, live, aborts] of [
      [groups(9, 9), groups(10, 0), 0],
      [groups(10, 3), groups(10, 1), 0],
      [groups(10, 4), groups(10, 1), 1],
      [groups(12, 9), groups(0, 0), 1],
      // Hundreds of failing browsers behind one reporter are one reporter.
      [{ ...groups(1, 1), browsers: 500, failedBrowsers: 500 }, groups(10, 0), 0],
    ] as const) {
      const { options, aborts: made } = fakes({ next, live });
      await createAutoRollback(options).after('remote-items');
      assert.equal(made.length, aborts, JSON.stringify({ next, live }));
    }
  });

  it('two instances deciding at once abort once; the reason names both shares and the evidence', async () => {
    const next = { reporters: 12, failed: 9, failedPersons: 4, failedAddressGroups: 5, browsers: 40, failedBrowsers: 15 };
    const { options, aborts } = fakes({ next, live: groups(30, 0) });
    const results = await Promise.all([
      createAutoRollback(options).after('remote-items'),
      createAutoRollback(options).after('remote-items'),
    ]);
    assert.equal(results.filter((result) => result !== null).length, 1);
    assert.deepEqual(aborts, ['failed for 9 of 12 (4 persons, 5 address groups; 15 browsers) against 0 of 30 on the live release']);
  });

  it("runs one module's checks at most once per interval, the last one asked for when the time comes", async () => {
    let now = 1_000_000;
    const shares = { next: groups(5, 5), live: groups(5, 0) };
    const { options, aborts } = fakes(shares);
    const checks = createAutoRollback({ ...options, clock: () => now });
    assert.equal(await checks.after('remote-items'), null);
    shares.next = groups(10, 10);
    now += 10;
    assert.equal(await checks.after('remote-items'), null, 'deferred');
    assert.deepEqual(aborts, []);
    now += CHECK_EVERY_MS;
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS + 100));
    assert.equal(aborts.length, 1);
    await checks.stop();
  });
});
