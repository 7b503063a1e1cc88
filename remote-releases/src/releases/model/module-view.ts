import type { FrontendRelease, ModulePublic, ModuleReleases, Preview, ReleaseEvent, ReleasesList, Rollout } from './release-types';
import { MADE_LIVE } from './rollback-target';

/** Where a release stands in its module. */
export type ReleaseStanding = 'live' | 'rolling-out' | 'previous';

export interface ReleaseView {
  release: FrontendRelease;
  standing: ReleaseStanding;
  /** Its events, newest first: who published, promoted, rolled out or previewed it, and when. */
  events: ReleaseEvent[];
  previews: Preview[];
}

export interface ModuleView {
  module: ModulePublic;
  live: ReleaseView | null;
  rollout: Rollout | null;
  rolling: ReleaseView | null;
  previous: ReleaseView[];
  /** The module's whole history, newest first. */
  history: ReleaseEvent[];
  /** The server's own abort of the last rollout, when that is the latest thing that happened (its detail says why). */
  autoAbort: ReleaseEvent | null;
}

/** Who the history names when the server aborted a rollout by itself (its failure share was too high). */
export const SERVER_ACTOR = 'server';

/** A module's releases sorted into live, rolling out and the rest (newest published first). */
export function moduleView(module: ModulePublic, releases: ModuleReleases | undefined): ModuleView {
  const history = releases?.history ?? [];
  const rollout = releases?.rollout ?? null;
  const viewOf = (release: FrontendRelease): ReleaseView => ({
    release,
    standing: release.live ? 'live' : rollout?.release_id === release.release_id ? 'rolling-out' : 'previous',
    events: history.filter((event) => event.release_id === release.release_id),
    previews: (releases?.previews ?? []).filter((preview) => preview.release_id === release.release_id),
  });
  const all = [...(releases?.releases ?? [])].sort((a, b) => b.published_at.localeCompare(a.published_at)).map(viewOf);
  return {
    module,
    live: all.find((view) => view.standing === 'live') ?? null,
    rollout,
    rolling: all.find((view) => view.standing === 'rolling-out') ?? null,
    previous: all.filter((view) => view.standing === 'previous'),
    history,
    autoAbort: history[0]?.action === 'rollout-abort' && history[0].actor === SERVER_ACTOR ? history[0] : null,
  };
}

/** The actions a release offers: the host (the shell) moves only by promote and rollback. */
export function releaseActions(view: ReleaseView, isHost: boolean) {
  const notLive = view.standing !== 'live';
  return {
    promote: notLive,
    rollout: notLive && !isHost,
    preview: notLive && !isHost,
  };
}

/** A rollout's percent as the form gives it: a whole number from 1 to 99, or null when it is not one. */
export function rolloutPercent(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= 99 ? value : null;
}

/** Whether some module has a rollout running (the server may abort it by itself: the screen asks again meanwhile). */
export function anyRollout(list: ReleasesList | undefined): boolean {
  return list?.data.some((module) => module.rollout !== null) ?? false;
}

/** Roll back needs a release that was live before the current one (the server refuses otherwise). */
export function canRollBack(view: ModuleView): boolean {
  const live = view.live?.release.release_id;
  return live !== undefined && view.history.some((event) => MADE_LIVE.has(event.action) && event.release_id !== live);
}
