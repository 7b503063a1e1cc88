import { getRuntimeConfig, type RemoteName, type RuntimeConfig } from 'shared-ui';
import type { LoadPhase } from '../remotes/load-phase';

/** One remote load this tab attempted: the release it loaded, the phase it failed in (null: it showed), how long it took. */
export interface RemoteLoad {
  remote: RemoteName;
  release: string | undefined;
  phase: LoadPhase | null;
  ms: number;
}

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
/** A batch goes this long after the last load, or when the page is hidden or left. */
export const SEND_AFTER_MS = 3000;

/**
 * The report of a load, or null when there is nothing to report it against: the module has no
 * release (served in place), or it is a success left out of the sample (`reports.sample` of the
 * successes are reported; every failure is).
 */
export function reportOf(load: RemoteLoad, config: RuntimeConfig, random: () => number = Math.random): LoadReport | null {
  const module = config.modules?.[load.remote]?.name;
  if (!module || !load.release) return null;
  if (!load.phase && random() >= (config.reports?.sample ?? 1)) return null;
  return { module, release_id: load.release, outcome: load.phase ? 'failed' : 'ok', phase: load.phase, duration_ms: load.ms };
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

/** Sends with a beacon: it outlives the page, never waits, and text/plain needs no preflight. */
export function beacon(reports: LoadReport[]): void {
  navigator.sendBeacon(REPORTS_URL, new Blob([JSON.stringify({ reports })], { type: 'text/plain' }));
}

/**
 * Starts reporting: the loads noted so far are sent at once, and each later one SEND_AFTER_MS
 * after the last, or when the page is hidden or left. Returns what notes a later load.
 */
export function startSending(waiting: RemoteLoad[], send: (reports: LoadReport[]) => void = beacon): (load: RemoteLoad) => void {
  const batcher = createBatcher(send);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    batcher.flush();
  };
  const note = (load: RemoteLoad) => {
    const report = reportOf(load, getRuntimeConfig());
    if (report) batcher.add(report);
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  waiting.forEach(note);
  flush();
  return (load) => {
    note(load);
    clearTimeout(timer);
    timer = setTimeout(flush, SEND_AFTER_MS);
  };
}
