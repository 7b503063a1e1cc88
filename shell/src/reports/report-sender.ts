import { getAccessToken, getRuntimeConfig, type RemoteName, type RuntimeConfig } from '@video-admin/shared-ui';
import { loadFailurePhase, type LoadPhase } from '../remotes/load-phase';

/** How a load failed: the phase, where the shell knows it, or what the federation runtime threw (the phase is told from it here). */
export type LoadFailure = LoadPhase | { error: unknown };

/** One remote load this tab attempted: the release it loaded, how it failed (null: it showed), how long it took. */
export interface RemoteLoad {
  remote: RemoteName;
  release: string | undefined;
  failure: LoadFailure | null;
  ms: number;
}

const phaseOf = (failure: LoadFailure | null): LoadPhase | null =>
  typeof failure === 'object' && failure !== null ? loadFailurePhase(failure.error) : failure;

/** A load report as POST /api/v1/frontend-reports takes it. */
export interface LoadReport {
  module: string;
  release_id: string;
  outcome: 'ok' | 'failed';
  phase: LoadPhase | null;
  duration_ms: number;
}

export const REPORTS_URL = '/api/v1/frontend-reports';
export const MAX_BATCH = 50;

/**
 * The report of a load, or null when there is nothing to report it against: the module has no
 * release (served in place), or it is a success left out of the sample (`reports.sample` of the
 * successes are reported; every failure is).
 */
export function reportOf(load: RemoteLoad, config: RuntimeConfig, random: () => number = Math.random): LoadReport | null {
  const module = config.modules?.[load.remote]?.name;
  if (!module || !load.release) return null;
  const phase = phaseOf(load.failure);
  const sample = config.reports?.sample;
  if (!phase && random() >= (typeof sample === 'number' ? sample : 1)) return null;
  return { module, release_id: load.release, outcome: phase ? 'failed' : 'ok', phase, duration_ms: load.ms };
}

/** Collects reports and hands them to `send` in batches of at most MAX_BATCH. */
export function createBatcher(send: (reports: LoadReport[]) => void) {
  const queue: LoadReport[] = [];
  return {
    add(report: LoadReport): void {
      queue.push(report);
    },
    flush(): void {
      while (queue.length) send(queue.splice(0, MAX_BATCH));
    },
  };
}

/**
 * Sends so that it outlives the page and never waits, as text/plain JSON. A signed-in tab's
 * reports carry its token (a keepalive request, as a beacon cannot), so the server counts them
 * once for the person; a signed-out tab's go as a beacon and count for its address group.
 */
export function beacon(reports: LoadReport[]): void {
  const body = JSON.stringify({ reports });
  const token = getAccessToken();
  if (!token) {
    navigator.sendBeacon(REPORTS_URL, new Blob([body], { type: 'text/plain' }));
    return;
  }
  const headers = { 'content-type': 'text/plain', authorization: `Bearer ${token}` };
  fetch(REPORTS_URL, { method: 'POST', keepalive: true, headers, body }).catch(() => {});
}

let listening = false;

/**
 * Sends the loads noted so far (emptying `loads`), and from the first call on also whatever is
 * noted when the page is hidden or left before the next call.
 */
export function sendLoads(loads: RemoteLoad[], send: (reports: LoadReport[]) => void = beacon): void {
  const flush = () => {
    const batcher = createBatcher(send);
    for (const load of loads.splice(0)) {
      const report = reportOf(load, getRuntimeConfig());
      if (report) batcher.add(report);
    }
    batcher.flush();
  };
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  flush();
}
