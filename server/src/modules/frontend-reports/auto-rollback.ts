import { rolloutFailsMore } from '../../lib/messages.js';
import type { RolloutsService } from '../rollouts/rollouts.service.js';
import type { FrontendReportsRepository } from './frontend-reports.repository.js';

export interface AutoRollbackOptions {
  repo: Pick<FrontendReportsRepository, 'shareSince'>;
  rollouts: Pick<RolloutsService, 'active' | 'releaseOf' | 'abort'>;
  /** ROLLOUT_ABORT_FAILURE_SHARE and ROLLOUT_MIN_BROWSERS. */
  failureShare: number;
  minBrowsers: number;
  log: (message: string) => void;
}

/** What an automatic abort ended, for the caller to tell. */
export interface AutoAbort {
  frontend: string;
  releaseId: string;
  reason: string;
}

const NO_BROWSER = { browserId: null, previewPin: null };

/**
 * Aborts a rollout whose release fails noticeably more often than the live one: among the
 * distinct browsers that reported since the rollout started, the rollout release's share of
 * failing ones exceeds the live release's (0 when it has none) by more than `failureShare`, once
 * at least `minBrowsers` browsers reported the rollout release. Checks of one module never run
 * at once in this instance (a check asked for meanwhile runs once after); with two instances the
 * abort names the release, so the second one finds nothing to end.
 */
export function createAutoRollback(options: AutoRollbackOptions) {
  const running = new Map<string, Promise<AutoAbort | null>>();
  const again = new Set<string>();

  async function check(frontend: string): Promise<AutoAbort | null> {
    const rollout = (await options.rollouts.active()).find((each) => each.frontend === frontend);
    if (!rollout) return null;
    const side = await options.repo.shareSince(frontend, rollout.release_id, rollout.started_at);
    if (side.browsers < options.minBrowsers) return null;
    const live = await options.rollouts.releaseOf(frontend, NO_BROWSER);
    const base = live ? await options.repo.shareSince(frontend, live.releaseId, rollout.started_at) : { browsers: 0, failed: 0 };
    const share = side.failed / side.browsers;
    const liveShare = base.browsers === 0 ? 0 : base.failed / base.browsers;
    if (share - liveShare <= options.failureShare) return null;
    const reason = rolloutFailsMore(share, liveShare, side.browsers);
    const ended = await options.rollouts.abort(frontend, { actor: 'server', reason, releaseId: rollout.release_id });
    if (!ended) return null;
    options.log(`${frontend}: rollout of ${rollout.release_id} aborted automatically: ${reason}`);
    return { frontend, releaseId: rollout.release_id, reason };
  }

  /** Checks a module's rollout after its reports were counted; what it aborted, if anything. */
  function after(frontend: string): Promise<AutoAbort | null> {
    const current = running.get(frontend);
    if (current) {
      again.add(frontend);
      return current.then(() => null);
    }
    const run = check(frontend).finally(() => {
      running.delete(frontend);
      if (again.delete(frontend))
        after(frontend).catch((error: unknown) => options.log(`${frontend}: rollout check failed: ${String(error)}`));
    });
    running.set(frontend, run);
    return run;
  }

  return { after };
}

export type AutoRollback = ReturnType<typeof createAutoRollback>;
