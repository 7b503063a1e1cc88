import type { EventRow, ReleasesRepository } from './releases.repository.js';

export interface ReleaseView {
  release_id: string;
  version: string;
  built_at: string;
  published_at: string;
  published_by: string;
  live: boolean;
}

/** One publish, promote, rollback, first release or prune, and who did it. */
export interface ReleaseEventView {
  action: EventRow['action'];
  release_id: string;
  actor: string;
  at: string;
}

export interface FrontendReleases {
  frontend: string;
  live: string | null;
  releases: ReleaseView[];
  /** Newest first, the last HISTORY_SHOWN. */
  history: ReleaseEventView[];
}

/** Events a listing shows per frontend. */
const HISTORY_SHOWN = 20;

/** The releases of the frontends `names` (of `frontend` alone when given), which is live, and their last events. */
export async function listReleases(repo: ReleasesRepository, names: string[], frontend?: string): Promise<FrontendReleases[]> {
  const live = new Map((await repo.live()).map((row) => [row.package, row.release_id]));
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
      })),
    history: events
      .filter((event) => event.package === name)
      .slice(0, HISTORY_SHOWN)
      .map(({ action, release_id, actor, at }) => ({ action, release_id, actor, at })),
  }));
}
