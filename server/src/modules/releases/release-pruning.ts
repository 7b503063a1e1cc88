import type { ModuleDirectory } from './release-checks.js';
import type { ReleaseStore } from './release-store.js';
import type { ReleasesRepository } from './releases.repository.js';

export interface PruneDecision {
  frontend: string;
  release_id: string;
  keep: boolean;
  reason: string;
}

export interface PruneOptions {
  apply: boolean;
  actor: string;
  /** Published releases kept besides the live one and the recently live ones. */
  keep: number;
  /** A release live within this long (the access-token lifetime) may still run in an open tab. */
  liveWithinMs: number;
}

/** Incomplete publishes older than this are crash leftovers. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

interface PruneDeps {
  repo: ReleasesRepository;
  store: ReleaseStore;
  modules: ModuleDirectory;
  now: () => Date;
  log: (message: string) => void;
}

/** Why a release is kept, or null when no one needs it. */
function keepReason(isLive: boolean, index: number, keep: number, recentlyLive: boolean, tried: string | undefined): string | null {
  if (isLive) return 'live';
  if (tried) return tried;
  if (index < keep) return `one of the last ${keep} published`;
  if (recentlyLive) return 'live within the access-token lifetime';
  return null;
}

/**
 * Keeps, per frontend, the live release, a release rolling out or with an unexpired preview link,
 * the last `keep` published ones and every release live within `liveWithinMs` (a tab opened then
 * may still load its chunks); the rest is removed when
 * `apply` is set, its record first so a pointer can never name a deleted folder. Interrupted
 * publishes are removed too.
 */
export async function pruneReleases({ repo, store, modules, now, log }: PruneDeps, options: PruneOptions): Promise<PruneDecision[]> {
  const since = now().getTime() - options.liveWithinMs;
  const live = new Map((await repo.live()).map((row) => [row.package, row.release_id]));
  const tried = new Map<string, string>();
  for (const row of await repo.unexpiredPreviews(now().toISOString())) tried.set(`${row.package}/${row.release_id}`, 'has a preview link');
  for (const row of await repo.rollouts()) tried.set(`${row.package}/${row.release_id}`, 'rolling out');
  const decisions: PruneDecision[] = [];
  for (const { name: frontend } of await modules.listAll()) {
    const history = await repo.promotions(frontend);
    const recentlyLive = new Set(
      history
        .filter((move, index) => (index + 1 < history.length ? Date.parse(history[index + 1]!.promoted_at) : Infinity) >= since)
        .map((move) => move.release_id),
    );
    const rows = await repo.list(frontend);
    for (const [index, row] of rows.entries()) {
      const reason = keepReason(
        live.get(frontend) === row.release_id,
        index,
        options.keep,
        recentlyLive.has(row.release_id),
        tried.get(`${frontend}/${row.release_id}`),
      );
      decisions.push({ frontend, release_id: row.release_id, keep: reason !== null, reason: reason ?? 'not needed' });
      if (reason === null && options.apply) {
        await repo.delete(frontend, row.release_id);
        await store.remove(frontend, row.release_id);
        await repo.recordEvent({
          package: frontend,
          release_id: row.release_id,
          action: 'prune',
          actor: options.actor,
          at: now().toISOString(),
        });
        log(`${frontend}: pruned ${row.release_id}`);
      }
    }
    for (const leftover of await store.abandoned(frontend, ABANDONED_AFTER_MS, now().getTime())) {
      decisions.push({ frontend, release_id: leftover, keep: false, reason: 'an interrupted publish' });
      if (options.apply) await store.removeAbandoned(leftover);
    }
  }
  return decisions;
}
