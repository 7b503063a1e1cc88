import { createHash } from 'node:crypto';
import { PREVIEW_COOKIE, browserIdFrom, readCookie, readPreviewToken, type PreviewPin } from '../rollouts/browser-cookies.js';
import type { RolloutsService } from '../rollouts/rollouts.service.js';
import type { AutoAbort, AutoRollback } from './auto-rollback.js';
import type { FrontendReportsRepository } from './frontend-reports.repository.js';
import { addressGroup } from '../../lib/address-groups.js';
import type { ReportLimits } from './report-limits.js';
import { bucketCounts } from './load-times.js';
import { evidenceOf } from './report-evidence.js';

/** One load a page reports: which release of which remote, and how it went. */
export interface LoadReport {
  module: string;
  release_id: string;
  outcome: 'ok' | 'failed';
  phase?: 'manifest' | 'entry' | 'chunk' | 'render' | null;
  duration_ms?: number;
}

/** Who sent reports: the request's Cookie header, source address, and the signed-in person (null: anonymous). */
export interface ReportSender {
  cookie: string | undefined;
  address: string;
  personId: string | null;
  /** A developer's override is in force in the sending browser: it loads what nobody else does, so nothing it reports counts. */
  overridden?: boolean;
}

/** What one batch moved, for the metrics. */
export interface CountedLoads {
  module: string;
  releaseId: string;
  loads: number;
  failures: number;
}

export interface FrontendReportsServiceOptions {
  repo: FrontendReportsRepository;
  rollouts: Pick<RolloutsService, 'releaseOf'>;
  autoRollback: AutoRollback;
  limits: ReportLimits;
  /** Signs the assignment and preview cookies (SECRET_KEY). */
  secret: string;
  retentionDays: number;
  clock: () => number;
  onCounted: (counted: CountedLoads[], ignored: number) => void;
  log: (message: string) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Counts older than the retention are deleted on a write, at most this often per instance. */
export const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** A browser with only a preview cookie counts as one browser per preview link. */
const previewBrowser = (token: string) => `preview:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;

/** Who the reports come from, by their signed cookies; null when neither is valid. */
function browserOf(
  cookie: string | undefined,
  secret: string,
  now: number,
): { key: string; browserId: string | null; previewPin: PreviewPin | null } | null {
  const browserId = browserIdFrom(cookie, secret);
  const token = readCookie(cookie, PREVIEW_COOKIE);
  const previewPin = readPreviewToken(secret, token, now);
  if (browserId) return { key: browserId, browserId, previewPin };
  return previewPin && token ? { key: previewBrowser(token), browserId: null, previewPin } : null;
}

/**
 * Counts the loads pages report: only from a browser with a valid signed assignment (or preview)
 * cookie, only of the release the server gives that browser for that module (live, its side of a
 * rollout, or its preview), within this instance's limits per browser and address group, each
 * browser once per release with its loads capped, and marked with who vouches for it (the
 * signed-in person, else the address group: report-evidence.ts), which is what the rollout's
 * judge counts. Then checks the rollouts the reports bear on.
 */
export function createFrontendReportsService(options: FrontendReportsServiceOptions) {
  const { repo, limits, clock } = options;
  let prunedAt = -Infinity;

  async function pruneIfDue(now: number): Promise<void> {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    const deleted = await repo.deleteBefore(new Date(now - options.retentionDays * DAY_MS).toISOString());
    if (deleted > 0) options.log(`deleted ${deleted} load counts older than ${options.retentionDays} days`);
  }

  return {
    /** Counts a batch of reports; how many moved a count, and the rollouts it aborted. */
    async report(reports: LoadReport[], sender: ReportSender): Promise<{ counted: number; aborted: AutoAbort[] }> {
      limits.received(reports.length);
      const now = clock();
      const browser = sender.overridden ? null : browserOf(sender.cookie, options.secret, now);
      if (!browser) {
        options.onCounted([], reports.length);
        return { counted: 0, aborted: [] };
      }
      const allowed = reports.slice(0, limits.allow(browser.key, addressGroup(sender.address), reports.length));

      // Only the release this browser is given for each module counts.
      const given = new Map<string, { releaseId: string; via: string } | null>();
      for (const module of new Set(allowed.map((report) => report.module))) {
        given.set(module, await options.rollouts.releaseOf(module, browser));
      }
      const groups = new Map<string, { module: string; releaseId: string; via: string; reports: LoadReport[] }>();
      for (const report of allowed) {
        const release = given.get(report.module);
        if (!release || release.releaseId !== report.release_id) continue;
        const key = `${report.module}\n${report.release_id}`;
        const group = groups.get(key) ?? { module: report.module, releaseId: report.release_id, via: release.via, reports: [] };
        group.reports.push(report);
        groups.set(key, group);
      }
      if (groups.size === 0) {
        options.onCounted([], reports.length);
        return { counted: 0, aborted: [] };
      }

      await pruneIfDue(now);
      const at = new Date(now).toISOString();
      const moved: CountedLoads[] = [];
      let counted = 0;
      for (const group of groups.values()) {
        const failed = group.reports.filter((report) => report.outcome === 'failed');
        const result = await repo.count({
          package: group.module,
          releaseId: group.releaseId,
          browserId: browser.key,
          evidence: evidenceOf(sender),
          loads: group.reports.length,
          failures: failed.length,
          phase: failed.at(-1)?.phase ?? null,
          at,
        });
        counted += Math.max(result.loads, result.failures);
        // The load times of its successful loads, as many as its capped count took in.
        const durations = group.reports
          .filter((report) => report.outcome === 'ok' && typeof report.duration_ms === 'number')
          .map((report) => report.duration_ms!)
          .slice(0, result.loads);
        if (durations.length > 0) await repo.countDurations(group.module, group.releaseId, at, bucketCounts(durations));
        if (result.loads + result.failures > 0) moved.push({ module: group.module, releaseId: group.releaseId, ...result });
      }
      options.onCounted(moved, reports.length - counted);

      // Only reports of a rollout's side can tip it over.
      const aborted: AutoAbort[] = [];
      for (const module of new Set([...groups.values()].filter((group) => group.via === 'rollout').map((group) => group.module))) {
        const ended = await options.autoRollback.after(module);
        if (ended) aborted.push(ended);
      }
      return { counted, aborted };
    },

    sampleRate: () => limits.sampleRate(),
  };
}

export type FrontendReportsService = ReturnType<typeof createFrontendReportsService>;
