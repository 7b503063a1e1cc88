import type { ReleaseEvent } from './release-types';

/** What a module's view tells of its rollback: the live release and the history, newest first (a ModuleView has both). */
export interface RollbackFacts {
  live: { release: { release_id: string } } | null;
  history: readonly ReleaseEvent[];
}

/** The events after which a release was the live one. */
export const MADE_LIVE = new Set<ReleaseEvent['action']>(['first', 'promote', 'rollback', 'rollout-complete']);

/**
 * The release a rollback makes live: the one that was live before the current one was made live
 * (what the server goes back to). Null when the history shown does not reach that far back.
 */
export function rollbackTarget(view: RollbackFacts): string | null {
  const live = view.live?.release.release_id;
  const moves = view.history.filter((event) => MADE_LIVE.has(event.action));
  // Newest first: the move that made the current release live, then the one before it.
  if (!live || moves[0]?.release_id !== live) return null;
  return moves.find((event) => event.release_id !== live)?.release_id ?? null;
}
