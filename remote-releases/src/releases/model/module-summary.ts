import type { ReleaseHealth } from '@video-admin/shared-ui/contract';
import type { ModuleView } from './module-view';

/** How a module's live release loads, at a glance. */
export type HealthGlance =
  | { kind: 'no-live' }
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'no-reports' }
  | { kind: 'reports'; failing: boolean; share: number; browsers: number; p95: number | null };

/** One row of the modules' summary: the module, its live release, its rollout, previews and health. */
export interface ModuleSummaryRow {
  name: string;
  live: { id: string; builtAt: string; commit: string | null } | null;
  rollout: { id: string; percent: number } | null;
  previews: number;
}

/** The summary row of a module from its releases. */
export function summaryRow(view: ModuleView): ModuleSummaryRow {
  const live = view.live?.release ?? null;
  return {
    name: view.module.name,
    live: live ? { id: live.release_id, builtAt: live.built_at, commit: live.commit } : null,
    rollout: view.rollout ? { id: view.rollout.release_id, percent: view.rollout.percent } : null,
    previews: [view.live, view.rolling, ...view.previous].reduce((sum, item) => sum + (item?.previews.length ?? 0), 0),
  };
}

/** The live release's health at a glance, from its module's health (undefined: not here yet; null: could not be read). */
export function glanceOf(liveId: string | null, health: ReleaseHealth[] | null | undefined): HealthGlance {
  if (liveId === null) return { kind: 'no-live' };
  if (health === undefined) return { kind: 'loading' };
  if (health === null) return { kind: 'unknown' };
  const entry = health.find((each) => each.release_id === liveId);
  if (!entry) return { kind: 'no-reports' };
  return {
    kind: 'reports',
    failing: entry.failed_browsers > 0,
    share: entry.failure_share,
    browsers: entry.browsers,
    p95: entry.load_ms_p95,
  };
}

/** The short form of a commit: its first 10 characters, and whether the build had uncommitted changes. */
export function shortCommit(commit: string): { hash: string; dirty: boolean } {
  const dirty = commit.endsWith('-dirty');
  return { hash: commit.replace(/-dirty$/, '').slice(0, 10), dirty };
}
