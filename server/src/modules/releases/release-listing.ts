import type { Mismatch } from './compatibility.js';
import type { EventRow, ReleasesRepository, RolloutRow } from './releases.repository.js';

export interface ReleaseView {
  release_id: string;
  version: string;
  built_at: string;
  published_at: string;
  published_by: string;
  live: boolean;
  /** When it was withdrawn (never served nor made live again); null for the rest. */
  withdrawn_at: string | null;
  /** What did not fit the live releases when it was published; null when that was not recorded. */
  mismatches: Mismatch[] | null;
  /** The commit its build was made from; null when the build named none. */
  commit: string | null;
  /** What its publisher said of it; null when nothing. */
  notes: string | null;
}

/** One publish, promote, rollback, first release, prune, rollout step, preview (made or ended) or withdrawal, and who did it. */
export interface ReleaseEventView {
  action: EventRow['action'];
  release_id: string;
  actor: string;
  at: string;
  /** A rollout's percentage, why one was aborted; null for the rest. */
  detail: string | null;
}

export interface RolloutView {
  release_id: string;
  percent: number;
  started_at: string;
  started_by: string;
}

export interface PreviewView {
  /** What DELETE .../previews/{id} ends it by. */
  id: string;
  release_id: string;
  expires_at: string;
  created_by: string;
  /** The deploy key that made it (revoking the key ends it); null for a person. */
  created_by_key: string | null;
}

export interface FrontendReleases {
  frontend: string;
  live: string | null;
  releases: ReleaseView[];
  /** The release a share of browsers gets instead of the live one, if any. */
  rollout: RolloutView | null;
  /** The preview links that have not expired nor been ended. */
  previews: PreviewView[];
  /** Newest first, the last HISTORY_SHOWN. */
  history: ReleaseEventView[];
}

/** Events a listing shows per frontend. */
const HISTORY_SHOWN = 20;

/** The releases of the frontends `names` (of `frontend` alone when given), which is live, and their last events. */
export async function listReleases(repo: ReleasesRepository, names: string[], now: Date, frontend?: string): Promise<FrontendReleases[]> {
  const live = new Map((await repo.live()).map((row) => [row.package, row.release_id]));
  const rollouts = new Map((await repo.rollouts()).map((row) => [row.package, row]));
  const previews = await repo.unexpiredPreviews(now.toISOString());
  const rows = await repo.list(frontend);
  const events = await repo.events(frontend, HISTORY_SHOWN);
  return names.map((name) => ({
    frontend: name,
    live: live.get(name) ?? null,
    releases: rows
      .filter((row) => row.package === name)
      .map((row) => ({
        release_id: row.release_id,
        version: row.version,
        built_at: row.built_at,
        published_at: row.published_at,
        published_by: row.published_by,
        live: live.get(name) === row.release_id,
        withdrawn_at: row.withdrawn_at,
        mismatches: row.mismatches === null ? null : (JSON.parse(row.mismatches) as Mismatch[]),
        commit: row.build_commit,
        notes: row.notes,
      })),
    rollout: rolloutView(rollouts.get(name)),
    previews: previews
      .filter((row) => row.package === name)
      .map(({ id, release_id, expires_at, created_by, created_by_key }) => ({ id, release_id, expires_at, created_by, created_by_key })),
    history: events
      .filter((event) => event.package === name)
      .slice(0, HISTORY_SHOWN)
      .map(({ action, release_id, actor, at, detail }) => ({ action, release_id, actor, at, detail })),
  }));
}

function rolloutView(row: RolloutRow | undefined): RolloutView | null {
  return row ? { release_id: row.release_id, percent: row.percent, started_at: row.started_at, started_by: row.started_by } : null;
}
