import type {
  FrontendPreviewLink,
  FrontendPreviewState,
  FrontendRelease,
  FrontendReleaseEvent,
  FrontendReleases,
  FrontendReleasesList,
  FrontendRollout,
  FrontendRolloutState,
  ModulePublic,
} from '@video-admin/shared-ui/contract';

/** A release given to a share of browsers instead of all (the list's `rollout`). */
export type Rollout = FrontendRolloutState;

/** An unexpired preview link of a release (the list's `previews`). */
export type Preview = FrontendPreviewState;

/** What the history records: publish, promote, rollback, rollouts and previews; `detail` says why or how much. */
export type ReleaseEvent = FrontendReleaseEvent;

/** One module's releases as GET /api/v1/releases/ lists them, with its rollout and previews. */
export type ModuleReleases = FrontendReleases;

export type ReleasesList = FrontendReleasesList;

/** POST /{module}/rollout's answer. */
export type RolloutResult = FrontendRollout;

/** POST /{module}/preview's answer: the link to copy and when it stops working. */
export type PreviewLink = FrontendPreviewLink;

export type { FrontendRelease, ModulePublic };
