import { rolloutFailsMore } from '../../lib/messages.js';
import type { RolloutsService } from '../rollouts/rollouts.service.js';
import type { FrontendReportsRepository } from './frontend-reports.repository.js';

export interface AutoRollbackOptions {
  repo: Pick<FrontendReportsRepository, 'shareSince'>;
  rollouts: Pick<RolloutsService, 'active' | 'releaseOf' | 'abort'>;
  /** ROLLOUT_ABORT_FAILURE_SHARE and ROLLOUT_MIN_BROWSERS (counted in reporters: persons and address groups). */
  failureShare: number;
  minBrowsers: number;
  log: (message: string) => void;
  /** Epoch milliseconds now (tests). */
  clock?: () => number;
}

/** What an automatic abort ended, for the caller to tell. */
export interface AutoAbort {
  frontend: string;
  releaseId: string;
  reason: string;
}

const NO_BROWSER = { browserId: null, previewPin: null };

/** One module's checks are at least this far apart in one instance (the last one asked for runs when the time comes). */
export const CHECK_EVERY_MS = 1000;

/**
 * Aborts a rollout whose release fails noticeably more often than the live one: among the
 * reporters that reported since the rollout started (distinct signed-in persons and address
 * groups, never browser ids, which one party can hold by the hundred), the rollout release's share
 * of failing ones exceeds the live release's (0 when it has none) by more than `failureShare`, once
 * at least `minBrowsers` reporters reported the rollout release. A check is a few counts over the
 * release's browsers, so one module's checks run one at a time and at most once per
 * CHECK_EVERY_MS in this instance: reports arriving meanwhile get one more check when the time
 * comes. With two instances the abort names the release, so the second one finds nothing to end.
 */
export function createAutoRollback(options: AutoRollbackOptions) {
  const clock = options.clock ?? Date.now;
  const modules = new Map<string, { lastStart: number; busy: boolean; again: boolean; timer?: NodeJS.Timeout }>();
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  async function check(frontend: string): Promise<AutoAbort | null> {
    const rollout = (await options.rollouts.active()).find((each) => each.frontend === frontend);
    if (!rollout) return null;
    const side = await options.repo.shareSince(frontend, rollout.release_id, rollout.started_at);
    if (side.reporters < options.minBrowsers) return null;
    const live = await options.rollouts.releaseOf(frontend, NO_BROWSER);
    const base = live ? await options.repo.shareSince(frontend, live.releaseId, rollout.started_at) : { reporters: 0, failed: 0 };
    const share = side.failed / side.reporters;
    const liveShare = base.reporters === 0 ? 0 : base.failed / base.reporters;
    if (share - liveShare <= options.failureShare) return null;
    const reason = rolloutFailsMore(side, base);
    const ended = await options.rollouts.abort(frontend, { actor: 'server', reason, releaseId: rollout.release_id });
    if (!ended) return null;
    options.log(`${frontend}: rollout of ${rollout.release_id} aborted automatically: ${reason}`);
    return { frontend, releaseId: rollout.release_id, reason };
  }

  const stateOf = (frontend: string) => {
    let state = modules.get(frontend);
    if (!state) modules.set(frontend, (state = { lastStart: -Infinity, busy: false, again: false }));
    return state;
  };

  function run(frontend: string): Promise<AutoAbort | null> {
    const state = stateOf(frontend);
    state.lastStart = clock();
    state.busy = true;
    const checking = check(frontend).finally(() => {
      state.busy = false;
      inFlight.delete(checking);
      if (state.again) {
        state.again = false;
        later(frontend, Math.max(0, state.lastStart + CHECK_EVERY_MS - clock()));
      }
    });
    inFlight.add(checking);
    return checking;
  }

  function later(frontend: string, delayMs: number): void {
    const state = stateOf(frontend);
    if (stopped || state.timer) return;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      run(frontend).catch((error: unknown) => options.log(`${frontend}: rollout check failed: ${String(error)}`));
    }, delayMs);
    state.timer.unref();
  }

  return {
    /** Checks a module's rollout after its reports were counted: now (what it aborted, if anything), or soon (null). */
    after(frontend: string): Promise<AutoAbort | null> {
      const state = stateOf(frontend);
      if (state.busy || state.timer) {
        state.again = state.busy;
        return Promise.resolve(null);
      }
      const wait = state.lastStart + CHECK_EVERY_MS - clock();
      if (wait > 0) {
        later(frontend, wait);
        return Promise.resolve(null);
      }
      return run(frontend);
    },

    /** No more checks (the app closes); resolves once those under way have finished. */
    async stop(): Promise<void> {
      stopped = true;
      for (const state of modules.values()) clearTimeout(state.timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type AutoRollback = ReturnType<typeof createAutoRollback>;
