import type { FrontendRelease, FrontendReleaseEvent, FrontendReleases, ModulePublic } from 'shared-ui/contract';

/** A release given to a share of browsers instead of all (the list's `rollout`). */
export interface Rollout {
  release_id: string;
  percent: number;
  started_at: string;
  started_by: string;
}

/** An unexpired preview link of a release (the list's `previews`). */
export interface Preview {
  release_id: string;
  expires_at: string;
  created_by: string;
}

/** What the history records: publish, promote, rollback, rollouts and previews; `detail` says why or how much. */
export type ReleaseAction = FrontendReleaseEvent['action'] | 'rollout' | 'rollout-abort' | 'rollout-complete' | 'preview';

export type ReleaseEvent = Omit<FrontendReleaseEvent, 'action'> & { action: ReleaseAction; detail?: string | null };

/** One module's releases as GET /api/v1/releases/ lists them, with its rollout and previews. */
export type ModuleReleases = Omit<FrontendReleases, 'history'> & {
  history: ReleaseEvent[];
  rollout?: Rollout | null;
  previews?: Preview[];
};

export interface ReleasesList {
  data: ModuleReleases[];
}

/** POST /{module}/rollout's answer. */
export interface RolloutResult {
  frontend: string;
  release_id: string;
  percent: number;
  live: string | null;
  status: 'rolling-out' | 'aborted' | 'completed';
}

/** POST /{module}/preview's answer: the link to copy and when it stops working. */
export interface PreviewLink {
  url: string;
  expires_at: string;
  release_id: string;
  frontend: string;
}

export type { FrontendRelease, ModulePublic };
